import { Button, Group, Stack, Text } from '@mantine/core'
import type { DataTableColumn } from 'mantine-datatable'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { confirm } from '@/components/confirm'
import { DataTable } from '@/components/DataTable'
import type { OverviewTableProps } from '@/components/list/OverviewScreen'
import { RowLink } from '@/components/list/RowLink'
import { showSnackbar } from '@/components/snackbar'
import { routePath } from '@/config/paths'
import { translateError } from '@/lib/translate-message'
import { useDeleteAddressBookAddress } from '../api/delete-address-book-address'
import type { AddressBookAddress } from '../api/get-address-book-address'
import { addressContact, addressName } from '@/components/address/address-name'
import type { AddressBookFilters } from './address-book-filters'
import { AddressStatusBadge } from './AddressStatusBadge'
import { CellText } from '@/components/list/CellText'

interface AddressBookTableProps extends OverviewTableProps<AddressBookFilters, AddressBookAddress> {
  /** Offers edit and delete for levels that may change the address book. */
  canWrite: boolean
}

/** The address book's rows: who, where, email and status; the name opens the address, as a row click does. */
export function AddressBookTable({
  clientId,
  rows,
  canWrite,
  filtered,
  // The address book sorts in its filter bar, not by its columns.
  filters: _filters,
  onChange: _onChange,
  ...list
}: AddressBookTableProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const onDelete = useDeleteAddress(clientId)
  const editPath = (row: AddressBookAddress) =>
    routePath('addressBookAddress.edit', { clientId, addressBookAddressId: row.id })

  const columns: DataTableColumn<AddressBookAddress>[] = [
    {
      accessor: 'name',
      title: t('addressBook.fields.name'),
      render: (row) => (
        <Stack gap={0}>
          <RowLink to={editPath(row)}>
            <CellText kind="name">{addressName(row.deliveryAddress)}</CellText>
          </RowLink>
          {addressContact(row.deliveryAddress) && (
            <Text size="sm" c="gray.7" component="div">
              <CellText kind="name">{addressContact(row.deliveryAddress)}</CellText>
            </Text>
          )}
        </Stack>
      ),
    },
    {
      accessor: 'address',
      title: t('addressBook.fields.address'),
      render: (row) => (
        <CellText kind="name" width="18rem">
          {row.deliveryAddress.address}
        </CellText>
      ),
    },
    {
      accessor: 'email',
      title: t('addressBook.fields.email'),
      render: (row) => <CellText kind="code">{row.deliveryAddress.email}</CellText>,
    },
    {
      accessor: 'status',
      title: t('addressBook.fields.status'),
      render: (row) => <AddressStatusBadge status={row.status} />,
    },
  ]
  if (canWrite) {
    columns.push({
      accessor: 'actions',
      title: t('common.labels.actions'),
      textAlign: 'right',
      render: (row) => {
        const name = addressName(row.deliveryAddress)
        return (
          <Group gap="xs" justify="flex-end" wrap="nowrap">
            <Button
              component={Link}
              to={editPath(row)}
              size="compact-sm"
              variant="subtle"
              aria-label={t('addressBook.editAction', { name })}
              onClick={(event) => event.stopPropagation()}
            >
              {t('common.buttons.edit')}
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              c="red.9"
              aria-label={t('addressBook.delete.action', { name })}
              onClick={(event) => {
                event.stopPropagation()
                void onDelete(row)
              }}
            >
              {t('common.buttons.delete')}
            </Button>
          </Group>
        )
      },
    })
  }

  return (
    <DataTable<AddressBookAddress>
      aria-label={t('addressBook.tableLabel')}
      records={rows}
      columns={columns}
      onRowClick={({ record }) => navigate(editPath(record))}
      // Edit and Delete stay in view while a phone scrolls the table sideways.
      pinLastColumn={canWrite}
      noRecordsText={t(filtered ? 'addressBook.noMatches' : 'addressBook.noAddresses')}
      highlightOnHover
      striped
      withTableBorder
      filtered={filtered}
      {...list}
    />
  )
}

/** Deletes an address after the user confirms it, and says how that went. */
function useDeleteAddress(clientId: number) {
  const { t } = useTranslation()
  const remove = useDeleteAddressBookAddress(clientId)
  return async (address: AddressBookAddress) => {
    const name = addressName(address.deliveryAddress)
    const confirmed = await confirm({
      title: t('addressBook.delete.title'),
      body: t('addressBook.delete.body', { name }),
      confirmLabel: t('common.buttons.delete'),
      cancelLabel: t('common.buttons.cancel'),
      destructive: true,
    })
    if (!confirmed) return
    try {
      await remove.mutateAsync(address.id)
      showSnackbar({ message: t('addressBook.deleted', { name }) })
    } catch (error) {
      showSnackbar({ message: translateError(t, error), type: 'error' })
    }
  }
}
