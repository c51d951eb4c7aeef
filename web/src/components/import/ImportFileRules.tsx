import { List, Stack, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** What a file must be like to be imported, and what happens to it: the rules of every import, then the area's. */
export function ImportFileRules({ rules }: { rules: readonly string[] }) {
  const { t } = useTranslation()
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t('import.file.title')}
      </Title>
      <List spacing={4}>
        {[t('import.file.format'), t('import.file.header'), ...rules].map((rule) => (
          <List.Item key={rule}>{rule}</List.Item>
        ))}
      </List>
    </Stack>
  )
}
