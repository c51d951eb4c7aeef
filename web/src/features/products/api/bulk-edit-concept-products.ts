import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { ProductFields } from '../components/form/product-fields'
import { conceptProductKeys } from './keys'
import { conceptListsKey } from './list-concept-products'
import type { BulkResult } from './send-concept-products'

export interface BulkEdit {
  ids: number[]
  changes: Partial<ProductFields>
}

/** Sets the same fields on many concepts; `succeeded` are Ready now, `failed` still have errors. */
export const bulkEditConceptProducts = async (clientId: number, { ids, changes }: BulkEdit): Promise<BulkResult> =>
  (await api.post('/api/clients/{clientId}/concept-products/bulk', { params: { clientId }, body: { ids, changes } }))
    .data

/** Every edited concept changed: its detail and the lists. */
export function useBulkEditConceptProducts(clientId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (edit: BulkEdit) => bulkEditConceptProducts(clientId, edit),
    onSuccess: async (_, { ids }) => {
      await Promise.all([
        ...ids.map((id) => queryClient.invalidateQueries({ queryKey: conceptProductKeys.detail(clientId, id) })),
        queryClient.invalidateQueries({ queryKey: conceptListsKey(clientId) }),
      ])
    },
  })
}
