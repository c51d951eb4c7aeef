// Query keys of the sales order form's searches. Each starts with its account and the area it
// reads (the products', the address book's), so a change there invalidates these too.
export const salesOrderSearchKeys = {
  products: (clientId: number, q: string) => ['clients', clientId, 'products', 'order-line-search', q] as const,
  addressBook: (clientId: number, q: string) => ['clients', clientId, 'address-book', 'order-search', q] as const,
}
