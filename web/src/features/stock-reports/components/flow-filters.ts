import { dateRangeOf, dateRangeParams, searchParamsOf, valuesOf, oneOf, type DateRange } from '@/lib/list-filters'
import { MAX_SEARCH_LENGTH } from '@/components/SearchInput'

// The flow report's From and To, product and type of movement live in the address under the API's
// names (date_from, date_to, product_id, type), so the address bar, the list call and the export
// agree; `product` keeps the picked product's article number beside its id, for the field to show.

export type MovementType = 'receipt' | 'shipment' | 'return' | 'correction' | 'status_change'

/** The types of movement of the stock ledger, in the order the type filter offers them. */
export const movementTypes = valuesOf<MovementType>({
  receipt: true,
  shipment: true,
  return: true,
  correction: true,
  status_change: true,
})

export interface FlowFilters extends DateRange {
  /** The product picked (null: every product) and its article number, as the field shows it. */
  productId: number | null
  product: string
  type: MovementType | null
}

/** A product id of the address: a whole number from 1 on, else none (a hand-edited link). */
function productIdOf(value: string | null): number | null {
  if (!value || !/^[1-9]\d{0,17}$/.test(value)) return null
  return Number(value)
}

/** Reads the filters from the address; anything else than a date, a product id or a type leaves that filter open. */
export function parseFilters(params: URLSearchParams): FlowFilters {
  const productId = productIdOf(params.get('product_id'))
  return {
    ...dateRangeOf(params),
    productId,
    product: productId === null ? '' : (params.get('product') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    type: oneOf(movementTypes, params.get('type')),
  }
}

/** The list call's and the export's parameters; what does not narrow is left out. */
export const flowParams = ({ productId, type, ...range }: FlowFilters) => ({
  ...dateRangeParams(range),
  productId: productId ?? undefined,
  type: type ?? undefined,
})

export const filtersToSearchParams = searchParamsOf((filters: FlowFilters) => ({
  ...flowParams(filters),
  product: filters.productId !== null && filters.product !== '' ? filters.product : undefined,
}))

export const isFiltered = ({ dateFrom, dateTo, productId, type }: FlowFilters): boolean =>
  dateFrom !== '' || dateTo !== '' || productId !== null || type !== null

export const resetFilters = (): FlowFilters => ({ dateFrom: '', dateTo: '', productId: null, product: '', type: null })
