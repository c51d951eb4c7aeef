import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '@/lib/format'
import type { Dashboard } from '../api/get-dashboard'
import { ChartSection } from './ChartSection'
import { inboundChartPoints, ordersChartPoints, totalOf } from './dashboard-charts'

/** The orders received and shipped per day over the last 30 days; none for a level that may not read orders. */
export function OrdersChart({ days }: { days: Dashboard['ordersPerDay'] }) {
  const { t, i18n } = useTranslation()
  const points = useMemo(() => ordersChartPoints(days ?? [], i18n.language), [days, i18n.language])
  if (points.length === 0) return null
  const total = (figure: 'received' | 'shipped') =>
    formatNumber(
      totalOf(points, (point) => point[figure]),
      i18n.language,
    )
  return (
    <ChartSection
      title={t('dashboard.ordersChart.title')}
      summary={t('dashboard.ordersChart.summary', {
        days: points.length,
        received: total('received'),
        shipped: total('shipped'),
      })}
      pointHeader={t('dashboard.ordersChart.day')}
      points={points}
      figures={[
        { key: 'received', label: t('dashboard.ordersChart.received'), color: 'blue.7' },
        { key: 'shipped', label: t('dashboard.ordersChart.shipped'), color: 'teal.7' },
      ]}
    />
  )
}

/** The units received per week over the last 12 weeks; none for a level that may not read deliveries. */
export function InboundChart({ weeks }: { weeks: Dashboard['inboundUnitsPerWeek'] }) {
  const { t, i18n } = useTranslation()
  const points = useMemo(() => inboundChartPoints(weeks ?? [], i18n.language), [weeks, i18n.language])
  if (points.length === 0) return null
  return (
    <ChartSection
      title={t('dashboard.inboundChart.title')}
      summary={t('dashboard.inboundChart.summary', {
        weeks: points.length,
        units: formatNumber(
          totalOf(points, (point) => point.units),
          i18n.language,
        ),
      })}
      pointHeader={t('dashboard.inboundChart.week')}
      points={points}
      figures={[{ key: 'units', label: t('dashboard.inboundChart.units'), color: 'violet.7' }]}
    />
  )
}
