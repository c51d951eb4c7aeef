import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useRouteTitle } from '@/app/use-route-title'
import { ImportResultPanel } from '@/components/import/ImportResultPanel'
import { ImportTabs } from '@/components/import/ImportTabs'
import { ImportUploadForm } from '@/components/import/ImportUploadForm'
import { routePath } from '@/config/paths'
import { toCamelCase } from '@/lib/api/case'
import { useProfile } from '@/lib/auth/auth-store'
import { can } from '@/lib/auth/permissions'
import { useImportConceptProducts, type ProductImportResult } from '../api/import-concept-products'
import { ImportColumnGuide } from '../components/import/ImportColumnGuide'
import { ImportFileRules } from '../components/import/ImportFileRules'
import { ImportTemplateDownload } from '../components/import/ImportTemplateDownload'

function ProductUploadForm({
  clientId,
  onImported,
}: {
  clientId: number
  onImported: (result: ProductImportResult) => void
}) {
  return <ImportUploadForm importer={useImportConceptProducts(clientId)} onImported={onImported} />
}

function ProductImportTabs({ clientId, mayImport }: { clientId: number | null; mayImport: boolean }) {
  const { t, i18n } = useTranslation()
  const columnLabel = (column: string) => {
    const key = `products.fields.${toCamelCase(column)}`
    return i18n.exists(key) ? t(key) : undefined
  }

  return (
    <ImportTabs<ProductImportResult>
      guide={(onImported) => (
        <Stack gap="xl">
          <Text>{t('productImport.intro')}</Text>
          {clientId === null && <Alert color="blue">{t('productImport.noAccount')}</Alert>}
          {clientId !== null && !mayImport && <Alert color="blue">{t('productImport.readOnly')}</Alert>}
          {clientId !== null && mayImport && (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
              <ImportTemplateDownload clientId={clientId} />
              <ProductUploadForm clientId={clientId} onImported={onImported} />
            </SimpleGrid>
          )}
          <ImportFileRules />
          <ImportColumnGuide />
        </Stack>
      )}
      result={(result) => (
        <ImportResultPanel
          result={result}
          texts={{
            allReady: t('productImport.result.allReady'),
            someToAdjust: t('productImport.result.someToAdjust'),
            toList: t('productImport.result.toConcepts'),
          }}
          listPath={routePath('product.concept')}
          columnLabel={columnLabel}
        />
      )}
    />
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
      <ProductImportTabs
        key={clientId ?? 'none'}
        clientId={clientId}
        mayImport={can(profile.level, 'products.write')}
      />
    </Stack>
  )
}
