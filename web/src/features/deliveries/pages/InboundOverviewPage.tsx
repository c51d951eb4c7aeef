import { Alert, Group, Stack, Text, TextInput, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useRouteTitle } from '@/app/use-route-title'
import { ExportMenu } from '@/components/ExportMenu'
import { ListTotal } from '@/components/list/ListTotal'
import { useProfile } from '@/lib/auth/auth-store'
import { cursorListRows } from '@/lib/cursor-list'
import { translateError } from '@/lib/translate-message'
import { useUrlFilters, type FiltersUpdate } from '@/lib/use-url-filters'
import { exportInboundShipments } from '../api/export-inbound-shipments'
import { useReceipts } from '../api/list-receipts'
import { ReceiptTable } from '../components/inbound/ReceiptTable'
import {
  isReceiptListFiltered,
  noReceiptFilters,
  parseReceiptFilters,
  receiptFiltersToSearchParams,
  type ReceiptFilters,
} from '../components/inbound/receipt-filters'

/** delivery.receipt: the current account's receipt rows from From to To, exportable as 'inbound-shipments'. */
export default function InboundOverviewPage() {
  const { t } = useTranslation()
  const { client } = useProfile()
  const [filters, update] = useUrlFilters(parseReceiptFilters, receiptFiltersToSearchParams)
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{useRouteTitle()}</Title>
        {client && (
          <ExportMenu
            onExport={(format) => exportInboundShipments(client.id, filters, format)}
            formatLabel={(format) => t(`inboundOverview.export.${format}`)}
            startedMessage={t('inboundOverview.export.started')}
          />
        )}
      </Group>
      {client ? (
        <InboundOverview clientId={client.id} filters={filters} update={update} />
      ) : (
        <Text>{t('auth.pleaseSelectAccount')}</Text>
      )}
    </Stack>
  )
}

interface InboundOverviewProps {
  clientId: number
  filters: ReceiptFilters
  update: FiltersUpdate<ReceiptFilters>
}

function InboundOverview({ clientId, filters, update }: InboundOverviewProps) {
  const { t } = useTranslation()
  const receipts = useReceipts(clientId, filters)
  const change = (fields: Partial<ReceiptFilters>) => update((current) => ({ ...current, ...fields }))
  const { rows, total } = cursorListRows(receipts.data)
  return (
    <>
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end" gap="md">
          <TextInput
            type="date"
            label={t('inboundOverview.filters.from')}
            value={filters.dateFrom}
            max={filters.dateTo || undefined}
            onChange={(event) => change({ dateFrom: event.currentTarget.value })}
            w={180}
          />
          <TextInput
            type="date"
            label={t('inboundOverview.filters.to')}
            value={filters.dateTo}
            min={filters.dateFrom || undefined}
            onChange={(event) => change({ dateTo: event.currentTarget.value })}
            w={180}
          />
        </Group>
        <ListTotal total={total} textKey="inboundOverview.total" />
      </Group>
      {receipts.isError && <Alert color="red">{translateError(t, receipts.error)}</Alert>}
      <ReceiptTable
        rows={rows}
        fetching={receipts.isFetching && !receipts.isFetchingNextPage}
        hasMore={receipts.hasNextPage}
        loadingMore={receipts.isFetchingNextPage}
        onLoadMore={() => void receipts.fetchNextPage()}
        filtered={isReceiptListFiltered(filters)}
        onResetFilters={() => update(() => noReceiptFilters)}
      />
    </>
  )
}
