import { Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { ProductDetail } from '../../api/get-product'
import { formatDay, formatNumber, MISSING } from '@/lib/format'
import { CellText } from '@/components/list/CellText'

/** The product's current stock per lot, best-before date and batch status. */
export function StockLotsTable({ lots, label }: { lots: ProductDetail['lots']; label: string }) {
  const { t } = useTranslation()
  if (lots.length === 0) return <Text c="gray.7">{t('productOverview.noLots')}</Text>
  return (
    // A phone scrolls it sideways; focusable, so a keyboard scrolls it too.
    <Table.ScrollContainer minWidth={480} type="native" tabIndex={0}>
      <Table striped withTableBorder aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('products.fields.lotNumber')}</Table.Th>
            <Table.Th>{t('products.fields.bestBefore')}</Table.Th>
            <Table.Th>{t('products.fields.batchStatus')}</Table.Th>
            <Table.Th ta="right">{t('products.fields.quantity')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lots.map((lot) => (
            <Table.Tr key={`${lot.lotNumber}|${lot.bestBefore}|${lot.batchStatus}`}>
              <Table.Td>
                <CellText kind="code">{lot.lotNumber || MISSING}</CellText>
              </Table.Td>
              <Table.Td>{lot.bestBefore ? formatDay(lot.bestBefore) : MISSING}</Table.Td>
              <Table.Td>{t(`products.batchStatus.${lot.batchStatus}`)}</Table.Td>
              <Table.Td ta="right">{formatNumber(lot.quantity)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
