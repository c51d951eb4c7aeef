import { areaKeys } from '@/lib/api/area-api'

// Query keys of the deliveries area. Each starts with its account and what it reads, so a change
// invalidates exactly what it must.

// The account's sent deliveries: the overview's pages and each delivery.
export const deliveryKeys = areaKeys('deliveries')

// The account's concept deliveries: the list's pages and each concept.
export const conceptDeliveryKeys = areaKeys('concept-deliveries')

// The account's receipt rows (the inbound overview).
export const receiptKeys = {
  list: (clientId: number, filters: object) => ['clients', clientId, 'receipts', 'list', filters] as const,
}
