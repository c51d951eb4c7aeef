import { useTranslation } from 'react-i18next'
import { StatusBadge } from '@/components/StatusBadge'
import type { StockAlert } from './product-filters'

export function ProductStatusBadge({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation()
  return (
    <StatusBadge color={isActive ? 'teal.9' : 'gray.7'} outline={!isActive}>
      {t(`products.status.${isActive ? 'active' : 'inactive'}`)}
    </StatusBadge>
  )
}

const alertColours: Record<StockAlert, string> = {
  none: 'gray.7',
  unknown: 'gray.7',
  sufficient: 'teal.9',
  insufficient: 'red.9',
}

export function StockAlertBadge({ alert }: { alert: StockAlert }) {
  const { t } = useTranslation()
  return (
    <StatusBadge color={alertColours[alert]} outline={alert === 'none'}>
      {t(`products.stockAlert.${alert}`)}
    </StatusBadge>
  )
}
