import { CompositeChart } from '@mantine/charts'
import { useTranslation } from 'react-i18next'
import type { StockChartPoint } from './stock-chart-data'

/**
 * The chart of a product's months: its closing stock as a line on the left axis, its usage as bars
 * on the right one, as a month's usage is often a small part of the stock. A script part of its
 * own (the chart library is most of it), loaded only where it shows.
 */
export default function StockMonthsChart({
  points,
  format,
}: {
  points: StockChartPoint[]
  format: (value: number) => string
}) {
  const { t } = useTranslation()
  return (
    <CompositeChart
      h={320}
      data={points}
      dataKey="label"
      curveType="linear"
      series={[
        { name: 'closingStock', label: t('products.stockChart.closingStock'), color: 'blue.8', type: 'line' },
        { name: 'usage', label: t('products.stockChart.usage'), color: 'orange.7', type: 'bar', yAxisId: 'right' },
      ]}
      valueFormatter={format}
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      maxBarWidth={28}
      yAxisProps={{ width: 64, allowDecimals: false }}
      withRightYAxis
      rightYAxisProps={{ width: 56, allowDecimals: false }}
      yAxisLabel={t('products.stockChart.closingStock')}
      rightYAxisLabel={t('products.stockChart.usage')}
      composedChartProps={{ accessibilityLayer: false }}
    />
  )
}
