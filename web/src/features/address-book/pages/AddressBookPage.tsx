import { Button } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { FilterBar } from '@/components/list/FilterBar'
import { OverviewScreen } from '@/components/list/OverviewScreen'
import { SortFilter } from '@/components/list/SortFilter'
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
        <FilterBar
          filters={current}
          onChange={onChange}
          searchPlaceholder={t('addressBook.searchPlaceholder')}
          searchWidth={320}
        >
          <SortFilter
            texts="addressBook"
            sorts={filters.addressBookSorts}
            value={current.sort}
            onChange={(sort) => onChange({ sort })}
            w={200}
          />
        </FilterBar>
      )}
      table={(list) => <AddressBookTable canWrite={canWrite} {...list} />}
    />
  )
}
