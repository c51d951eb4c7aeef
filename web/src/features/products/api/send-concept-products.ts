import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { ApiResult } from '@/lib/api/types'
import { conceptProductKeys, productKeys } from './keys'
import { conceptListsKey } from './list-concept-products'

/** What a bulk call answers: the ids that succeeded, and each failed id with its field errors. */
export type BulkResult = ApiResult<'/api/clients/{clientId}/concept-products/send', 'post'>['data']

/** Sends concepts: each valid one becomes a product (its concept is gone), an invalid one stays with its errors. */
export const sendConceptProducts = async (clientId: number, ids: number[]): Promise<BulkResult> =>
  (await api.post('/api/clients/{clientId}/concept-products/send', { params: { clientId }, body: { ids } })).data

/** Sent concepts leave the concept lists and join the product overview; failed ones have new errors. */
export function useSendConceptProducts(clientId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (ids: number[]) => sendConceptProducts(clientId, ids),
    onSuccess: async ({ succeeded, failed }) => {
      for (const id of succeeded) queryClient.removeQueries({ queryKey: conceptProductKeys.detail(clientId, id) })
      await Promise.all([
        ...failed.map(({ id }) => queryClient.invalidateQueries({ queryKey: conceptProductKeys.detail(clientId, id) })),
        queryClient.invalidateQueries({ queryKey: conceptListsKey(clientId) }),
        queryClient.invalidateQueries({ queryKey: [...productKeys.all(clientId), 'list'] }),
      ])
    },
  })
}
