import { api } from '@/lib/api/client'
import { useCursorList } from '@/lib/cursor-list'
import { filterParams, type AddressBookFilters } from '../components/address-book-filters'
import { addressBookKeys } from './keys'

/** One page of the address book; `cursor` is the previous page's meta.nextCursor. */
export const listAddressBook = (clientId: number, filters: AddressBookFilters, cursor?: string, signal?: AbortSignal) =>
  api.get('/api/clients/{clientId}/address-book', {
    params: { clientId },
    query: { ...filterParams(filters), cursor },
    signal,
  })

/** The list's pages so far ('Load more' fetches the next one with the keyset cursor). */
export const useAddressBook = (clientId: number, filters: AddressBookFilters) =>
  useCursorList(clientId, {
    queryKey: addressBookKeys.list(clientId, filters),
    fetchPage: (cursor, signal) => listAddressBook(clientId, filters, cursor, signal),
  })
