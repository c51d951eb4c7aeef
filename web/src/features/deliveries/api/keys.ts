import { conceptKeys } from '@/lib/concept-api'

// Query keys of the deliveries area. Each starts with its account and what it reads, so a change
// invalidates exactly what it must.

// The account's sent deliveries: the overview's pages and each delivery.
export const deliveryKeys = {
  all: (clientId: number) => ['clients', clientId, 'deliveries'] as const,
  lists: (clientId: number) => [...deliveryKeys.all(clientId), 'list'] as const,
  list: (clientId: number, filters: object) => [...deliveryKeys.lists(clientId), filters] as const,
  detail: (clientId: number, deliveryId: number) => [...deliveryKeys.all(clientId), 'detail', deliveryId] as const,
}

// The account's concept deliveries: the list's pages and each concept.
export const conceptDeliveryKeys = conceptKeys('concept-deliveries')

// The account's receipt rows (the inbound overview).
export const receiptKeys = {
  list: (clientId: number, filters: object) => ['clients', clientId, 'receipts', 'list', filters] as const,
}
