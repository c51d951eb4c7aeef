import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import { addressBookKeys } from './keys'

export const deleteAddressBookAddress = async (clientId: number, addressBookAddressId: number): Promise<void> => {
  await api.delete('/api/clients/{clientId}/address-book/{addressBookAddressId}', {
    params: { clientId, addressBookAddressId },
  })
}

/** A deleted address leaves the lists. */
export function useDeleteAddressBookAddress(clientId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (addressBookAddressId: number) => deleteAddressBookAddress(clientId, addressBookAddressId),
    onSuccess: async (_, addressBookAddressId) => {
      queryClient.removeQueries({ queryKey: addressBookKeys.detail(clientId, addressBookAddressId) })
      await queryClient.invalidateQueries({ queryKey: addressBookKeys.lists(clientId) })
    },
  })
}
