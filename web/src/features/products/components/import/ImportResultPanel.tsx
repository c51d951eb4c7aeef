import { Alert, Button, Code, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { routePath } from '@/config/paths'
import { DataTable } from '@/components/DataTable'
import { toCamelCase } from '@/lib/api/case'
import { translateMessage } from '@/lib/translate-message'
import type { ProductImportResult } from '../../api/import-concept-products'

/** The API lists at most this many errors of an import (openapi.yaml, ProductImportResult). */
export const MAX_LISTED_ERRORS = 1000

const PAGE_SIZE = 50

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="md">
      <Text size="sm">{label}</Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
    </Paper>
  )
}

/** What an import did: rows imported, rows with errors and each error by row and column. */
export function ImportResultPanel({ result }: { result: ProductImportResult }) {
  const { t, i18n } = useTranslation()
  const [shown, setShown] = useState(PAGE_SIZE)
  const count = new Intl.NumberFormat(i18n.language)
  const records = result.errors.slice(0, shown).map((error, index) => ({ ...error, id: index }))

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} maw={560}>
        <Figure label={t('import.result.rowsImported')} value={count.format(result.rowsImported)} />
        <Figure label={t('import.result.rowsWithErrors')} value={count.format(result.rowsWithErrors)} />
      </SimpleGrid>
      <Alert color={result.rowsWithErrors > 0 ? 'yellow' : 'green'}>
        {t(result.rowsWithErrors > 0 ? 'productImport.result.someToAdjust' : 'productImport.result.allReady')}
      </Alert>
      <Group>
        <Button component={Link} to={routePath('product.concept')}>
          {t('productImport.result.toConcepts')}
        </Button>
      </Group>
      {result.errors.length > 0 && (
        <Stack gap="xs">
          <Title order={2} size="h3">
            {t('import.result.errorsTitle')}
          </Title>
          {result.errors.length >= MAX_LISTED_ERRORS && (
            <Text size="sm">{t('import.result.truncated', { listed: MAX_LISTED_ERRORS })}</Text>
          )}
          <DataTable
            records={records}
            columns={[
              { accessor: 'row', title: t('import.result.row'), textAlign: 'right', width: 80 },
              {
                accessor: 'column',
                title: t('import.result.column'),
                render: ({ column }) => (
                  <>
                    <Code>{column}</Code>{' '}
                    {i18n.exists(`products.fields.${toCamelCase(column)}`) &&
                      t(`products.fields.${toCamelCase(column)}`)}
                  </>
                ),
              },
              {
                accessor: 'message',
                title: t('import.result.message'),
                render: ({ message }) => translateMessage(t, message),
              },
            ]}
            hasMore={shown < result.errors.length}
            onLoadMore={() => setShown(shown + PAGE_SIZE)}
          />
        </Stack>
      )}
    </Stack>
  )
}
