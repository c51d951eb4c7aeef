import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { DeleteOutcome } from '@/lib/bulk-outcome'
import { conceptProductKeys } from './keys'
import { conceptListsKey } from './list-concept-products'

export const deleteConceptProduct = async (clientId: number, conceptProductId: number): Promise<void> => {
  await api.delete('/api/clients/{clientId}/concept-products/{conceptProductId}', {
    params: { clientId, conceptProductId },
  })
}

/** Deletes the concepts one call each; one that fails (say, deleted elsewhere already) does not stop the others. */
export function useDeleteConceptProducts(clientId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (ids: number[]): Promise<DeleteOutcome> => {
      const results = await Promise.allSettled(ids.map((id) => deleteConceptProduct(clientId, id)))
      return {
        deleted: ids.filter((_, index) => results[index].status === 'fulfilled'),
        failed: ids.filter((_, index) => results[index].status === 'rejected'),
      }
    },
    onSuccess: async ({ deleted }) => {
      for (const id of deleted) queryClient.removeQueries({ queryKey: conceptProductKeys.detail(clientId, id) })
      await queryClient.invalidateQueries({ queryKey: conceptListsKey(clientId) })
    },
  })
}
