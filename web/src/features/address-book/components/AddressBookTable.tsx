import { Anchor, Button, Group, Stack, Text } from '@mantine/core'
import type { DataTableColumn } from 'mantine-datatable'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { DataTable } from '@/components/DataTable'
import { routePath } from '@/config/paths'
import type { AddressBookAddress } from '../api/get-address-book-address'
import { addressContact, addressName } from '@/components/address/address-name'
import { AddressStatusBadge } from './AddressStatusBadge'

interface AddressBookTableProps {
  clientId: number
  rows: AddressBookAddress[]
  /** Offers edit and delete for levels that may change the address book. */
  canWrite: boolean
  onDelete: (address: AddressBookAddress) => void
  fetching: boolean
  hasMore: boolean
  loadingMore: boolean
  onLoadMore: () => void
  filtered: boolean
  onResetFilters: () => void
}

/** The address book's rows: who, where, email and status; the name opens the address, as a row click does. */
export function AddressBookTable({ clientId, rows, canWrite, onDelete, filtered, ...list }: AddressBookTableProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const editPath = (row: AddressBookAddress) =>
    routePath('addressBookAddress.edit', { clientId, addressBookAddressId: row.id })

  const columns: DataTableColumn<AddressBookAddress>[] = [
    {
      accessor: 'name',
      title: t('addressBook.fields.name'),
      render: (row) => (
        <Stack gap={0}>
          <Anchor component={Link} to={editPath(row)} onClick={(event) => event.stopPropagation()}>
            {addressName(row.deliveryAddress)}
          </Anchor>
          {addressContact(row.deliveryAddress) && (
            <Text size="sm" c="gray.7">
              {addressContact(row.deliveryAddress)}
            </Text>
          )}
        </Stack>
      ),
    },
    { accessor: 'address', title: t('addressBook.fields.address'), render: (row) => row.deliveryAddress.address },
    { accessor: 'email', title: t('addressBook.fields.email'), render: (row) => row.deliveryAddress.email },
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
                onDelete(row)
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
      noRecordsText={t(filtered ? 'addressBook.noMatches' : 'addressBook.noAddresses')}
      highlightOnHover
      striped
      withTableBorder
      filtered={filtered}
      {...list}
    />
  )
}
