import { Alert, Button, FileInput, Group, Stack, Title } from '@mantine/core'
import type { UseMutationResult } from '@tanstack/react-query'
import type { TFunction } from 'i18next'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '@/lib/api/errors'
import { takeFieldError } from '@/lib/api/field-errors'
import type { UploadProgress, UploadVariables } from '@/lib/api/upload'
import { IMPORT_FILE_TYPES, MAX_IMPORT_MB, importFileProblem } from '@/lib/import-file-check'
import { translateError, translateMessage } from '@/lib/translate-message'
import { ImportProgressBar } from './ImportProgressBar'

// A file the server cannot read answers 422 with its reason under `file`; that is the one error shown.
function failureText(t: TFunction, error: unknown): string {
  const fileError = error instanceof ApiError && error.status === 422 ? takeFieldError('file') : undefined
  return fileError ? translateMessage(t, fileError) : translateError(t, error)
}

interface ImportUploadFormProps<R> {
  /** The area's import call (see uploadFile), which also refreshes what the import changed. */
  importer: UseMutationResult<R, unknown, UploadVariables>
  onImported: (result: R) => void
}

/** Choose a file and import it, with the progress while it is sent and read, and the reason when it is refused. */
export function ImportUploadForm<R>({ importer, onImported }: ImportUploadFormProps<R>) {
  const { t } = useTranslation()
  const [file, setFile] = useState<File | null>(null)
  const [progress, setProgress] = useState<UploadProgress | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!file) return
    const problem = importFileProblem(file)
    setFailure(problem && translateMessage(t, problem))
    if (problem) return
    importer.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: (result) => {
          setFile(null)
          onImported(result)
        },
        onError: (error) => setFailure(failureText(t, error)),
        onSettled: () => setProgress(null),
      },
    )
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={2} size="h3">
          {t('import.upload.title')}
        </Title>
        {failure && (
          <Alert color="red" title={t('import.upload.failed')}>
            {failure}
          </Alert>
        )}
        <Group align="flex-end">
          <FileInput
            label={t('import.upload.file')}
            placeholder={t('import.upload.placeholder', { mb: MAX_IMPORT_MB })}
            // The hint is what the box takes, read as text: the dimmed grey passes contrast, a placeholder's does not.
            styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
            accept={IMPORT_FILE_TYPES.join(',')}
            value={file}
            onChange={setFile}
            disabled={importer.isPending}
            clearable
            flex={1}
            miw={220}
          />
          <Button type="submit" disabled={!file} loading={importer.isPending}>
            {t('import.upload.submit')}
          </Button>
        </Group>
        {progress && <ImportProgressBar progress={progress} />}
      </Stack>
    </form>
  )
}
