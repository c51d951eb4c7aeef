import { conceptKeys } from '@/lib/concept-api'

// Query keys of the account's concept products (the products themselves are shared: productKeys).
export const conceptProductKeys = conceptKeys('concept-products')
