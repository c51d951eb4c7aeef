import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { ApiResult } from '@/lib/api/types'
import { conceptDeliveryKeys, deliveryKeys, productKeys } from './keys'

/** What a bulk call answers: the ids that succeeded, and each failed id with its field errors. */
export type ConceptDeliveryBulkResult = ApiResult<'/api/clients/{clientId}/concept-deliveries/send', 'post'>['data']

/** Sends concepts: each valid one becomes an announced delivery (its concept is gone), an invalid one stays with its errors. */
export const sendConceptDeliveries = async (clientId: number, ids: number[]): Promise<ConceptDeliveryBulkResult> =>
  (await api.post('/api/clients/{clientId}/concept-deliveries/send', { params: { clientId }, body: { ids } })).data

/** Sent concepts leave the concept lists and join the delivery overview as inbound stock; failed ones have new errors. */
export function useSendConceptDeliveries(clientId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (ids: number[]) => sendConceptDeliveries(clientId, ids),
    onSuccess: async ({ succeeded, failed }) => {
      for (const id of succeeded) queryClient.removeQueries({ queryKey: conceptDeliveryKeys.detail(clientId, id) })
      await Promise.all([
        ...failed.map(({ id }) =>
          queryClient.invalidateQueries({ queryKey: conceptDeliveryKeys.detail(clientId, id) }),
        ),
        queryClient.invalidateQueries({ queryKey: conceptDeliveryKeys.lists(clientId) }),
        queryClient.invalidateQueries({ queryKey: deliveryKeys.all(clientId) }),
        queryClient.invalidateQueries({ queryKey: productKeys(clientId) }),
      ])
    },
  })
}
