import { useTranslation } from 'react-i18next'
import { ImportGuide } from '@/components/import/ImportGuide'
import { routePath } from '@/config/paths'
import { deliveryImportTemplateUrl, useImportConceptDeliveries } from '../api/import-concept-deliveries'
import { deliveryColumnLabel, deliveryGuideGroups } from '../components/import/delivery-import-columns'

const fileRules = ['rows', 'dates', 'limits', 'allOrNothing', 'rowErrors', 'autoSend'] as const

/** delivery.importGuide: import concept deliveries from a file, one row per delivery line, with the guide to its columns. */
export default function DeliveryImportGuidePage() {
  const { t } = useTranslation()
  return (
    <ImportGuide
      capability="deliveries.write"
      texts="deliveryImport"
      templateUrl={deliveryImportTemplateUrl}
      useImport={useImportConceptDeliveries}
      fileRules={fileRules}
      columns={deliveryGuideGroups(t)}
      listPath={routePath('delivery.concept')}
      columnLabel={(column) => deliveryColumnLabel(t, column)}
    />
  )
}
