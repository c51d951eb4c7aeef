import { Button, Group, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { downloadImportTemplate, type FileFormat } from '../../api/download-import-template'

const formats: readonly FileFormat[] = ['xlsx', 'csv']

/** The template with every column and an example row, as xlsx or csv. */
export function ImportTemplateDownload({ clientId }: { clientId: number }) {
  const { t } = useTranslation()
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t('productImport.template.title')}
      </Title>
      <Text>{t('productImport.template.text')}</Text>
      <Group>
        {formats.map((format) => (
          <Button key={format} variant="light" onClick={() => downloadImportTemplate(clientId, format)}>
            {t(`productImport.template.${format}`)}
          </Button>
        ))}
      </Group>
    </Stack>
  )
}
