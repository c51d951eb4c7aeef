import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ImportResult } from '@/components/import/ImportResultPanel'
import { uploadFile, type UploadVariables } from '@/lib/api/upload'
import { conceptSalesOrderKeys } from './keys'

const importPath = (clientId: number) => `/api/clients/${encodeURIComponent(clientId)}/concept-sales-orders/import`

/** The import template's route: a browser form post with `format`. */
export const salesOrderImportTemplateUrl = (clientId: number) => `${importPath(clientId)}/template`

/** Uploads a CSV or XLSX file of order lines; every order becomes a concept order of the account, or none does. */
export const importConceptSalesOrders = (clientId: number, upload: UploadVariables): Promise<ImportResult> =>
  uploadFile(importPath(clientId), upload)

export function useImportConceptSalesOrders(clientId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (upload: UploadVariables) => importConceptSalesOrders(clientId, upload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conceptSalesOrderKeys.all(clientId) }),
  })
}
