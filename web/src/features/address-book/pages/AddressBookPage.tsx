import { Alert, Button, Group, Select, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useRouteTitle } from '@/app/use-route-title'
import { confirm } from '@/components/confirm'
import { SearchInput } from '@/components/SearchInput'
import { showSnackbar } from '@/components/snackbar'
import { routePath } from '@/config/paths'
import { useProfile } from '@/lib/auth/auth-store'
import { can } from '@/lib/auth/permissions'
import { cursorListRows } from '@/lib/cursor-list'
import { ListTotal } from '@/components/list/ListTotal'
import { translateError } from '@/lib/translate-message'
import { useUrlFilters, type FiltersUpdate } from '@/lib/use-url-filters'
import { useDeleteAddressBookAddress } from '../api/delete-address-book-address'
import type { AddressBookAddress } from '../api/get-address-book-address'
import { useAddressBook } from '../api/list-address-book'
import {
  addressBookSorts,
  filtersToSearchParams,
  isFiltered,
  parseFilters,
  resetFilters,
  type AddressBookFilters,
} from '../components/address-book-filters'
import { addressName } from '@/components/address/address-name'
import { AddressBookTable } from '../components/AddressBookTable'

/** addressBook.index: the current account's addresses, searchable, with 'Load more'; edit and delete them. */
export default function AddressBookPage() {
  const { t } = useTranslation()
  const title = useRouteTitle()
  const { client, level } = useProfile()
  const canWrite = can(level, 'orders.write')
  const [filters, update] = useUrlFilters(parseFilters, filtersToSearchParams)
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{title}</Title>
        {client && canWrite && (
          <Button component={Link} to={routePath('addressBookAddress.create')}>
            {t('addressBook.add')}
          </Button>
        )}
      </Group>
      {client ? (
        <AddressBook clientId={client.id} canWrite={canWrite} filters={filters} update={update} />
      ) : (
        <Text>{t('auth.pleaseSelectAccount')}</Text>
      )}
    </Stack>
  )
}

interface AddressBookProps {
  clientId: number
  canWrite: boolean
  filters: AddressBookFilters
  update: FiltersUpdate<AddressBookFilters>
}

function AddressBook({ clientId, canWrite, filters, update }: AddressBookProps) {
  const { t } = useTranslation()
  const addresses = useAddressBook(clientId, filters)
  const remove = useDeleteAddressBookAddress(clientId)

  const deleteAddress = async (address: AddressBookAddress) => {
    const name = addressName(address.deliveryAddress)
    const confirmed = await confirm({
      title: t('addressBook.delete.title'),
      body: t('addressBook.delete.body', { name }),
      confirmLabel: t('common.buttons.delete'),
      cancelLabel: t('common.buttons.cancel'),
    })
    if (!confirmed) return
    try {
      await remove.mutateAsync(address.id)
      showSnackbar({ message: t('addressBook.deleted', { name }) })
    } catch (error) {
      showSnackbar({ message: translateError(t, error), type: 'error' })
    }
  }

  const { rows, total } = cursorListRows(addresses.data)
  return (
    <>
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end" gap="md">
          <SearchInput
            value={filters.q}
            onSearch={(q) => update((current) => ({ ...current, q }), true)}
            placeholder={t('addressBook.searchPlaceholder')}
            w={320}
          />
          <Select
            label={t('addressBook.sort.label')}
            data={addressBookSorts.map((sort) => ({ value: sort, label: t(`addressBook.sort.${sort}`) }))}
            value={filters.sort}
            onChange={(value) =>
              update((current) => ({
                ...current,
                sort: addressBookSorts.find((sort) => sort === value) ?? current.sort,
              }))
            }
            allowDeselect={false}
            w={200}
          />
        </Group>
        <ListTotal total={total} textKey="addressBook.total" />
      </Group>
      {addresses.isError && <Alert color="red">{translateError(t, addresses.error)}</Alert>}
      <AddressBookTable
        clientId={clientId}
        rows={rows}
        canWrite={canWrite}
        onDelete={(address) => void deleteAddress(address)}
        fetching={addresses.isFetching && !addresses.isFetchingNextPage}
        hasMore={addresses.hasNextPage}
        loadingMore={addresses.isFetchingNextPage}
        onLoadMore={() => void addresses.fetchNextPage()}
        filtered={isFiltered(filters)}
        onResetFilters={() => update(resetFilters)}
      />
    </>
  )
}
