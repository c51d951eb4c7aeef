import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import { conceptDeliveryKeys } from './keys'
import type { ConceptDeliveryBulkResult } from './send-concept-deliveries'

/** Deletes many concepts in one call; ids that are gone already come back as failed. */
export const deleteConceptDeliveries = async (clientId: number, ids: number[]): Promise<ConceptDeliveryBulkResult> =>
  (await api.post('/api/clients/{clientId}/concept-deliveries/delete', { params: { clientId }, body: { ids } })).data

/** Deleted concepts leave the concept lists. */
export function useDeleteConceptDeliveries(clientId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (ids: number[]) => deleteConceptDeliveries(clientId, ids),
    onSuccess: async ({ succeeded }) => {
      for (const id of succeeded) queryClient.removeQueries({ queryKey: conceptDeliveryKeys.detail(clientId, id) })
      await queryClient.invalidateQueries({ queryKey: conceptDeliveryKeys.lists(clientId) })
    },
  })
}
