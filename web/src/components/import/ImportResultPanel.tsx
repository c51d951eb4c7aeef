import { Alert, Button, Code, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { DataTable } from '@/components/DataTable'
import { formatNumber } from '@/lib/format'
import type { ImportResult } from '@/lib/api/use-import-file'
import { translateMessage } from '@/lib/translate-message'

/** The API lists at most this many errors of an import (openapi.yaml, the import results). */
export const MAX_LISTED_ERRORS = 1000

const PAGE_SIZE = 50

/** The area's own words: the summary once every row is ready or some are to adjust, and its concept list. */
export interface ImportResultTexts {
  allReady: string
  someToAdjust: string
  toList: string
}

interface ImportResultPanelProps {
  result: ImportResult
  texts: ImportResultTexts
  /** Where the imported concepts are. */
  listPath: string
  /** A file column's field label, shown next to its name when the area has one. */
  columnLabel: (column: string) => string | undefined
}

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
export function ImportResultPanel({ result, texts, listPath, columnLabel }: ImportResultPanelProps) {
  const { t } = useTranslation()
  const [shown, setShown] = useState(PAGE_SIZE)
  const records = result.errors.slice(0, shown).map((error, index) => ({ ...error, id: index }))

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} maw={560}>
        <Figure label={t('import.result.rowsImported')} value={formatNumber(result.rowsImported)} />
        <Figure label={t('import.result.rowsWithErrors')} value={formatNumber(result.rowsWithErrors)} />
      </SimpleGrid>
      {result.encoding === 'windows-1252' && <Alert color="blue">{t('import.result.windows1252')}</Alert>}
      {result.refused ? (
        <Alert color="red">{t('import.result.refused')}</Alert>
      ) : (
        <>
          <Alert color={result.rowsWithErrors > 0 ? 'yellow' : 'green'}>
            {result.rowsWithErrors > 0 ? texts.someToAdjust : texts.allReady}
          </Alert>
          <Group>
            <Button component={Link} to={listPath}>
              {texts.toList}
            </Button>
          </Group>
        </>
      )}
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
                    <Code>{column}</Code> {columnLabel(column)}
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
