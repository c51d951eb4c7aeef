import { conceptKeys } from '@/lib/concept-api'

// Query keys of the sales orders area. Each starts with its account and the area it reads, so a
// change there invalidates exactly what it must.
export const salesOrderSearchKeys = {
  addressBook: (clientId: number, q: string) => ['clients', clientId, 'address-book', 'order-search', q] as const,
}

// The account's sales orders: the overview's pages, each order and the proposed next number, so an
// action on one order refreshes it and the overview.
export const salesOrderKeys = {
  all: (clientId: number) => ['clients', clientId, 'sales-orders'] as const,
  lists: (clientId: number) => [...salesOrderKeys.all(clientId), 'list'] as const,
  list: (clientId: number, filters: object) => [...salesOrderKeys.lists(clientId), filters] as const,
  detail: (clientId: number, salesOrderId: number) =>
    [...salesOrderKeys.all(clientId), 'detail', salesOrderId] as const,
  nextNumber: (clientId: number) => [...salesOrderKeys.all(clientId), 'next-number'] as const,
}

// The account's concept sales orders: the list's pages and each concept.
export const conceptSalesOrderKeys = conceptKeys('concept-sales-orders')
