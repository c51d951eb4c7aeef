import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useProvider } from '@/app/api/use-provider'
import { useRouteTitle } from '@/app/use-route-title'
import { showSnackbar } from '@/components/snackbar'
import { routePath } from '@/config/paths'
import { ApiError } from '@/lib/api/errors'
import { chooseLocale } from '@/lib/locale'
import { translateError } from '@/lib/translate-message'
import { DOCUMENT_VERSION, documentNames, downloadDocument, type DocumentName } from '../api/download-document'

/** The locale key of each document's title and description. */
const textKey: Record<DocumentName, string> = {
  'data-processing-agreement': 'agreement',
  'appendix-1': 'appendix1',
  'appendix-2': 'appendix2',
}

/** information.procesAgreement.show: the data processing agreement and its appendices, each with its version and date, as PDFs in the user's language. */
export default function DataProcessingAgreementPage() {
  const { t, i18n } = useTranslation()
  const title = useRouteTitle()
  const provider = useProvider().data?.name ?? ''
  const [busy, setBusy] = useState<DocumentName | null>(null)
  const version = t('dataProcessingAgreement.version', {
    version: DOCUMENT_VERSION,
    date: t('dataProcessingAgreement.date'),
  })

  const download = async (name: DocumentName) => {
    setBusy(name)
    try {
      await downloadDocument(name, chooseLocale(i18n.language, []))
    } catch (error) {
      const message = error instanceof ApiError ? translateError(t, error) : t('dataProcessingAgreement.downloadFailed')
      showSnackbar({ message, type: 'error' })
    } finally {
      setBusy(null)
    }
  }

  return (
    <Stack gap="lg" maw={820}>
      <Title order={1}>{title}</Title>
      <Text>{t('dataProcessingAgreement.intro', { name: provider })}</Text>
      <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {documentNames.map((name) => {
          const documentTitle = t(`dataProcessingAgreement.documents.${textKey[name]}.title`)
          return (
            <Card key={name} component="li" withBorder padding="lg" aria-labelledby={`document-${name}`}>
              <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
                <Stack gap={4} style={{ flex: '1 1 320px' }}>
                  <Title order={2} size="h4" id={`document-${name}`}>
                    {documentTitle}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {version}
                  </Text>
                  <Text size="sm">
                    {t(`dataProcessingAgreement.documents.${textKey[name]}.description`, { name: provider })}
                  </Text>
                </Stack>
                <Button
                  variant="light"
                  loading={busy === name}
                  onClick={() => void download(name)}
                  aria-label={t('dataProcessingAgreement.downloadLabel', { title: documentTitle })}
                >
                  {t('dataProcessingAgreement.download')}
                </Button>
              </Group>
            </Card>
          )
        })}
      </Stack>
      <Anchor component={Link} to={routePath('information.show')}>
        {t('dataProcessingAgreement.back')}
      </Anchor>
    </Stack>
  )
}
