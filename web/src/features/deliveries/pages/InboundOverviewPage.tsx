import { useTranslation } from 'react-i18next'
import { ExportMenu } from '@/components/ExportMenu'
import { DateRangeFilter } from '@/components/list/DateRangeFilter'
import { ReadOnlyListScreen } from '@/components/list/ReadOnlyListScreen'
import { exportInboundShipments } from '../api/export-inbound-shipments'
import { useReceipts } from '../api/list-receipts'
import { receiptColumns } from '../components/inbound/receipt-columns'
import * as filters from '../components/inbound/receipt-filters'

/** delivery.receipt: the current account's receipt rows from From to To, exportable as 'inbound-shipments'. */
export default function InboundOverviewPage() {
  const { t } = useTranslation()
  return (
    <ReadOnlyListScreen
      texts="inboundOverview"
      filters={filters}
      useList={useReceipts}
      columns={receiptColumns}
      filterBar={(range, onChange) => (
        <DateRangeFilter
          range={range}
          onChange={onChange}
          labels={{ from: t('inboundOverview.filters.from'), to: t('inboundOverview.filters.to') }}
        />
      )}
      actions={(clientId, current) => (
        <ExportMenu
          onExport={(format) => exportInboundShipments(clientId, current, format)}
          formatLabel={(format) => t(`inboundOverview.export.${format}`)}
          startedMessage={t('inboundOverview.export.started')}
        />
      )}
    />
  )
}
