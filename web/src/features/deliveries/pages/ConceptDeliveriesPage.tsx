import { useTranslation } from 'react-i18next'
import { useRouteTitle } from '@/app/use-route-title'
import { ConceptListPage } from '@/components/concepts/ConceptListPage'
import { routePath } from '@/config/paths'
import { conceptDeliveries } from '../api/concept-deliveries'
import { ConceptDeliveryTable } from '../components/concepts/ConceptDeliveryTable'
import { DeliveryBulkEditModal } from '../components/concepts/DeliveryBulkEditModal'

/** delivery.concept: the account's concept deliveries, flagged 'To adjust' or 'Ready', to edit, bulk edit, send or delete. */
export default function ConceptDeliveriesPage() {
  const { t } = useTranslation()
  return (
    <ConceptListPage
      title={useRouteTitle()}
      capability="deliveries.write"
      create={{ to: routePath('delivery.concept.create'), label: t('menu.deliveries.create') }}
      intro={t('conceptDeliveries.autoSend')}
      texts="conceptDeliveries"
      concepts={conceptDeliveries}
      importPath={routePath('delivery.importGuide')}
      bulkEditDialog={(dialog, clientId) => <DeliveryBulkEditModal clientId={clientId} {...dialog} />}
      table={(list) => <ConceptDeliveryTable {...list} />}
    />
  )
}
