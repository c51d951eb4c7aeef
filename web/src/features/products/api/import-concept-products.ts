import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApiResult } from '@/lib/api/types'
import { uploadFile, type UploadVariables } from '@/lib/api/upload'
import { conceptProductKeys } from './keys'

export type ProductImportResult = ApiResult<'/api/clients/{clientId}/concept-products/import', 'post'>['data']

/** Uploads a CSV or XLSX file; every row becomes a concept product of the account, or none does. */
export const importConceptProducts = (clientId: number, upload: UploadVariables): Promise<ProductImportResult> =>
  uploadFile(`/api/clients/${encodeURIComponent(clientId)}/concept-products/import`, upload)

export function useImportConceptProducts(clientId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (upload: UploadVariables) => importConceptProducts(clientId, upload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conceptProductKeys.all(clientId) }),
  })
}
