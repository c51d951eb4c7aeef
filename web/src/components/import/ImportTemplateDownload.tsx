import { Button, Group, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { ExportFormat } from '@/components/ExportMenu'
import { submitBrowserForm } from '@/lib/api/browser-form'
import { screenLanguage } from '@/lib/i18n'

const formats: readonly ExportFormat[] = ['xlsx', 'csv']

interface ImportTemplateDownloadProps {
  /** The area's template route, e.g. /api/clients/7/concept-products/import/template. */
  url: string
  /** What the area's template holds. */
  text: string
}

/** The import template with every column and an example, as xlsx or csv: a browser form post, authorised by the session cookie. */
export function ImportTemplateDownload({ url, text }: ImportTemplateDownloadProps) {
  const { t } = useTranslation()
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t('import.template.title')}
      </Title>
      <Text>{text}</Text>
      <Group>
        {formats.map((format) => (
          <Button
            key={format}
            variant="light"
            onClick={() => submitBrowserForm(url, { format, language: screenLanguage() })}
          >
            {t(`import.template.${format}`)}
          </Button>
        ))}
      </Group>
    </Stack>
  )
}
