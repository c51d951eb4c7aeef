import { Code, Group, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { ImportColumn } from '../../import-columns'

/** What one column holds and the rules its cells follow: the values it takes and what an empty cell means. */
export function ImportColumnRules({ column }: { column: ImportColumn }) {
  const { t } = useTranslation()
  const { choice } = column
  return (
    <Stack gap={4}>
      <Text size="sm">{t(`productImport.columns.descriptions.${column.field}`)}</Text>
      {column.boolean && <Text size="sm">{t('productImport.columns.boolean')}</Text>}
      {choice && (
        <Group gap="sm">
          <Text size="sm">{t('productImport.columns.oneOf')}</Text>
          {choice.options.map((value) => {
            const label = t(`products.${choice.labels}.${value}`)
            return (
              <Text key={value} size="sm" span>
                <Code>{value}</Code>
                {label !== value && `: ${label}`}
              </Text>
            )
          })}
        </Group>
      )}
      {column.empty !== undefined && (
        <Text size="sm">
          {t('productImport.columns.empty')} <Code>{column.empty}</Code>
        </Text>
      )}
    </Stack>
  )
}
