import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { providerQuery, type Provider } from './get-provider'

/**
 * The provider from the same cache as useProvider, read once without a query observer: for the
 * login card, whose script stays small (the observer is 3 kB of it). undefined while it loads, null
 * when it cannot be read.
 */
export function useProviderOnce() {
  const client = useQueryClient()
  const [provider, setProvider] = useState<Provider | null | undefined>(() =>
    client.getQueryData(providerQuery.queryKey),
  )
  useEffect(() => {
    let current = true
    client.fetchQuery(providerQuery).then(
      (answer) => current && setProvider(answer),
      () => current && setProvider(null),
    )
    return () => {
      current = false
    }
  }, [client])
  return provider
}
