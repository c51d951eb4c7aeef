import { areaKeys } from '@/lib/api/area-api'

// Query keys of the account's concept products (the products themselves are shared: productKeys).
export const conceptProductKeys = areaKeys('concept-products')
