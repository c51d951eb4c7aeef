// Query keys of the sales order form's searches. Each starts with its account and the area it
// reads (the products', the address book's), so a change there invalidates these too.
export const salesOrderSearchKeys = {
  products: (clientId: number, q: string) => ['clients', clientId, 'products', 'order-line-search', q] as const,
  addressBook: (clientId: number, q: string) => ['clients', clientId, 'address-book', 'order-search', q] as const,
}

// The account's sales orders: the overview's pages and each order, so an action on one order
// refreshes it and the overview.
export const salesOrderKeys = {
  all: (clientId: number) => ['clients', clientId, 'sales-orders'] as const,
  lists: (clientId: number) => [...salesOrderKeys.all(clientId), 'list'] as const,
  list: (clientId: number, filters: object) => [...salesOrderKeys.lists(clientId), filters] as const,
  detail: (clientId: number, salesOrderId: number) =>
    [...salesOrderKeys.all(clientId), 'detail', salesOrderId] as const,
}
