import { useTranslation } from 'react-i18next'
import { ExportMenu } from '@/components/ExportMenu'
import { DateRangeFilter } from '@/components/list/DateRangeFilter'
import { EnumFilter } from '@/components/list/EnumFilter'
import { ReadOnlyListScreen } from '@/components/list/ReadOnlyListScreen'
import { useProfile } from '@/lib/auth/auth-store'
import { Group } from '@mantine/core'
import { exportStockFlowReport } from '../api/export-flow-report'
import { useStockFlow } from '../api/flow-report'
import { flowColumns } from '../components/flow-columns'
import * as filters from '../components/flow-filters'
import { FlowProductFilter } from '../components/FlowProductFilter'

/**
 * stock.flow: the current account's stock movements from From to To, oldest first, of one product
 * (picked by search) or all and of one type or all, each with the product's stock after it;
 * exportable as 'stock flow report'.
 */
export default function StockFlowReportPage() {
  const { t } = useTranslation()
  const { client } = useProfile()
  return (
    <ReadOnlyListScreen
      texts="stockFlowReport"
      filters={filters}
      useList={useStockFlow}
      columns={flowColumns}
      filterBar={(current, onChange) => (
        <Group align="flex-start" gap="md">
          <DateRangeFilter
            range={current}
            onChange={onChange}
            labels={{ from: t('stockFlowReport.filters.from'), to: t('stockFlowReport.filters.to') }}
          />
          {client && (
            <FlowProductFilter
              key={client.id}
              clientId={client.id}
              productId={current.productId}
              product={current.product}
              onChange={onChange}
              label={t('stockFlowReport.filters.product')}
              placeholder={t('stockFlowReport.filters.productPlaceholder')}
            />
          )}
          <EnumFilter
            label={t('stockFlowReport.filters.type')}
            values={filters.movementTypes}
            labelOf={(type) => t(`products.movementType.${type}`)}
            value={current.type}
            onChange={(type) => onChange({ type })}
            placeholder={t('stockFlowReport.filters.allTypes')}
          />
        </Group>
      )}
      actions={(clientId, current) => (
        <ExportMenu
          onExport={(format) => exportStockFlowReport(clientId, current, format)}
          formatLabel={(format) => t(`stockFlowReport.export.${format}`)}
          startedMessage={t('stockFlowReport.export.started')}
        />
      )}
    />
  )
}
