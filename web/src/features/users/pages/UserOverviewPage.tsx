import { useTranslation } from 'react-i18next'
import { FilterBar } from '@/components/list/FilterBar'
import { ReadOnlyListScreen } from '@/components/list/ReadOnlyListScreen'
import { useUsers } from '../api/list-users'
import { userColumns } from '../components/user-columns'
import * as filters from '../components/user-filters'

/**
 * user.index: the users the logged-in user may manage, across the accounts (no account need be
 * selected), by name, searched by name or email.
 */
export default function UserOverviewPage() {
  const { t } = useTranslation()
  return (
    <ReadOnlyListScreen
      accountless
      texts="userOverview"
      filters={filters}
      useList={useUsers}
      columns={userColumns}
      filterBar={(current, onChange) => (
        <FilterBar
          filters={current}
          onChange={onChange}
          searchPlaceholder={t('userOverview.searchPlaceholder')}
          searchWidth={280}
        />
      )}
    />
  )
}
