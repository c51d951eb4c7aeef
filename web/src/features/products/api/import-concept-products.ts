import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ImportResult } from '@/components/import/ImportResultPanel'
import { uploadFile, type UploadVariables } from '@/lib/api/upload'
import { conceptProductKeys } from './keys'

const importPath = (clientId: number) => `/api/clients/${encodeURIComponent(clientId)}/concept-products/import`

/** The import template's route: a browser form post with `format`. */
export const productImportTemplateUrl = (clientId: number) => `${importPath(clientId)}/template`

/** Uploads a CSV or XLSX file; every row becomes a concept product of the account, or none does. */
export const importConceptProducts = (clientId: number, upload: UploadVariables): Promise<ImportResult> =>
  uploadFile(importPath(clientId), upload)

export function useImportConceptProducts(clientId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (upload: UploadVariables) => importConceptProducts(clientId, upload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conceptProductKeys.all(clientId) }),
  })
}
