import type { SearchQuery } from '@/components/SearchCombobox'
import { api } from '@/lib/api/client'
import type { ApiResult } from '@/lib/api/types'
import { salesOrderSearchKeys } from './keys'

export type AddressBookEntry = ApiResult<'/api/clients/{clientId}/address-book', 'get'>['data'][number]

/** How many addresses the picker offers at once. */
const SEARCH_LIMIT = 10

/** Addresses of the account's address book that match q. */
export const searchAddressBook = async (
  clientId: number,
  q: string,
  signal?: AbortSignal,
): Promise<AddressBookEntry[]> =>
  (
    await api.get('/api/clients/{clientId}/address-book', {
      params: { clientId },
      query: { q, limit: SEARCH_LIMIT },
      signal,
    })
  ).data

export const addressBookSearchQuery =
  (clientId: number) =>
  (q: string): SearchQuery<AddressBookEntry> => ({
    queryKey: salesOrderSearchKeys.addressBook(clientId, q),
    queryFn: ({ signal }) => searchAddressBook(clientId, q, signal),
  })
