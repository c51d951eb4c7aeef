import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { Dashboard } from '../api/get-dashboard'
import { formatLongDay } from './dashboard-charts'
import { ordersOfDayHref, returnsOfDayHref } from './dashboard-links'
import { DashboardFigure } from './DashboardFigure'
import { DashboardSection, FigureGrid } from './DashboardSection'

/**
 * 'Today' (the day in Amsterdam the API counts): orders received and returns booked, each a link to
 * its overview of that day, orders shipped and deliveries expected. A figure the caller's level may
 * not read (null) is left out.
 */
export function TodaySection({ date, today }: Pick<Dashboard, 'date' | 'today'>) {
  const { t, i18n } = useTranslation()
  const figures = [
    { key: 'ordersReceived', count: today.ordersReceived, href: ordersOfDayHref(date) },
    { key: 'ordersShipped', count: today.ordersShipped },
    { key: 'deliveriesExpected', count: today.deliveriesExpected },
    { key: 'returnsBooked', count: today.returnsBooked, href: returnsOfDayHref(date) },
  ]
  const shown = figures.flatMap(({ count, ...figure }) => (count === null ? [] : [{ ...figure, count }]))
  if (shown.length === 0) return null
  return (
    <DashboardSection
      title={t('dashboard.today.title')}
      aside={<Text c="dimmed">{formatLongDay(date, i18n.language)}</Text>}
    >
      <FigureGrid>
        {shown.map(({ key, count, href }) => (
          <DashboardFigure key={key} label={t(`dashboard.today.${key}`)} count={count} href={href} />
        ))}
      </FigureGrid>
    </DashboardSection>
  )
}
