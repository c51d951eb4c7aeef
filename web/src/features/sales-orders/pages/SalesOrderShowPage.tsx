import { Group, SimpleGrid, Stack, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { BackButton } from '@/components/BackButton'
import { FieldSection } from '@/components/FieldSection'
import { HistorySection } from '@/components/history/HistorySection'
import { PathRecord } from '@/components/RecordUnavailable'
import { routePath } from '@/config/paths'
import { useProfile } from '@/lib/auth/auth-store'
import { can } from '@/lib/auth/permissions'
import { useSalesOrder, type SalesOrder } from '../api/get-sales-order'
import { useSalesOrderHistory } from '../api/get-sales-order-history'
import { OrderTotals } from '../components/OrderFooter'
import { SalesOrderStatusBadge } from '../components/SalesOrderStatusBadge'
import { CommentPopup } from '../components/show/CommentPopup'
import { OrderActions } from '../components/show/OrderActions'
import { OrderLinesTable } from '../components/show/OrderLinesTable'
import { OrderNotices } from '../components/show/OrderNotices'
import { OrderShipments } from '../components/show/OrderShipments'
import { addressSections, orderSections } from '../components/show/order-sections'

/**
 * salesOrder.show: every field of an order, its lines with what was shipped, its footer, what may be
 * done with it, and its history.
 */
export default function SalesOrderShowPage() {
  return (
    <Stack>
      <Group>
        <BackButton to={routePath('salesOrder.overview')} />
      </Group>
      {/* Each order starts afresh: another order's page shows its own comment pop-up. */}
      <PathRecord useRecord={useSalesOrder} idParam="salesOrderId">
        {(order, clientId) => <SalesOrderDetails clientId={clientId} order={order} />}
      </PathRecord>
    </Stack>
  )
}

function SalesOrderDetails({ clientId, order }: { clientId: number; order: SalesOrder }) {
  const { t, i18n } = useTranslation()
  const canWrite = can(useProfile().level, 'orders.write')
  const history = useSalesOrderHistory(clientId, order.id)
  return (
    <>
      <CommentPopup comment={order.fields.comment} />
      <Group justify="space-between" align="flex-start">
        <Group gap="sm">
          <Title order={1}>{t('salesOrderPage.title', { orderNumber: order.fields.orderNumber })}</Title>
          <SalesOrderStatusBadge status={order.status} />
        </Group>
        {canWrite && <OrderActions clientId={clientId} order={order} />}
      </Group>
      <OrderNotices order={order} />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        {[...orderSections(t, order), ...addressSections(t, order, i18n.language)].map((section) => (
          <FieldSection key={section.title} title={section.title} fields={section.fields} />
        ))}
      </SimpleGrid>
      <Title order={2} size="h3" mt="md">
        {t('salesOrderPage.sections.lines')}
      </Title>
      <OrderLinesTable lines={order.lines} />
      <OrderTotals totals={order.totals} />
      <OrderShipments shipments={order.shipments} />
      <HistorySection history={history} />
    </>
  )
}
