import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { ApiResult } from '@/lib/api/types'
import { addressBookKeys } from './keys'

export type AddressBookAddress = ApiResult<'/api/clients/{clientId}/address-book/{addressBookAddressId}', 'get'>['data']

/** One address with its status and errors under today's rules. */
export const getAddressBookAddress = async (
  clientId: number,
  addressBookAddressId: number,
  signal?: AbortSignal,
): Promise<AddressBookAddress> =>
  (
    await api.get('/api/clients/{clientId}/address-book/{addressBookAddressId}', {
      params: { clientId, addressBookAddressId },
      signal,
    })
  ).data

export const addressBookAddressQuery = (clientId: number, addressBookAddressId: number) =>
  queryOptions({
    queryKey: addressBookKeys.detail(clientId, addressBookAddressId),
    queryFn: ({ signal }) => getAddressBookAddress(clientId, addressBookAddressId, signal),
  })

export const useAddressBookAddress = (clientId: number, addressBookAddressId: number) =>
  useQuery(addressBookAddressQuery(clientId, addressBookAddressId))
