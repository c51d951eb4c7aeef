import type { ProductStockMonth } from '../../api/product-stock-months'
import { formatMonth } from '@/lib/format'

/** One month of the product page's stock chart and of the table beside it. */
export interface StockChartPoint {
  /** The calendar month, YYYY-MM. */
  month: string
  /** The chart's axis label: the month's short name in the reader's language ('Mar', 'mrt'). */
  label: string
  /** The table's row header: the month and its year ('March 2026', 'maart 2026'). */
  title: string
  closingStock: number
  usage: number
}

/** The chart's points of a product's months, oldest first, labelled in the reader's language. */
export const stockChartPoints = (months: readonly ProductStockMonth[], locale: string): StockChartPoint[] =>
  [...months]
    .sort((a, b) => a.month.localeCompare(b.month))
    .map(({ month, closingStock, usage }) => ({
      month,
      label: formatMonth(month, 'short', locale),
      title: formatMonth(month, 'long', locale),
      closingStock,
      usage,
    }))
