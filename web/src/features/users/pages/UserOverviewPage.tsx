import { Button } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { FilterBar } from '@/components/list/FilterBar'
import { ReadOnlyListScreen } from '@/components/list/ReadOnlyListScreen'
import { routePath } from '@/config/paths'
import { useUsers } from '../api/list-users'
import { userColumns } from '../components/user-columns'
import * as filters from '../components/user-filters'

/**
 * user.index: the users the logged-in user may manage, across the accounts (no account need be
 * selected), by name, searched by name or email; each name opens the user, 'Add user' a new one.
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
      actions={() => (
        <Button component={Link} to={routePath('user.create')}>
          {t('userOverview.add')}
        </Button>
      )}
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
