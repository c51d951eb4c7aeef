import * as products from '@/components/products/product-filters'
import { isoDateOf } from '@/lib/list-filters'
import { listNarrowing } from '@/lib/list-narrowing'

// The stock overview's filters are the product overview's and the day whose closing figures it
// shows ('stock on'), all in the address under the API's names (q, product_type, status,
// stock_alert, sort, direction, date), so the address bar, the list call and the export agree.

export interface StockOverviewFilters extends products.ProductOverviewFilters {
  /** A past day (yyyy-mm-dd), or null for the stock as it is now. */
  date: string | null
}

/** The sorts and filter of the current figures, which a past day does not have (the ledger keeps no past claims). */
const currentOnlySorts: readonly products.ProductSort[] = ['total_stock', 'available_stock']

export const defaultFilters: StockOverviewFilters = { ...products.defaultFilters, date: null }

/**
 * The filters a change leaves: with a day, the stock status filter and a sort by the current figures
 * make way (to the article number's).
 */
export function withDay(filters: StockOverviewFilters): StockOverviewFilters {
  if (filters.date === null) return filters
  const current = currentOnlySorts.includes(filters.sort)
  return {
    ...filters,
    stockAlert: null,
    ...(current ? { sort: defaultFilters.sort, direction: defaultFilters.direction } : {}),
  }
}

/** Reads the filters from the address; anything unknown (an old or hand-edited link) falls back to the default. */
export function parseFilters(params: URLSearchParams): StockOverviewFilters {
  return withDay({ ...products.parseFilters(params), date: isoDateOf(params.get('date')) || null })
}

export const { filterParams, filtersToSearchParams, isFiltered, resetFilters } = listNarrowing(
  defaultFilters,
  ['productType', 'status', 'stockAlert', 'date'],
  () => defaultFilters.direction,
)
