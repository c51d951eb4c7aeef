import { useTranslation } from 'react-i18next'
import { Navigate } from 'react-router'
import { ExportMenu } from '@/components/ExportMenu'
import { ReadOnlyListScreen } from '@/components/list/ReadOnlyListScreen'
import { routePath } from '@/config/paths'
import { useProfile } from '@/lib/auth/auth-store'
import { can } from '@/lib/auth/permissions'
import { exportActivity } from '../api/export-activity'
import { useActivity } from '../api/list-activity'
import { activityColumns } from '../components/activity-columns'
import { ActivityFilterBar } from '../components/ActivityFilterBar'
import * as filters from '../components/activity-filters'

/**
 * activity: what happened in the current account, newest first, for provider staff and
 * Administrators: who did what to which record, filtered by who, what, From and To, and exportable.
 */
export default function ActivityPage() {
  const { t } = useTranslation()
  if (!can(useProfile().level, 'activity.read')) return <Navigate to={routePath('403')} replace />
  return (
    <ReadOnlyListScreen
      texts="activity"
      filters={filters}
      useList={useActivity}
      columns={activityColumns}
      filterBar={(current, onChange) => <ActivityFilterBar filters={current} onChange={onChange} />}
      actions={(clientId, current) => (
        <ExportMenu
          onExport={(format) => exportActivity(clientId, current, format)}
          formatLabel={(format) => t(`activity.export.${format}`)}
          startedMessage={t('activity.export.started')}
        />
      )}
    />
  )
}
