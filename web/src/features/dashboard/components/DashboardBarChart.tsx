import { BarChart, type BarChartSeries } from '@mantine/charts'

/**
 * A bar chart of the dashboard: one bar per series and point, the points' labels along the bottom,
 * whole numbers up the side. A script part of its own (the chart library is most of it), loaded only
 * where it shows; the page gives it an accessible name and the same figures as a table.
 */
export default function DashboardBarChart({
  points,
  series,
  format,
}: {
  points: object[]
  series: BarChartSeries[]
  format: (value: number) => string
}) {
  return (
    <BarChart
      h={240}
      data={points as Record<string, unknown>[]}
      dataKey="label"
      series={series}
      valueFormatter={format}
      withLegend={series.length > 1}
      legendProps={{ verticalAlign: 'bottom' }}
      maxBarWidth={24}
      tickLine="none"
      yAxisProps={{ width: 48, allowDecimals: false }}
      barChartProps={{ accessibilityLayer: false }}
    />
  )
}
