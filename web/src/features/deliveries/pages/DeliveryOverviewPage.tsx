import { Alert, Group, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useRouteTitle } from '@/app/use-route-title'
import { ListTotal } from '@/components/list/ListTotal'
import { useProfile } from '@/lib/auth/auth-store'
import { can } from '@/lib/auth/permissions'
import { cursorListRows } from '@/lib/cursor-list'
import { translateError } from '@/lib/translate-message'
import { useUrlFilters, type FiltersUpdate } from '@/lib/use-url-filters'
import { useDeliveries } from '../api/list-deliveries'
import { DeliveryFilterBar, type FilterChange } from '../components/overview/DeliveryFilterBar'
import { DeliveryOverviewTable } from '../components/overview/DeliveryOverviewTable'
import {
  filtersToSearchParams,
  isFiltered,
  parseFilters,
  resetFilters,
  type DeliveryOverviewFilters,
} from '../components/overview/delivery-filters'

/** delivery.index: the current account's sent deliveries, searchable, filterable and sortable. */
export default function DeliveryOverviewPage() {
  const { t } = useTranslation()
  const { client } = useProfile()
  const [filters, update] = useUrlFilters(parseFilters, filtersToSearchParams)
  return (
    <Stack>
      <Title order={1}>{useRouteTitle()}</Title>
      {client ? (
        <DeliveryOverview clientId={client.id} filters={filters} update={update} />
      ) : (
        <Text>{t('auth.pleaseSelectAccount')}</Text>
      )}
    </Stack>
  )
}

interface DeliveryOverviewProps {
  clientId: number
  filters: DeliveryOverviewFilters
  update: FiltersUpdate<DeliveryOverviewFilters>
}

function DeliveryOverview({ clientId, filters, update }: DeliveryOverviewProps) {
  const { t } = useTranslation()
  const canWrite = can(useProfile().level, 'deliveries.write')
  const deliveries = useDeliveries(clientId, filters)
  const change = (fields: FilterChange, typing?: boolean) => update((current) => ({ ...current, ...fields }), typing)
  const { rows, total } = cursorListRows(deliveries.data)
  return (
    <>
      <Group justify="space-between" align="flex-end">
        <DeliveryFilterBar filters={filters} onChange={change} />
        <ListTotal total={total} textKey="deliveryOverview.total" />
      </Group>
      {deliveries.isError && <Alert color="red">{translateError(t, deliveries.error)}</Alert>}
      <DeliveryOverviewTable
        clientId={clientId}
        rows={rows}
        canWrite={canWrite}
        filters={filters}
        onSort={change}
        fetching={deliveries.isFetching && !deliveries.isFetchingNextPage}
        hasMore={deliveries.hasNextPage}
        loadingMore={deliveries.isFetchingNextPage}
        onLoadMore={() => void deliveries.fetchNextPage()}
        filtered={isFiltered(filters)}
        onResetFilters={() => update(resetFilters)}
      />
    </>
  )
}
