import { Alert, Group, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useRouteTitle } from '@/app/use-route-title'
import { ExportMenu } from '@/components/ExportMenu'
import { useProfile } from '@/lib/auth/auth-store'
import { cursorListRows } from '@/lib/cursor-list'
import { ListTotal } from '@/components/list/ListTotal'
import { useUrlFilters, type FiltersUpdate } from '@/lib/use-url-filters'
import { translateError } from '@/lib/translate-message'
import { exportProducts } from '../api/export-products'
import { useProducts } from '../api/list-products'
import { ProductFilterBar, type FilterChange } from '../components/overview/ProductFilterBar'
import { ProductOverviewTable } from '../components/overview/ProductOverviewTable'
import {
  filtersToSearchParams,
  isFiltered,
  parseFilters,
  resetFilters,
  type ProductOverviewFilters,
} from '../components/overview/overview-filters'

/** product.index: the current account's products with their stock, searchable, filterable and exportable. */
export default function ProductOverviewPage() {
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
            onExport={(format) => exportProducts(client.id, filters, format)}
            formatLabel={(format) => t(`productOverview.exportFormat.${format}`)}
            startedMessage={t('productOverview.exportStarted')}
          />
        )}
      </Group>
      {client ? (
        <ProductOverview clientId={client.id} filters={filters} update={update} />
      ) : (
        <Text>{t('auth.pleaseSelectAccount')}</Text>
      )}
    </Stack>
  )
}

interface ProductOverviewProps {
  clientId: number
  filters: ProductOverviewFilters
  update: FiltersUpdate<ProductOverviewFilters>
}

function ProductOverview({ clientId, filters, update }: ProductOverviewProps) {
  const { t } = useTranslation()
  const products = useProducts(clientId, filters)

  const change = (fields: FilterChange, typing?: boolean) => update((current) => ({ ...current, ...fields }), typing)

  const { rows, total } = cursorListRows(products.data)
  return (
    <>
      <Group justify="space-between" align="flex-end">
        <ProductFilterBar filters={filters} onChange={change} />
        <ListTotal total={total} textKey="productOverview.total" />
      </Group>
      {products.isError && <Alert color="red">{translateError(t, products.error)}</Alert>}
      <ProductOverviewTable
        clientId={clientId}
        rows={rows}
        filters={filters}
        onSort={change}
        fetching={products.isFetching && !products.isFetchingNextPage}
        hasMore={products.hasNextPage}
        loadingMore={products.isFetchingNextPage}
        onLoadMore={() => void products.fetchNextPage()}
        filtered={isFiltered(filters)}
        onResetFilters={() => update(resetFilters)}
      />
    </>
  )
}
