import { Paper, Table } from '@mantine/core'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { formatCurrency, MISSING } from '@/lib/format'
import { orderFooter, type Totals } from '@/lib/order-totals'
import type { OrderForm } from './sales-order-values'
import { toCents, toTotalsLine } from './sales-order-values'

interface OrderFooterProps {
  form: OrderForm
  /** The account's handling costs per order in cents; null while unknown, then left out of the total. */
  handlingCosts: number | null
}

const rows: readonly (keyof Totals)[] = [
  'subtotal',
  'totalDiscount',
  'estimatedVat',
  'shippingCosts',
  'handlingCosts',
  'total',
]

/** The order footer of spec point 3 in EUR, worked out as the API does and updated as you type. */
export function OrderFooter({ form, handlingCosts }: OrderFooterProps) {
  const [lines, shipmentCosts] = useWatch({ control: form.control, name: ['lines', 'shipmentCostsInclVat'] })
  const totals = orderFooter(lines.map(toTotalsLine), toCents(shipmentCosts), handlingCosts ?? 0)
  return <OrderTotals totals={totals} handlingCostsKnown={handlingCosts !== null} />
}

interface OrderTotalsProps {
  /** In cents. */
  totals: Totals
  /** Without them the handling costs show as not known. */
  handlingCostsKnown?: boolean
}

/** The order footer in EUR: subtotal, total discount, estimated VAT, shipping and handling costs, total. */
export function OrderTotals({ totals, handlingCostsKnown = true }: OrderTotalsProps) {
  const { t } = useTranslation()
  const show = (row: keyof Totals) =>
    row === 'handlingCosts' && !handlingCostsKnown ? MISSING : formatCurrency(totals[row])
  return (
    <Paper withBorder p="md" ml="auto" w="100%" maw={420}>
      <Table aria-label={t('salesOrderForm.sections.footer')} verticalSpacing={4}>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row} fw={row === 'total' ? 700 : undefined}>
              <Table.Th scope="row" fw="inherit">
                {t(`salesOrderForm.footer.${row}`)}
              </Table.Th>
              <Table.Td ta="right">{show(row)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  )
}
