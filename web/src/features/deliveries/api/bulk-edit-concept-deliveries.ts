import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { DeliveryFields } from '../components/delivery-values'
import { conceptDeliveryKeys } from './keys'
import type { ConceptDeliveryBulkResult } from './send-concept-deliveries'

export interface ConceptDeliveryBulkEdit {
  ids: number[]
  changes: Partial<Omit<DeliveryFields, 'lines'>>
}

/** Sets the same header fields on many concepts; `succeeded` are Ready now, `failed` still have errors. */
export const bulkEditConceptDeliveries = async (
  clientId: number,
  { ids, changes }: ConceptDeliveryBulkEdit,
): Promise<ConceptDeliveryBulkResult> =>
  (
    await api.post('/api/clients/{clientId}/concept-deliveries/bulk', {
      params: { clientId },
      body: { ids, changes },
    })
  ).data

/** Every edited concept changed: its detail and the lists. */
export function useBulkEditConceptDeliveries(clientId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (edit: ConceptDeliveryBulkEdit) => bulkEditConceptDeliveries(clientId, edit),
    onSuccess: async (_, { ids }) => {
      await Promise.all([
        ...ids.map((id) => queryClient.invalidateQueries({ queryKey: conceptDeliveryKeys.detail(clientId, id) })),
        queryClient.invalidateQueries({ queryKey: conceptDeliveryKeys.lists(clientId) }),
      ])
    },
  })
}
