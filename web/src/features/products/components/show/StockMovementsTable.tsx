import { Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { formatChange, formatDateTime, formatDay, MISSING } from '@/lib/format'
import type { ProductDetail } from '../../api/get-product'
import { CellText } from '@/components/list/CellText'

/** The product's latest stock movements, newest first; stock leaving is signed and red. */
export function StockMovementsTable({ movements, label }: { movements: ProductDetail['movements']; label: string }) {
  const { t } = useTranslation()
  if (movements.length === 0) return <Text c="gray.7">{t('productOverview.noMovements')}</Text>
  return (
    // A phone scrolls it sideways; focusable, so a keyboard scrolls it too.
    <Table.ScrollContainer minWidth={720} type="native" tabIndex={0}>
      <Table striped withTableBorder aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('products.fields.occurredAt')}</Table.Th>
            <Table.Th>{t('products.fields.movementType')}</Table.Th>
            <Table.Th>{t('products.fields.reference')}</Table.Th>
            <Table.Th>{t('products.fields.lotNumber')}</Table.Th>
            <Table.Th>{t('products.fields.bestBefore')}</Table.Th>
            <Table.Th>{t('products.fields.batchStatus')}</Table.Th>
            <Table.Th ta="right">{t('products.fields.quantity')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {movements.map((movement) => (
            <Table.Tr key={movement.id}>
              <Table.Td>{formatDateTime(movement.occurredAt)}</Table.Td>
              <Table.Td>{t(`products.movementType.${movement.type}`)}</Table.Td>
              <Table.Td>
                <CellText kind="code">{movement.reference || MISSING}</CellText>
              </Table.Td>
              <Table.Td>
                <CellText kind="code">{movement.lotNumber || MISSING}</CellText>
              </Table.Td>
              <Table.Td>{movement.bestBefore ? formatDay(movement.bestBefore) : MISSING}</Table.Td>
              <Table.Td>{t(`products.batchStatus.${movement.batchStatus}`)}</Table.Td>
              <Table.Td ta="right" fw={600} c={movement.quantity < 0 ? 'red.9' : 'teal.9'}>
                {formatChange(movement.quantity)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
