import { Alert, Group, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useRouteTitle } from '@/app/use-route-title'
import { BulkOutcomeAlert } from '@/components/concepts/BulkOutcomeAlert'
import { ConceptBulkActions } from '@/components/concepts/ConceptBulkActions'
import { ConceptFilterBar } from '@/components/concepts/ConceptFilterBar'
import { useProfile } from '@/lib/auth/auth-store'
import { can } from '@/lib/auth/permissions'
import {
  conceptFiltersToSearchParams,
  isConceptListFiltered,
  noConceptFilters,
  parseConceptFilters,
  type ConceptFilters,
} from '@/lib/concept-filters'
import { cursorListRows } from '@/lib/cursor-list'
import { ListTotal } from '@/components/list/ListTotal'
import { translateError } from '@/lib/translate-message'
import { useConceptSelection } from '@/lib/use-concept-selection'
import { useUrlFilters } from '@/lib/use-url-filters'
import { useDeleteConceptProducts } from '../api/delete-concept-products'
import { useConceptProducts } from '../api/list-concept-products'
import { useSendConceptProducts } from '../api/send-concept-products'
import { ConceptProductTable } from '../components/concepts/ConceptProductTable'
import { ProductBulkEditModal } from '../components/concepts/ProductBulkEditModal'

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
  const send = useSendConceptProducts(clientId)
  const remove = useDeleteConceptProducts(clientId)
  const selection = useConceptSelection()

  // Bulk actions apply to what is selected and shown: another filter starts a new selection.
  const filter = (change: Partial<ConceptFilters>, typing = false) => {
    selection.setSelectedIds([])
    update((current) => ({ ...current, ...change }), typing)
  }

  const { rows, total } = cursorListRows(concepts.data)
  const selectedShown = selection.selectedAmong(rows)
  return (
    <>
      <Group justify="space-between" align="flex-end">
        <ConceptFilterBar texts="conceptProducts" filters={filters} onChange={filter} />
        <ListTotal total={total} textKey="conceptProducts.list.total" />
      </Group>
      {canWrite && (
        <ConceptBulkActions
          texts="conceptProducts"
          selectedIds={selectedShown}
          onOutcome={selection.report}
          send={send}
          remove={remove}
          bulkEditDialog={(dialog) => <ProductBulkEditModal clientId={clientId} {...dialog} />}
        />
      )}
      {selection.outcome && (
        <BulkOutcomeAlert texts="conceptProducts" outcome={selection.outcome} onClose={selection.closeOutcome} />
      )}
      {concepts.isError && <Alert color="red">{translateError(t, concepts.error)}</Alert>}
      <ConceptProductTable
        clientId={clientId}
        rows={rows}
        canWrite={canWrite}
        selectedIds={selectedShown}
        onSelectedIdsChange={selection.setSelectedIds}
        expandedIds={selection.expandedIds}
        onExpandedIdsChange={selection.setExpandedIds}
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
