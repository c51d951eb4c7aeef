import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AppProviders } from '@/app/AppProviders'
import { DateRangeFilter } from './DateRangeFilter'

const renderRange = (dateFrom: string, dateTo: string) =>
  render(
    <AppProviders env="test">
      <DateRangeFilter range={{ dateFrom, dateTo }} onChange={() => {}} labels={{ from: 'From', to: 'To' }} />
    </AppProviders>,
  )

describe('DateRangeFilter', () => {
  it('says at From that From is after To', () => {
    renderRange('2026-03-10', '2026-03-01')
    expect(screen.getByLabelText('From')).toHaveAccessibleDescription('From is after To')
  })

  it('says nothing while the range is open or in order', () => {
    for (const [from, to] of [
      ['2026-03-01', '2026-03-01'],
      ['2026-03-10', ''],
      ['', '2026-03-01'],
    ]) {
      const { unmount } = renderRange(from, to)
      expect(screen.queryByText('From is after To')).not.toBeInTheDocument()
      unmount()
    }
  })
})
