import { recordHook, type RecordOf } from '@/lib/api/area-api'
import { addressBookKeys } from './keys'

const path = '/api/clients/{clientId}/address-book/{addressBookAddressId}'

/** One address with its status and errors under today's rules. */
export type AddressBookAddress = RecordOf<typeof path, 'get'>

export const useAddressBookAddress = recordHook(path, addressBookKeys)
