import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router'
import { filtersToSearchParams, parseFilters, type ProductOverviewFilters } from './overview-filters'

export type FiltersUpdate = (
  next: (current: ProductOverviewFilters) => ProductOverviewFilters,
  replace?: boolean,
) => void

/**
 * The overview's filters, kept in the address. The router commits a new address in a transition,
 * so for a moment after a change the page still shows (and its handlers still hold) the old one;
 * a change made in that moment builds on the address just asked for, so no earlier change is lost.
 */
export function useOverviewFilters(): [ProductOverviewFilters, FiltersUpdate] {
  const [searchParams, setSearchParams] = useSearchParams()
  const requested = useRef<string | null>(null)
  useEffect(() => {
    if (requested.current === searchParams.toString()) requested.current = null
  }, [searchParams])

  const update: FiltersUpdate = (next, replace = false) => {
    const current = parseFilters(new URLSearchParams(requested.current ?? searchParams))
    const target = filtersToSearchParams(next(current))
    requested.current = target.toString()
    setSearchParams(target, { replace })
  }
  return [parseFilters(searchParams), update]
}
