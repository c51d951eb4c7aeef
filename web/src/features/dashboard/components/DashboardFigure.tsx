import { Paper, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatNumber } from '@/lib/format'
import type { DashboardCount } from '../api/get-dashboard'
import './dashboard.css'

/** How a figure looks: one that needs attention stands out, one of nought is calm, the others plain. */
export type FigureTone = 'alert' | 'calm' | 'plain'

interface DashboardFigureProps {
  label: string
  /** A count of a list (a capped one reads 'More than 1,000', as the lists say it) or a plain number. */
  count: DashboardCount | number
  /** The list the figure counts, if there is one. */
  href?: string
  tone?: FigureTone
}

/** The words of a count: the number, or 'More than 1,000' when the list stopped counting there. */
function useCountText(): (count: DashboardCount | number) => string {
  const { t, i18n } = useTranslation()
  return (count) => {
    if (typeof count === 'number') return formatNumber(count, i18n.language)
    const total = formatNumber(count.total, i18n.language)
    return count.totalCapped ? t('dashboard.more', { total }) : total
  }
}

/** One figure of the dashboard: its label and its count, a link to the list it counts when there is one. */
export function DashboardFigure({ label, count, href, tone = 'plain' }: DashboardFigureProps) {
  const countText = useCountText()
  const content = (
    <>
      <Text className="dashboard-figure-label" fw={500}>
        {label}
      </Text>
      <Text
        className="dashboard-figure-count"
        data-capped={typeof count === 'object' && count.totalCapped ? true : undefined}
      >
        {countText(count)}
      </Text>
    </>
  )
  return href ? (
    <Paper component={Link} to={href} withBorder p="md" className="dashboard-figure" data-tone={tone}>
      {content}
    </Paper>
  ) : (
    <Paper withBorder p="md" className="dashboard-figure" data-tone={tone}>
      {content}
    </Paper>
  )
}
