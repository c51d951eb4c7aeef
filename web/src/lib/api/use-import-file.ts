import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import type { Camelize } from './case'
import type { components } from './schema.gen'
import { uploadFile, type UploadVariables } from './upload'

/** What every import answers: the rows imported, those with errors, each error by row and column, and whether the file was refused. */
export type ImportResult = Camelize<components['schemas']['ImportResult']>

/** An area's import: uploads a CSV or XLSX file to url and refreshes queryKey, under which its concepts are listed. */
export function useImportFile(url: string, queryKey: QueryKey) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (upload: UploadVariables) => uploadFile<ImportResult>(url, upload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  })
}
