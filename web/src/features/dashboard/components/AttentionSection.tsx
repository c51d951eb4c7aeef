import { useTranslation } from 'react-i18next'
import type { DashboardAttention } from '../api/get-dashboard'
import { attentionHref } from './dashboard-links'
import { DashboardFigure } from './DashboardFigure'
import { DashboardSection, FigureGrid } from './DashboardSection'

/**
 * 'Needs attention': each count the caller's level may read, in the API's order, each a link to the
 * list it counts. A count above nought stands out; nought stays calm.
 */
export function AttentionSection({ attention }: { attention: DashboardAttention[] }) {
  const { t } = useTranslation()
  if (attention.length === 0) return null
  return (
    <DashboardSection title={t('dashboard.attention.title')}>
      <FigureGrid>
        {attention.map(({ key, total, totalCapped }) => (
          <DashboardFigure
            key={key}
            label={t(`dashboard.attention.${key}`)}
            count={{ total, totalCapped }}
            href={attentionHref(key)}
            tone={total > 0 || totalCapped ? 'alert' : 'calm'}
          />
        ))}
      </FigureGrid>
    </DashboardSection>
  )
}
