import { updateHook } from '@/lib/api/area-api'
import { addressBookKeys } from './keys'

/** Replaces an address's fields, checked like a new one; its row in the lists changes too. */
export const useUpdateAddressBookAddress = updateHook(
  '/api/clients/{clientId}/address-book/{addressBookAddressId}',
  addressBookKeys,
  (clientId) => [addressBookKeys.lists(clientId)],
)
