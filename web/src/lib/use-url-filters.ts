import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router'

export type FiltersUpdate<F> = (next: (current: F) => F, replace?: boolean) => void

/**
 * A list's filters, kept in the address so a reload, Back or a shared link shows the same list.
 * The router commits a new address in a transition, so for a moment after a change the page still
 * shows (and its handlers still hold) the old one; a change made in that moment builds on the
 * address just asked for, so no earlier change is lost.
 */
export function useUrlFilters<F>(
  parse: (params: URLSearchParams) => F,
  toSearchParams: (filters: F) => URLSearchParams,
): [F, FiltersUpdate<F>] {
  const [searchParams, setSearchParams] = useSearchParams()
  const requested = useRef<string | null>(null)
  useEffect(() => {
    if (requested.current === searchParams.toString()) requested.current = null
  }, [searchParams])

  const update: FiltersUpdate<F> = (next, replace = false) => {
    const current = parse(new URLSearchParams(requested.current ?? searchParams))
    const target = toSearchParams(next(current))
    requested.current = target.toString()
    setSearchParams(target, { replace })
  }
  return [parse(searchParams), update]
}
