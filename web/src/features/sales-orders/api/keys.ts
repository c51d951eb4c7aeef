import { areaKeys } from '@/lib/api/area-api'

// Query keys of the sales orders area. Each starts with its account and the area it reads, so a
// change there invalidates exactly what it must.
export const salesOrderSearchKeys = {
  addressBook: (clientId: number, q: string) => ['clients', clientId, 'address-book', 'order-search', q] as const,
}

// The account's sales orders: the overview's pages, each order and the proposed next number, so an
// action on one order refreshes it and the overview.
const orderKeys = areaKeys('sales-orders')
export const salesOrderKeys = {
  ...orderKeys,
  nextNumber: (clientId: number) => [...orderKeys.all(clientId), 'next-number'] as const,
}

// The account's concept sales orders: the list's pages and each concept.
export const conceptSalesOrderKeys = areaKeys('concept-sales-orders')
