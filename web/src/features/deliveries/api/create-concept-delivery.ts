import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { DeliveryFields } from '../components/delivery-values'
import type { ConceptDelivery } from './get-concept-delivery'
import { conceptDeliveryKeys } from './keys'

/** Saves a new delivery as a concept, checked by every rule; a 422 carries the field errors and stores nothing. */
export const createConceptDelivery = async (clientId: number, fields: DeliveryFields): Promise<ConceptDelivery> =>
  (await api.post('/api/clients/{clientId}/concept-deliveries', { params: { clientId }, body: fields })).data

/** A new concept shows up in the concept lists. */
export function useCreateConceptDelivery(clientId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (fields: DeliveryFields) => createConceptDelivery(clientId, fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conceptDeliveryKeys.lists(clientId) }),
  })
}
