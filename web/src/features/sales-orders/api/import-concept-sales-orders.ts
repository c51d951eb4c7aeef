import { useImportFile } from '@/lib/api/use-import-file'
import { conceptSalesOrderKeys } from './keys'

const importPath = (clientId: number) => `/api/clients/${encodeURIComponent(clientId)}/concept-sales-orders/import`

/** The import template's route: a browser form post with `format`. */
export const salesOrderImportTemplateUrl = (clientId: number) => `${importPath(clientId)}/template`

/** Uploads a CSV or XLSX file of order lines; every order becomes a concept order of the account, or none does. */
export const useImportConceptSalesOrders = (clientId: number) =>
  useImportFile(importPath(clientId), conceptSalesOrderKeys.all(clientId))
