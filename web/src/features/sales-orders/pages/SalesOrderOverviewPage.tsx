import { Alert, Group, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useRouteTitle } from '@/app/use-route-title'
import { ExportMenu } from '@/components/ExportMenu'
import { ListTotal } from '@/components/list/ListTotal'
import { useProfile } from '@/lib/auth/auth-store'
import { cursorListRows } from '@/lib/cursor-list'
import { translateError } from '@/lib/translate-message'
import { useUrlFilters, type FiltersUpdate } from '@/lib/use-url-filters'
import { exportSalesOrders, type SalesOrderExportKind } from '../api/export-sales-orders'
import { useSalesOrders } from '../api/list-sales-orders'
import { SalesOrderFilterBar, type FilterChange } from '../components/overview/SalesOrderFilterBar'
import { SalesOrderOverviewTable } from '../components/overview/SalesOrderOverviewTable'
import {
  filtersToSearchParams,
  isFiltered,
  parseFilters,
  resetFilters,
  type SalesOrderOverviewFilters,
} from '../components/overview/sales-order-filters'

const exportKinds: readonly SalesOrderExportKind[] = ['orders', 'orderlines']

/** salesOrder.overview: the current account's sales orders, searchable, filterable and exportable. */
export default function SalesOrderOverviewPage() {
  const { t } = useTranslation()
  const title = useRouteTitle()
  const { client } = useProfile()
  const [filters, update] = useUrlFilters(parseFilters, filtersToSearchParams)
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{title}</Title>
        {client && (
          <ExportMenu
            kinds={exportKinds.map((kind) => ({
              label: t(`salesOrderOverview.export.${kind}`),
              onExport: (format) => exportSalesOrders(client.id, kind, filters, format),
            }))}
            formatLabel={(format) => t(`salesOrderOverview.export.format.${format}`)}
            startedMessage={t('salesOrderOverview.export.started')}
          />
        )}
      </Group>
      {client ? (
        <SalesOrderOverview clientId={client.id} filters={filters} update={update} />
      ) : (
        <Text>{t('auth.pleaseSelectAccount')}</Text>
      )}
    </Stack>
  )
}

interface SalesOrderOverviewProps {
  clientId: number
  filters: SalesOrderOverviewFilters
  update: FiltersUpdate<SalesOrderOverviewFilters>
}

function SalesOrderOverview({ clientId, filters, update }: SalesOrderOverviewProps) {
  const { t } = useTranslation()
  const orders = useSalesOrders(clientId, filters)
  const change = (fields: FilterChange, typing?: boolean) => update((current) => ({ ...current, ...fields }), typing)
  const { rows, total } = cursorListRows(orders.data)
  return (
    <>
      <Group justify="space-between" align="flex-end">
        <SalesOrderFilterBar filters={filters} onChange={change} />
        <ListTotal total={total} textKey="salesOrderOverview.total" />
      </Group>
      {orders.isError && <Alert color="red">{translateError(t, orders.error)}</Alert>}
      <SalesOrderOverviewTable
        clientId={clientId}
        rows={rows}
        filters={filters}
        onSort={change}
        fetching={orders.isFetching && !orders.isFetchingNextPage}
        hasMore={orders.hasNextPage}
        loadingMore={orders.isFetchingNextPage}
        onLoadMore={() => void orders.fetchNextPage()}
        filtered={isFiltered(filters)}
        onResetFilters={() => update(resetFilters)}
      />
    </>
  )
}
