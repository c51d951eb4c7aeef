import { page } from '@/test/fake-api'

// What the deliveries pages' tests share besides @/test/fake-api: the product a line picks.

/** The product search's answer: the Tulip mug. */
export const products = page([
  {
    id: 3,
    article_number: 'TS-1001',
    name: 'Tulip mug',
    ean: '8712345678906',
    product_type: 'Physic',
    unit: 'Box',
    is_active: true,
    minimum_stock: 0,
    total_stock: 5,
    available_stock: 2,
    on_hold_stock: 0,
    in_transit_stock: 0,
    inbound_stock: 0,
    stock_alert: 'sufficient',
  },
])
