import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { ProductFields } from '../components/form/product-fields'
import type { ConceptProduct } from './get-concept-product'
import { conceptListsKey } from './list-concept-products'

/** Saves a new product as a concept; a 422 carries the field errors (required ones as products.required_fields). */
export const createConceptProduct = async (clientId: number, fields: ProductFields): Promise<ConceptProduct> =>
  (await api.post('/api/clients/{clientId}/concept-products', { params: { clientId }, body: fields })).data

/** A new concept shows up in the concept lists. */
export function useCreateConceptProduct(clientId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (fields: ProductFields) => createConceptProduct(clientId, fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conceptListsKey(clientId) }),
  })
}
