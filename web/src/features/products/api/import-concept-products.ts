import { useImportFile } from '@/lib/api/use-import-file'
import { conceptProductKeys } from './keys'

const importPath = (clientId: number) => `/api/clients/${encodeURIComponent(clientId)}/concept-products/import`

/** The import template's route: a browser form post with `format`. */
export const productImportTemplateUrl = (clientId: number) => `${importPath(clientId)}/template`

/** Uploads a CSV or XLSX file; every row becomes a concept product of the account, or none does. */
export const useImportConceptProducts = (clientId: number) =>
  useImportFile(importPath(clientId), conceptProductKeys.all(clientId))
