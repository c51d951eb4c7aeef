import { useTranslation } from 'react-i18next'
import { StatusBadge } from '@/components/StatusBadge'
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
  return <StatusBadge color={colours[status]}>{t(`deliveryOverview.status.${status}`)}</StatusBadge>
}
