import { Alert, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRouteTitle } from '@/app/use-route-title'
import { useProfile } from '@/lib/auth/auth-store'
import { can } from '@/lib/auth/permissions'
import type { ProductImportResult } from '../api/import-concept-products'
import { ImportColumnGuide } from '../components/import/ImportColumnGuide'
import { ImportFileRules } from '../components/import/ImportFileRules'
import { ImportResultPanel } from '../components/import/ImportResultPanel'
import { ImportTemplateDownload } from '../components/import/ImportTemplateDownload'
import { ImportUploadForm } from '../components/import/ImportUploadForm'

type Tab = 'import' | 'result'

interface Imported {
  result: ProductImportResult
  /** Counts the imports, so each result opens fresh. */
  number: number
}

function ImportTabs({ clientId, mayImport }: { clientId: number | null; mayImport: boolean }) {
  const { t } = useTranslation()
  const [tab, setTab] = useState<Tab>('import')
  const [imported, setImported] = useState<Imported | null>(null)
  const showResult = (result: ProductImportResult) => {
    setImported({ result, number: (imported?.number ?? 0) + 1 })
    setTab('result')
  }

  return (
    <Tabs value={tab} onChange={(value) => setTab(value as Tab)}>
      <Tabs.List>
        <Tabs.Tab value="import">{t('import.tabs.import')}</Tabs.Tab>
        <Tabs.Tab value="result" disabled={!imported}>
          {t('import.tabs.result')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="import" pt="lg">
        <Stack gap="xl">
          <Text>{t('productImport.intro')}</Text>
          {clientId === null && <Alert color="blue">{t('productImport.noAccount')}</Alert>}
          {clientId !== null && !mayImport && <Alert color="blue">{t('productImport.readOnly')}</Alert>}
          {clientId !== null && mayImport && (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
              <ImportTemplateDownload clientId={clientId} />
              <ImportUploadForm clientId={clientId} onImported={showResult} />
            </SimpleGrid>
          )}
          <ImportFileRules />
          <ImportColumnGuide />
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="result" pt="lg">
        {imported && <ImportResultPanel key={imported.number} result={imported.result} />}
      </Tabs.Panel>
    </Tabs>
  )
}

/** The import guide ('Add new products'): tab Import explains and takes the file, tab Result shows what it did. */
export default function ProductImportGuidePage() {
  const profile = useProfile()
  const clientId = profile.client?.id ?? null
  return (
    <Stack>
      <Title order={1}>{useRouteTitle()}</Title>
      {/* Another account starts afresh: a result belongs to the account it was imported into. */}
      <ImportTabs key={clientId ?? 'none'} clientId={clientId} mayImport={can(profile.level, 'products.write')} />
    </Stack>
  )
}
