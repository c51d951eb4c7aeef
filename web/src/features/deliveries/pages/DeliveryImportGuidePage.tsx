import { ImportGuide } from '@/components/import/ImportGuide'
import { routePath } from '@/config/paths'
import { conceptDeliveries } from '../api/concept-deliveries'
import { deliveryImportFile } from '../components/import/delivery-import-columns'

const fileRules = ['rows', 'dates', 'limits', 'allOrNothing', 'rowErrors', 'autoSend'] as const

/** delivery.importGuide: import concept deliveries from a file, one row per delivery line, with the guide to its columns. */
export default function DeliveryImportGuidePage() {
  return (
    <ImportGuide
      capability="deliveries.write"
      texts="deliveryImport"
      concepts={conceptDeliveries}
      fileRules={fileRules}
      file={deliveryImportFile}
      listPath={routePath('delivery.concept')}
    />
  )
}
