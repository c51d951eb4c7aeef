import { Code, Stack, Table, Text, Title } from '@mantine/core'
import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { columnsByGroup } from '../../import-columns'
import { ImportColumnRules } from './ImportColumnRules'

/** Every column of the import file, grouped as the product form, with whether it is required and its rules. */
export function ImportColumnGuide() {
  const { t } = useTranslation()
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t('productImport.columns.title')}
      </Title>
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="sm" withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={260}>{t('productImport.columns.column')}</Table.Th>
              <Table.Th w={140}>{t('productImport.columns.required')}</Table.Th>
              <Table.Th>{t('productImport.columns.rules')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {columnsByGroup().map(([group, columns]) => (
              <Fragment key={group}>
                <Table.Tr bg="var(--mantine-color-gray-1)">
                  <Table.Th colSpan={3} scope="colgroup">
                    {t(`products.groups.${group}`)}
                  </Table.Th>
                </Table.Tr>
                {columns.map((column) => (
                  <Table.Tr key={column.name}>
                    <Table.Td>
                      <Code fw={700}>{column.name}</Code>
                      <Text size="sm">{t(`products.fields.${column.field}`)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{t(`productImport.columns.requirement.${column.requirement}`)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <ImportColumnRules column={column} />
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
