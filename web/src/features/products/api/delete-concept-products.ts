import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { BulkResult } from './send-concept-products'
import { conceptProductKeys } from './keys'
import { conceptListsKey } from './list-concept-products'

/** Deletes many concepts in one call; ids that are gone already come back as failed. */
export const deleteConceptProducts = async (clientId: number, ids: number[]): Promise<BulkResult> =>
  (await api.post('/api/clients/{clientId}/concept-products/delete', { params: { clientId }, body: { ids } })).data

/** Deleted concepts leave the concept lists. */
export function useDeleteConceptProducts(clientId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (ids: number[]) => deleteConceptProducts(clientId, ids),
    onSuccess: async ({ succeeded }) => {
      for (const id of succeeded) queryClient.removeQueries({ queryKey: conceptProductKeys.detail(clientId, id) })
      await queryClient.invalidateQueries({ queryKey: conceptListsKey(clientId) })
    },
  })
}
