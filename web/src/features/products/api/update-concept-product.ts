import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { ProductFields } from '../components/form/product-fields'
import type { ConceptProduct } from './get-concept-product'
import { conceptProductKeys } from './keys'
import { conceptListsKey } from './list-concept-products'

/** Replaces a concept's fields; validated like a new product, and Ready when valid. */
export const updateConceptProduct = async (
  clientId: number,
  conceptProductId: number,
  fields: ProductFields,
): Promise<ConceptProduct> =>
  (
    await api.put('/api/clients/{clientId}/concept-products/{conceptProductId}', {
      params: { clientId, conceptProductId },
      body: fields,
    })
  ).data

/** The saved concept is its own detail now; its row in the lists changes too. */
export function useUpdateConceptProduct(clientId: number, conceptProductId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (fields: ProductFields) => updateConceptProduct(clientId, conceptProductId, fields),
    onSuccess: async (concept) => {
      queryClient.setQueryData(conceptProductKeys.detail(clientId, conceptProductId), concept)
      await queryClient.invalidateQueries({ queryKey: conceptListsKey(clientId) })
    },
  })
}
