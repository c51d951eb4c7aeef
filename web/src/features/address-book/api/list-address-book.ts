import { cursorListHook } from '@/lib/api/area-api'
import { filterParams } from '../components/address-book-filters'
import { addressBookKeys } from './keys'

/** The address book's pages so far. */
export const useAddressBook = cursorListHook('/api/clients/{clientId}/address-book', addressBookKeys, filterParams)
