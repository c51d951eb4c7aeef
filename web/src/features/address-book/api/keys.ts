// Query keys of the address book: every query starts with its account, so switching accounts or
// changing an address invalidates exactly what it must.
export const addressBookKeys = {
  all: (clientId: number) => ['clients', clientId, 'address-book'] as const,
  lists: (clientId: number) => [...addressBookKeys.all(clientId), 'list'] as const,
  list: (clientId: number, filters: object) => [...addressBookKeys.lists(clientId), filters] as const,
  detail: (clientId: number, addressId: number) => [...addressBookKeys.all(clientId), 'detail', addressId] as const,
}
