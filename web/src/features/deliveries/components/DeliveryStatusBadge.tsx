import { Badge } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { DeliveryStatus } from './overview/delivery-filters'

// The darkest shades: white on lighter ones misses WCAG contrast at badge size.
const colours: Record<DeliveryStatus, string> = {
  Announced: 'blue.9',
  Arrived: 'violet.9',
  Received: 'teal.9',
  Cancelled: 'gray.8',
}

/** A delivery's status (docs/domain.md): Announced, Arrived, Received or Cancelled. */
export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  const { t } = useTranslation()
  return (
    // A badge's label may shrink to an ellipsis; in a table cell it keeps its width.
    <Badge color={colours[status]} style={{ minWidth: 'max-content' }}>
      {t(`deliveryOverview.status.${status}`)}
    </Badge>
  )
}
