import { Alert, Box, Center, Grid, Loader, Table, Text, Title } from '@mantine/core'
import { lazy, Suspense, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useProductStockMonths, type ProductStockMonth } from '../../api/product-stock-months'
import { stockChartPoints, type StockChartPoint } from './stock-chart-data'
import { formatNumber } from '@/lib/format'
import { loadWithTimeout } from '@/lib/lazy'
import { translateError } from '@/lib/translate-message'

const StockMonthsChart = lazy(() => loadWithTimeout(() => import('./StockMonthsChart')))

/** The product page's stock over the last 12 months: a chart of each month's closing stock and usage, and the same figures in a table. */
export function StockChart({ clientId, productId }: { clientId: number; productId: number }) {
  const { t } = useTranslation()
  const months = useProductStockMonths(clientId, productId)
  return (
    <div>
      <Title order={2} size="h3" mt="md" mb="sm">
        {t('products.stockChart.title')}
      </Title>
      {months.isPending ? (
        <Center h={120} role="status" aria-label={t('common.loading')}>
          <Loader />
        </Center>
      ) : months.isError ? (
        <Alert color="red">{translateError(t, months.error)}</Alert>
      ) : (
        <StockChartFigures months={months.data} />
      )}
    </div>
  )
}

function StockChartFigures({ months }: { months: ProductStockMonth[] }) {
  const { t, i18n } = useTranslation()
  const points = useMemo(() => stockChartPoints(months, i18n.language), [months, i18n.language])
  if (points.length === 0) return <Text c="gray.7">{t('products.stockChart.noMonths')}</Text>
  const format = (value: number) => formatNumber(value, i18n.language)
  return (
    <Grid gap="lg" align="flex-start">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        {/* The table beside it holds the same figures; screen readers read that. */}
        <Box aria-hidden="true">
          <Suspense
            fallback={
              <Center h={320}>
                <Loader />
              </Center>
            }
          >
            <StockMonthsChart points={points} format={format} />
          </Suspense>
        </Box>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <StockMonthsTable points={points} format={format} />
      </Grid.Col>
    </Grid>
  )
}

function StockMonthsTable({ points, format }: { points: StockChartPoint[]; format: (value: number) => string }) {
  const { t } = useTranslation()
  return (
    <Table striped withTableBorder fz="sm" verticalSpacing={4} captionSide="top">
      <Table.Caption>{t('products.stockChart.caption')}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('products.stockChart.month')}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t('products.stockChart.closingStock')}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {t('products.stockChart.usage')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {points.map((point) => (
          <Table.Tr key={point.month}>
            <Table.Th scope="row" fw="normal" style={{ whiteSpace: 'nowrap' }}>
              {point.title}
            </Table.Th>
            <Table.Td ta="right">{format(point.closingStock)}</Table.Td>
            <Table.Td ta="right">{format(point.usage)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}
