import { List, Stack, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'

const rules = ['format', 'header', 'limits', 'allOrNothing', 'rowErrors'] as const

/** What a file must be like to be imported, and what happens to it. */
export function ImportFileRules() {
  const { t } = useTranslation()
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t('productImport.file.title')}
      </Title>
      <List spacing={4}>
        {rules.map((rule) => (
          <List.Item key={rule}>{t(`productImport.file.${rule}`)}</List.Item>
        ))}
      </List>
    </Stack>
  )
}
