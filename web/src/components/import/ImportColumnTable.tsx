import { Code, Group, Stack, Table, Text, Title } from '@mantine/core'
import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'

/** One column of an import file as its guide explains it, in the reader's language. */
export interface GuideColumn {
  /** The column's name in the file. */
  name: string
  /** The form field it fills. */
  label: string
  /** Whether the column is required, in words. */
  requirement: string
  description: string
  /** A yes/no column: 1/0, yes/no, true/false, ja/nee. */
  boolean?: boolean
  /** The values a cell may hold, with their labels. */
  choice?: readonly { value: string; label: string }[]
  /** What an empty cell or a left-out column means, as written in a file. */
  empty?: string
}

export interface GuideGroup {
  title: string
  columns: readonly GuideColumn[]
}

function ColumnRules({ column }: { column: GuideColumn }) {
  const { t } = useTranslation()
  return (
    <Stack gap={4}>
      <Text size="sm">{column.description}</Text>
      {column.boolean && <Text size="sm">{t('import.columns.boolean')}</Text>}
      {column.choice && (
        <Group gap="sm">
          <Text size="sm">{t('import.columns.oneOf')}</Text>
          {column.choice.map(({ value, label }) => (
            <Text key={value} size="sm" span>
              <Code>{value}</Code>
              {label !== value && `: ${label}`}
            </Text>
          ))}
        </Group>
      )}
      {column.empty !== undefined && (
        <Text size="sm">
          {t('import.columns.empty')} <Code>{column.empty}</Code>
        </Text>
      )}
    </Stack>
  )
}

/** Every column of an import file in groups, with whether it is required and its rules. */
export function ImportColumnTable({ groups }: { groups: readonly GuideGroup[] }) {
  const { t } = useTranslation()
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t('import.columns.title')}
      </Title>
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="sm" withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={260}>{t('import.columns.column')}</Table.Th>
              <Table.Th w={140}>{t('import.columns.required')}</Table.Th>
              <Table.Th>{t('import.columns.rules')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {groups.map((group) => (
              <Fragment key={group.title}>
                <Table.Tr bg="var(--mantine-color-gray-1)">
                  <Table.Th colSpan={3} scope="colgroup">
                    {group.title}
                  </Table.Th>
                </Table.Tr>
                {group.columns.map((column) => (
                  <Table.Tr key={column.name}>
                    <Table.Td>
                      <Code fw={700}>{column.name}</Code>
                      <Text size="sm">{column.label}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{column.requirement}</Text>
                    </Table.Td>
                    <Table.Td>
                      <ColumnRules column={column} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  )
}
