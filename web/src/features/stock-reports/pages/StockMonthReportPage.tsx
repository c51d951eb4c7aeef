import { Alert, Stack, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { AccountPage } from '@/components/AccountPage'
import { ExportMenu } from '@/components/ExportMenu'
import { ReadOnlyTable } from '@/components/list/ReadOnlyTable'
import { translateError } from '@/lib/translate-message'
import { useUrlFilters } from '@/lib/use-url-filters'
import { exportStockMonthReport } from '../api/export-month-report'
import { useStockMonthReport } from '../api/month-report'
import { MonthFilter } from '../components/MonthFilter'
import { monthRowColumns, monthTotalColumns } from '../components/month-report-columns'
import { monthToSearchParams, parseMonth, type ReportMonth } from '../components/month-filters'

const noMore = { hasMore: false, onLoadMore: () => {} }

/**
 * stock.logFin: the account's month report of the month in the address (the current one unless
 * chosen), a product per row and the totals per revenue code, exportable as 'stock month report'.
 */
export default function StockMonthReportPage() {
  const { t } = useTranslation()
  const [month, update] = useUrlFilters(parseMonth, monthToSearchParams)
  return (
    <AccountPage
      capability="stock.read"
      actions={(clientId) => (
        <ExportMenu
          onExport={(format) => exportStockMonthReport(clientId, month, format)}
          formatLabel={(format) => t(`stockMonthReport.export.${format}`)}
          startedMessage={t('stockMonthReport.export.started')}
        />
      )}
    >
      {(clientId) => (
        <MonthReport
          clientId={clientId}
          month={month}
          onChange={(change) => update((current) => ({ ...current, ...change }))}
        />
      )}
    </AccountPage>
  )
}

interface MonthReportProps {
  clientId: number
  month: ReportMonth
  onChange: (change: Partial<ReportMonth>) => void
}

function MonthReport({ clientId, month, onChange }: MonthReportProps) {
  const { t } = useTranslation()
  const query = useStockMonthReport(clientId, month)
  const report = query.data
  return (
    <>
      <MonthFilter
        value={month}
        onChange={onChange}
        labels={{ month: t('stockMonthReport.filters.month'), year: t('stockMonthReport.filters.year') }}
      />
      {query.isError ? (
        <Alert color="red">{translateError(t, query.error)}</Alert>
      ) : (
        <>
          <ReadOnlyTable
            label={t('stockMonthReport.tableLabel')}
            texts="stockMonthReport"
            idAccessor="productId"
            records={report?.rows ?? []}
            columns={monthRowColumns(clientId)}
            noRecordsText={t('stockMonthReport.noRecords')}
            fetching={query.isFetching}
            {...noMore}
          />
          {report && report.totals.length > 0 && (
            <Stack gap="sm" mt="md">
              <Title order={2} size="h3">
                {t('stockMonthReport.totals')}
              </Title>
              <ReadOnlyTable
                label={t('stockMonthReport.totals')}
                texts="stockMonthReport"
                idAccessor="revenueCode"
                records={report.totals}
                columns={monthTotalColumns(t)}
                noRecordsText={t('stockMonthReport.noRecords')}
                fetching={query.isFetching}
                {...noMore}
              />
            </Stack>
          )}
        </>
      )}
    </>
  )
}
