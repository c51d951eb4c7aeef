import { Box, Center, Loader, Table, VisuallyHidden } from '@mantine/core'
import type { BarChartSeries } from '@mantine/charts'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '@/lib/format'
import { loadWithTimeout } from '@/lib/lazy'
import { DashboardSection } from './DashboardSection'

const DashboardBarChart = lazy(() => loadWithTimeout(() => import('./DashboardBarChart')))

const CHART_HEIGHT = 240

/** A figure of a chart: its key in the points, its name and its colour. */
type ChartFigure<P> = { key: keyof P & string; label: string; color: string }

interface ChartSectionProps<P extends { label: string; title: string }> {
  title: string
  /** What the chart shows in one sentence with its totals: the chart's accessible name. */
  summary: string
  /** The points' column header in the table ('Day', 'Week'). */
  pointHeader: string
  points: P[]
  figures: ChartFigure<P>[]
}

/**
 * A chart of the dashboard in a region named by its title. The chart is an image named by its
 * summary; the same figures are a table that only screen readers read, captioned by the title.
 */
export function ChartSection<P extends { label: string; title: string }>({
  title,
  summary,
  pointHeader,
  points,
  figures,
}: ChartSectionProps<P>) {
  const { i18n } = useTranslation()
  const format = (value: number) => formatNumber(value, i18n.language)
  const series: BarChartSeries[] = figures.map(({ key, label, color }) => ({ name: key, label, color }))
  return (
    <DashboardSection title={title}>
      <Box role="img" aria-label={summary} h={CHART_HEIGHT}>
        <Suspense
          fallback={
            <Center h={CHART_HEIGHT}>
              <Loader />
            </Center>
          }
        >
          <DashboardBarChart points={points} series={series} format={format} />
        </Suspense>
      </Box>
      <VisuallyHidden>
        <Table>
          <Table.Caption>{title}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{pointHeader}</Table.Th>
              {figures.map((figure) => (
                <Table.Th key={figure.key} scope="col">
                  {figure.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {points.map((point) => (
              <Table.Tr key={point.title}>
                <Table.Th scope="row">{point.title}</Table.Th>
                {figures.map((figure) => (
                  <Table.Td key={figure.key}>{format(point[figure.key] as number)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </DashboardSection>
  )
}
