import { Button, Group, Select } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { OverviewScreen } from '@/components/list/OverviewScreen'
import { SearchInput } from '@/components/SearchInput'
import { routePath } from '@/config/paths'
import { useProfile } from '@/lib/auth/auth-store'
import { can } from '@/lib/auth/permissions'
import { useAddressBook } from '../api/list-address-book'
import * as filters from '../components/address-book-filters'
import { AddressBookTable } from '../components/AddressBookTable'

/** addressBook.index: the current account's addresses, searchable, with 'Load more'; edit and delete them. */
export default function AddressBookPage() {
  const { t } = useTranslation()
  const canWrite = can(useProfile().level, 'orders.write')
  return (
    <OverviewScreen
      filters={filters}
      useList={useAddressBook}
      totalKey="addressBook.total"
      actions={
        canWrite
          ? () => (
              <Button component={Link} to={routePath('addressBookAddress.create')}>
                {t('addressBook.add')}
              </Button>
            )
          : undefined
      }
      filterBar={(current, onChange) => (
        <Group align="flex-end" gap="md">
          <SearchInput
            value={current.q}
            onSearch={(q) => onChange({ q }, true)}
            placeholder={t('addressBook.searchPlaceholder')}
            w={320}
          />
          <Select
            label={t('addressBook.sort.label')}
            data={filters.addressBookSorts.map((sort) => ({ value: sort, label: t(`addressBook.sort.${sort}`) }))}
            value={current.sort}
            onChange={(value) => {
              const sort = filters.addressBookSorts.find((known) => known === value)
              if (sort) onChange({ sort })
            }}
            allowDeselect={false}
            w={200}
          />
        </Group>
      )}
      table={(list) => <AddressBookTable canWrite={canWrite} {...list} />}
    />
  )
}
