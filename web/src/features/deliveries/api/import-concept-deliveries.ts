import { useImportFile } from '@/lib/api/use-import-file'
import { conceptDeliveryKeys } from './keys'

const importPath = (clientId: number) => `/api/clients/${encodeURIComponent(clientId)}/concept-deliveries/import`

/** The import template's route: a browser form post with `format`. */
export const deliveryImportTemplateUrl = (clientId: number) => `${importPath(clientId)}/template`

/** Uploads a CSV or XLSX file of delivery lines; every delivery becomes a concept delivery of the account, or none does. */
export const useImportConceptDeliveries = (clientId: number) =>
  useImportFile(importPath(clientId), conceptDeliveryKeys.all(clientId))
