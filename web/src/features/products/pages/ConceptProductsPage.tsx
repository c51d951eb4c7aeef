import { Alert, Group, List, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRouteTitle } from '@/app/use-route-title'
import { useProfile } from '@/lib/auth/auth-store'
import { can } from '@/lib/auth/permissions'
import { useUrlFilters } from '@/lib/use-url-filters'
import { translateError } from '@/lib/translate-message'
import { useConceptProducts, type ConceptProductFilters } from '../api/list-concept-products'
import { ConceptBulkActions } from '../components/concepts/ConceptBulkActions'
import { ConceptFilterBar } from '../components/concepts/ConceptFilterBar'
import { ConceptProductTable } from '../components/concepts/ConceptProductTable'
import { describeOutcome, type BulkOutcome } from '../components/concepts/bulk-outcome'
import {
  conceptFiltersToSearchParams,
  isConceptListFiltered,
  noConceptFilters,
  parseConceptFilters,
} from '../components/concepts/concept-filters'
import { formatNumber } from '@/lib/format'

/** product.concept: the account's concept products, flagged 'To adjust' or 'Ready', to edit, bulk edit, send or delete. */
export default function ConceptProductsPage() {
  const { t } = useTranslation()
  const { client } = useProfile()
  return (
    <Stack>
      <Title order={1}>{useRouteTitle()}</Title>
      {client ? <ConceptProducts key={client.id} clientId={client.id} /> : <Text>{t('auth.pleaseSelectAccount')}</Text>}
    </Stack>
  )
}

function ConceptProducts({ clientId }: { clientId: number }) {
  const { t } = useTranslation()
  const canWrite = can(useProfile().level, 'products.write')
  const [filters, update] = useUrlFilters(parseConceptFilters, conceptFiltersToSearchParams)
  const concepts = useConceptProducts(clientId, filters)
  const [selectedIds, setSelectedIds] = useState<number[]>([])
  const [expandedIds, setExpandedIds] = useState<number[]>([])
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null)

  // Bulk actions apply to what is selected and shown: another filter starts a new selection.
  const filter = (change: Partial<ConceptProductFilters>, typing = false) => {
    setSelectedIds([])
    update((current) => ({ ...current, ...change }), typing)
  }
  // The failed ones stay selected, with their errors open, for the next bulk edit or send.
  const report = (next: BulkOutcome) => {
    setOutcome(next)
    setSelectedIds(next.failed)
    setExpandedIds(next.failed)
  }

  const pages = concepts.data?.pages ?? []
  const total = pages.at(-1)?.meta.total
  const rows = pages.flatMap((page) => page.data)
  const selectedShown = selectedIds.filter((id) => rows.some((row) => row.id === id))
  return (
    <>
      <Group justify="space-between" align="flex-end">
        <ConceptFilterBar filters={filters} onChange={filter} />
        {total !== undefined && (
          <Text role="status">{t('conceptProducts.list.total', { count: total, formatted: formatNumber(total) })}</Text>
        )}
      </Group>
      {canWrite && <ConceptBulkActions clientId={clientId} selectedIds={selectedShown} onOutcome={report} />}
      {outcome && (
        <Alert
          color={outcome.failed.length > 0 ? 'orange' : 'green'}
          withCloseButton
          closeButtonLabel={t('conceptProducts.outcome.close')}
          onClose={() => setOutcome(null)}
        >
          <List size="sm">
            {describeOutcome(t, outcome).map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {concepts.isError && <Alert color="red">{translateError(t, concepts.error)}</Alert>}
      <ConceptProductTable
        clientId={clientId}
        rows={rows}
        canWrite={canWrite}
        selectedIds={selectedShown}
        onSelectedIdsChange={setSelectedIds}
        expandedIds={expandedIds}
        onExpandedIdsChange={setExpandedIds}
        fetching={concepts.isFetching && !concepts.isFetchingNextPage}
        hasMore={concepts.hasNextPage}
        loadingMore={concepts.isFetchingNextPage}
        onLoadMore={() => void concepts.fetchNextPage()}
        filtered={isConceptListFiltered(filters)}
        onResetFilters={() => filter(noConceptFilters)}
      />
    </>
  )
}
