import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { AddressBookFields } from './create-address-book-address'
import type { AddressBookAddress } from './get-address-book-address'
import { addressBookKeys } from './keys'

/** Replaces an address's fields, checked like a new one. */
export const updateAddressBookAddress = async (
  clientId: number,
  addressBookAddressId: number,
  fields: AddressBookFields,
): Promise<AddressBookAddress> =>
  (
    await api.put('/api/clients/{clientId}/address-book/{addressBookAddressId}', {
      params: { clientId, addressBookAddressId },
      body: fields,
    })
  ).data

/** The saved address is its own detail now; its row in the lists changes too. */
export function useUpdateAddressBookAddress(clientId: number, addressBookAddressId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (fields: AddressBookFields) => updateAddressBookAddress(clientId, addressBookAddressId, fields),
    onSuccess: async (address) => {
      queryClient.setQueryData(addressBookKeys.detail(clientId, addressBookAddressId), address)
      await queryClient.invalidateQueries({ queryKey: addressBookKeys.lists(clientId) })
    },
  })
}
