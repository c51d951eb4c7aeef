import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { UseMutationResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useRouteTitle } from '@/app/use-route-title'
import { useProfile } from '@/lib/auth/auth-store'
import { can, type Capability } from '@/lib/auth/permissions'
import type { UploadVariables } from '@/lib/api/upload'
import type { ImportResult } from '@/lib/api/use-import-file'
import type { ImportFile } from './import-file'
import { ImportColumnTable } from './ImportColumnTable'
import { ImportFileRules } from './ImportFileRules'
import { ImportResultPanel, type ImportResultTexts } from './ImportResultPanel'
import { ImportTabs } from './ImportTabs'
import { ImportTemplateDownload } from './ImportTemplateDownload'
import { ImportUploadForm } from './ImportUploadForm'

/** What an area gives its import guide. */
export interface ImportGuideProps {
  /** Who may import: the area's write capability. */
  capability: Capability
  /**
   * The key prefix of the area's own words: `intro`, `noAccount` (choose an account to import into
   * it), `readOnly` (may read but not import), `template.text` (what the template holds) and
   * `result.allReady`, `result.someToAdjust` and `result.toConcepts`.
   */
  texts: string
  /** The area's concepts, which an import adds to (see conceptApi). */
  concepts: ConceptImport
  /** The area's rules of a file, after those every import has: keys under `${texts}.file`. */
  fileRules: readonly string[]
  /** The area's import file: its columns, grouped, and their labels. */
  file: ImportFile
  /** Where the imported concepts are. */
  listPath: string
}

/** An area's import calls: its template's route and its upload, which also refreshes what the import changed. */
interface ConceptImport {
  importTemplateUrl: (clientId: number) => string
  useImport: (clientId: number) => UseMutationResult<ImportResult, unknown, UploadVariables>
}

function UploadForm({
  clientId,
  concepts,
  onImported,
}: Pick<ImportGuideProps, 'concepts'> & { clientId: number; onImported: (result: ImportResult) => void }) {
  return <ImportUploadForm importer={concepts.useImport(clientId)} onImported={onImported} />
}

function Guide({ clientId, mayImport, ...area }: ImportGuideProps & { clientId: number | null; mayImport: boolean }) {
  const { t } = useTranslation()
  const text = (key: string) => t(`${area.texts}.${key}`)
  const resultTexts: ImportResultTexts = {
    allReady: text('result.allReady'),
    someToAdjust: text('result.someToAdjust'),
    toList: text('result.toConcepts'),
  }
  return (
    <ImportTabs<ImportResult>
      guide={(onImported) => (
        <Stack gap="xl">
          <Text>{text('intro')}</Text>
          {clientId === null && <Alert color="blue">{text('noAccount')}</Alert>}
          {clientId !== null && !mayImport && <Alert color="blue">{text('readOnly')}</Alert>}
          {clientId !== null && mayImport && (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
              <ImportTemplateDownload url={area.concepts.importTemplateUrl(clientId)} text={text('template.text')} />
              <UploadForm clientId={clientId} concepts={area.concepts} onImported={onImported} />
            </SimpleGrid>
          )}
          <ImportFileRules rules={area.fileRules.map((rule) => text(`file.${rule}`))} />
          <ImportColumnTable groups={area.file.guideGroups(t)} />
        </Stack>
      )}
      result={(result) => (
        <ImportResultPanel
          result={result}
          texts={resultTexts}
          listPath={area.listPath}
          columnLabel={(column) => area.file.columnLabel(t, column)}
        />
      )}
    />
  )
}

/** An import guide page: tab Import explains the file and takes it, tab Result shows what the last import did. */
export function ImportGuide(props: ImportGuideProps) {
  const profile = useProfile()
  const clientId = profile.client?.id ?? null
  return (
    <Stack>
      <Title order={1}>{useRouteTitle()}</Title>
      {/* Another account starts afresh: a result belongs to the account it was imported into. */}
      <Guide key={clientId ?? 'none'} clientId={clientId} mayImport={can(profile.level, props.capability)} {...props} />
    </Stack>
  )
}
