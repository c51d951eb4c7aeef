import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { ApiBody } from '@/lib/api/types'
import type { AddressBookAddress } from './get-address-book-address'
import { addressBookKeys } from './keys'

export type AddressBookFields = ApiBody<'/api/clients/{clientId}/address-book', 'post'>

/** Adds an address; a 422 carries the field errors and stores nothing. */
export const createAddressBookAddress = async (
  clientId: number,
  fields: AddressBookFields,
): Promise<AddressBookAddress> =>
  (await api.post('/api/clients/{clientId}/address-book', { params: { clientId }, body: fields })).data

/** A new address shows up in the lists. */
export function useCreateAddressBookAddress(clientId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (fields: AddressBookFields) => createAddressBookAddress(clientId, fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressBookKeys.lists(clientId) }),
  })
}
