import { Navigate } from 'react-router'
import { ReadOnlyListScreen } from '@/components/list/ReadOnlyListScreen'
import { routePath } from '@/config/paths'
import { useProfile } from '@/lib/auth/auth-store'
import { can } from '@/lib/auth/permissions'
import { useActivity } from '../api/list-activity'
import { activityColumns } from '../components/activity-columns'
import { ActivityFilterBar } from '../components/ActivityFilterBar'
import * as filters from '../components/activity-filters'

/**
 * activity: what happened in the current account, newest first, for provider staff and
 * Administrators: who did what to which record, filtered by who, what, From and To.
 */
export default function ActivityPage() {
  if (!can(useProfile().level, 'activity.read')) return <Navigate to={routePath('403')} replace />
  return (
    <ReadOnlyListScreen
      texts="activity"
      filters={filters}
      useList={useActivity}
      columns={activityColumns}
      filterBar={(current, onChange) => <ActivityFilterBar filters={current} onChange={onChange} />}
    />
  )
}
