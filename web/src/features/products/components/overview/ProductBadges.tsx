import { Badge } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { StockAlert } from './overview-filters'

// A badge's label may shrink to an ellipsis; in a table cell that left only 'A…', so it keeps its width.
const fullWidth = { minWidth: 'max-content' }

export function ProductStatusBadge({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation()
  return (
    <Badge color={isActive ? 'teal.9' : 'gray.7'} variant={isActive ? 'filled' : 'outline'} style={fullWidth}>
      {t(`products.status.${isActive ? 'active' : 'inactive'}`)}
    </Badge>
  )
}

// Dark shades: white badge text needs a contrast of 4.5 (WCAG AA), which lighter shades miss.
const alertColours: Record<StockAlert, string> = {
  none: 'gray.7',
  unknown: 'gray.7',
  sufficient: 'teal.9',
  insufficient: 'red.9',
}

export function StockAlertBadge({ alert }: { alert: StockAlert }) {
  const { t } = useTranslation()
  return (
    <Badge color={alertColours[alert]} variant={alert === 'none' ? 'outline' : 'filled'} style={fullWidth}>
      {t(`products.stockAlert.${alert}`)}
    </Badge>
  )
}
