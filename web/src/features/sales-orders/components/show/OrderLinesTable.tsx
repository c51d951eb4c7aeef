import { Table, Text } from '@mantine/core'
import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { CellText } from '@/components/list/CellText'
import { formatCurrency, formatDay, formatNumber, MISSING } from '@/lib/format'
import type { SalesOrder } from '../../api/get-sales-order'

type OrderLine = SalesOrder['lines'][number]

const percentage = (value: number) => `${formatNumber(value)}%`

/** The line's figures in the table's column order; `right` aligns numbers. */
const columns: readonly {
  key: string
  right?: boolean
  /** A text as long as its field allows, cut beyond its kind's width; figures stay whole on one line. */
  text?: 'code' | 'name'
  show: (line: OrderLine, unitOf: (unit: string) => string) => string
  /** A figure that belongs to this one, on a second line (the VAT's rate under its amount). */
  detail?: (line: OrderLine) => string
  /** The detail's own title, under the column's (the price incl. VAT under the price excl. VAT). */
  detailKey?: string
}[] = [
  { key: 'lineNumber', right: true, show: (line) => String(line.lineNumber) },
  { key: 'articleNumber', text: 'code', show: (line) => line.articleNumber },
  { key: 'name', text: 'name', show: (line) => line.name || MISSING },
  {
    key: 'quantity',
    right: true,
    show: (line) => formatNumber(line.quantity),
    detail: (line) => formatNumber(line.quantityDelivered),
    detailKey: 'quantityDelivered',
  },
  { key: 'unit', show: (line, unitOf) => (line.unit ? unitOf(line.unit) : MISSING) },
  {
    key: 'priceExclVat',
    right: true,
    show: (line) => formatCurrency(line.priceExclVat),
    detail: (line) => formatCurrency(line.priceInclVat),
    detailKey: 'priceInclVat',
  },
  {
    key: 'vat',
    right: true,
    show: (line) => formatCurrency(line.vat),
    detail: (line) => percentage(line.vatPercentage),
  },
  { key: 'discountPercentage', right: true, show: (line) => percentage(line.discountPercentage) },
  { key: 'amountExclVat', right: true, show: (line) => formatCurrency(line.amountExclVat) },
]

/** The order's lines with what was ordered and delivered and their amounts; under a shipped line, what was shipped. */
export function OrderLinesTable({ lines }: { lines: SalesOrder['lines'] }) {
  const { t } = useTranslation()
  const unitOf = (unit: string) => t(`products.unit.${unit}`, { defaultValue: unit })
  return (
    // At 1280 px every column fits, also with the longest article numbers and names, the largest
    // amounts and in Dutch: titles wrap between words, the texts are cut to their room (whole in
    // their titles), the quantities ordered and delivered share a column, as do the prices excl.
    // and incl. VAT, and the columns are a little closer together than elsewhere. A phone scrolls it
    // sideways; focusable, so a keyboard scrolls it too.
    <Table.ScrollContainer minWidth={760} type="native" tabIndex={0}>
      <Table withTableBorder horizontalSpacing={6} aria-label={t('salesOrderPage.sections.lines')}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} ta={column.right ? 'right' : undefined}>
                <span>{t(`salesOrderPage.lines.${column.key}`)}</span>
                {column.detailKey && (
                  <Text size="xs" c="dimmed">
                    {t(`salesOrderPage.lines.${column.detailKey}`)}
                  </Text>
                )}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Fragment key={line.lineNumber}>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Td key={column.key} ta={column.right ? 'right' : undefined} style={{ whiteSpace: 'nowrap' }}>
                    {column.text ? (
                      <CellText kind={column.text}>{column.show(line, unitOf)}</CellText>
                    ) : (
                      column.show(line, unitOf)
                    )}
                    {column.detail && (
                      <Text size="xs" c="dimmed">
                        {column.detail(line)}
                      </Text>
                    )}
                  </Table.Td>
                ))}
              </Table.Tr>
              {line.shipmentItems.length > 0 && (
                <Table.Tr>
                  <Table.Td colSpan={columns.length} bg="gray.0" pl="xl">
                    <ShipmentItems line={line} />
                  </Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

/** What the warehouse shipped for a line: per batch its best-before date, quantity and serial numbers. */
function ShipmentItems({ line }: { line: OrderLine }) {
  const { t } = useTranslation()
  const caption = t('salesOrderPage.lines.shipped', { line: line.lineNumber })
  return (
    <>
      <Text size="sm" fw={600} mb={4}>
        {caption}
      </Text>
      <Table aria-label={caption} verticalSpacing={2} maw={720}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('salesOrderPage.lines.batchNumber')}</Table.Th>
            <Table.Th>{t('salesOrderPage.lines.bestBeforeDate')}</Table.Th>
            <Table.Th ta="right">{t('salesOrderPage.lines.shippedQuantity')}</Table.Th>
            <Table.Th>{t('salesOrderPage.lines.serialNumbers')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {line.shipmentItems.map((item, index) => (
            <Table.Tr key={index}>
              <Table.Td>{item.batchNumber || MISSING}</Table.Td>
              <Table.Td>{item.bestBeforeDate ? formatDay(item.bestBeforeDate) : MISSING}</Table.Td>
              <Table.Td ta="right">{formatNumber(item.quantity)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{item.serialNumbers.join(', ') || MISSING}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  )
}
