import type { components } from '@/lib/api/schema.gen'
import { oneOf, searchOf, valuesOf, type SortDirection } from '@/lib/list-filters'
import { listNarrowing } from '@/lib/list-narrowing'
import { parseSort } from '@/lib/list-sort'

// The product overview's filters and sort live in the URL (reload and Back keep them), under the
// same names the API and the export take, so the address bar, the list call and the export agree.

type Schemas = components['schemas']
export type ProductType = Schemas['ProductType']
export type ProductStatus = Schemas['ProductStatus']
export type StockAlert = Schemas['StockAlert']
export type ProductSort = Schemas['ProductSort']

export const productTypes = valuesOf<ProductType>({
  Physic: true,
  Electronic: true,
  Forward: true,
  IgnoreProduct: true,
})
export const productStatuses = valuesOf<ProductStatus>({ active: true, inactive: true })
export const stockAlerts = valuesOf<StockAlert>({ none: true, sufficient: true, insufficient: true, unknown: true })
export const productSorts = valuesOf<ProductSort>({
  article_number: true,
  name: true,
  ean: true,
  product_type: true,
  unit: true,
  total_stock: true,
  available_stock: true,
})

export interface ProductOverviewFilters {
  q: string
  productType: ProductType | null
  status: ProductStatus | null
  stockAlert: StockAlert | null
  sort: ProductSort
  direction: SortDirection
}

export const defaultFilters: ProductOverviewFilters = {
  q: '',
  productType: null,
  status: null,
  stockAlert: null,
  sort: 'article_number',
  direction: 'asc',
}

/** The API's direction of every sort: ascending. */
const defaultDirection = (): SortDirection => defaultFilters.direction

/** Reads the filters from the address; anything unknown (an old or hand-edited link) falls back to the default. */
export function parseFilters(params: URLSearchParams): ProductOverviewFilters {
  return {
    q: searchOf(params),
    productType: oneOf(productTypes, params.get('product_type')),
    status: oneOf(productStatuses, params.get('status')),
    stockAlert: oneOf(stockAlerts, params.get('stock_alert')),
    ...parseSort(params, productSorts, defaultFilters.sort, defaultDirection),
  }
}

export const { filterParams, filtersToSearchParams, isFiltered, resetFilters } = listNarrowing(
  defaultFilters,
  ['productType', 'status', 'stockAlert'],
  defaultDirection,
)
