import { useQuery } from '@tanstack/react-query'
import { providerQuery } from './get-provider'

/** The provider, fetched once and kept for the page's life. */
export const useProvider = () => useQuery(providerQuery)
