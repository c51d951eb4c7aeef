import { OverviewScreen } from '@/components/list/OverviewScreen'
import { useProfile } from '@/lib/auth/auth-store'
import { can } from '@/lib/auth/permissions'
import { useDeliveries } from '../api/list-deliveries'
import { DeliveryFilterBar } from '../components/overview/DeliveryFilterBar'
import { DeliveryOverviewTable } from '../components/overview/DeliveryOverviewTable'
import * as filters from '../components/overview/delivery-filters'

/** delivery.index: the current account's sent deliveries, searchable, filterable and sortable. */
export default function DeliveryOverviewPage() {
  const canWrite = can(useProfile().level, 'deliveries.write')
  return (
    <OverviewScreen
      filters={filters}
      useList={useDeliveries}
      totalKey="deliveryOverview.total"
      filterBar={(current, onChange) => <DeliveryFilterBar filters={current} onChange={onChange} />}
      table={(list) => <DeliveryOverviewTable {...list} canWrite={canWrite} />}
    />
  )
}
