import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ImportResult } from '@/components/import/ImportResultPanel'
import { uploadFile, type UploadVariables } from '@/lib/api/upload'
import { conceptDeliveryKeys } from './keys'

const importPath = (clientId: number) => `/api/clients/${encodeURIComponent(clientId)}/concept-deliveries/import`

/** The import template's route: a browser form post with `format`. */
export const deliveryImportTemplateUrl = (clientId: number) => `${importPath(clientId)}/template`

/** Uploads a CSV or XLSX file of delivery lines; every delivery becomes a concept delivery of the account, or none does. */
export const importConceptDeliveries = (clientId: number, upload: UploadVariables): Promise<ImportResult> =>
  uploadFile(importPath(clientId), upload)

export function useImportConceptDeliveries(clientId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (upload: UploadVariables) => importConceptDeliveries(clientId, upload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conceptDeliveryKeys.all(clientId) }),
  })
}
