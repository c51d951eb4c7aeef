// Query keys of the products area: every query of a client's products starts with its account, so
// switching accounts or changing a concept invalidates exactly what it must.
export const productKeys = {
  all: (clientId: number) => ['clients', clientId, 'products'] as const,
  list: (clientId: number, filters: object) => [...productKeys.all(clientId), 'list', filters] as const,
  detail: (clientId: number, productId: number) => [...productKeys.all(clientId), 'detail', productId] as const,
}

export const conceptProductKeys = {
  all: (clientId: number) => ['clients', clientId, 'concept-products'] as const,
  list: (clientId: number, filters: object) => [...conceptProductKeys.all(clientId), 'list', filters] as const,
  detail: (clientId: number, conceptId: number) => [...conceptProductKeys.all(clientId), 'detail', conceptId] as const,
}
