import { createHook } from '@/lib/api/area-api'
import type { ApiBody } from '@/lib/api/types'
import { addressBookKeys } from './keys'

const path = '/api/clients/{clientId}/address-book'

export type AddressBookFields = ApiBody<typeof path, 'post'>

/** Adds an address; a new address shows up in the lists. */
export const useCreateAddressBookAddress = createHook(path, (clientId) => [addressBookKeys.lists(clientId)])
