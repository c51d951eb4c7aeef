import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { DeliveryFields } from '../components/delivery-values'
import type { ConceptDelivery } from './get-concept-delivery'
import { conceptDeliveryKeys } from './keys'

/** Replaces a concept's fields, checked like a create; Ready when valid. */
export const updateConceptDelivery = async (
  clientId: number,
  conceptDeliveryId: number,
  fields: DeliveryFields,
): Promise<ConceptDelivery> =>
  (
    await api.put('/api/clients/{clientId}/concept-deliveries/{conceptDeliveryId}', {
      params: { clientId, conceptDeliveryId },
      body: fields,
    })
  ).data

/** The saved concept is its own detail now; its row in the lists changes too. */
export function useUpdateConceptDelivery(clientId: number, conceptDeliveryId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (fields: DeliveryFields) => updateConceptDelivery(clientId, conceptDeliveryId, fields),
    onSuccess: async (concept) => {
      queryClient.setQueryData(conceptDeliveryKeys.detail(clientId, conceptDeliveryId), concept)
      await queryClient.invalidateQueries({ queryKey: conceptDeliveryKeys.lists(clientId) })
    },
  })
}
