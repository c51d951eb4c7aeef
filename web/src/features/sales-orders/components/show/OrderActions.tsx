import { Button, Group } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { confirm } from '@/components/confirm'
import { showSnackbar } from '@/components/snackbar'
import { routePath } from '@/config/paths'
import { translateError } from '@/lib/translate-message'
import { useChangeSalesOrderStatus, type SalesOrderTransition } from '../../api/change-sales-order-status'
import type { SalesOrder } from '../../api/get-sales-order'
import { actionsFor } from './order-actions'

/**
 * Edit, put on hold, release and cancel, as far as the order's status allows. A change is confirmed
 * by a snackbar; one the API refuses (409: the status changed meanwhile) says why. Either way the
 * order is read again.
 */
export function OrderActions({ clientId, order }: { clientId: number; order: SalesOrder }) {
  const { t } = useTranslation()
  const change = useChangeSalesOrderStatus(clientId, order.id)
  const orderNumber = order.fields.orderNumber

  const run = async (transition: SalesOrderTransition) => {
    if (transition === 'cancel') {
      const confirmed = await confirm({
        title: t('salesOrderPage.confirmCancel.title', { orderNumber }),
        body: t('salesOrderPage.confirmCancel.body'),
        confirmLabel: t('salesOrderPage.confirmCancel.confirm'),
        cancelLabel: t('salesOrderPage.confirmCancel.keep'),
        destructive: true,
      })
      if (!confirmed) return
    }
    try {
      await change.mutateAsync(transition)
      showSnackbar({ message: t(`salesOrderPage.done.${transition}`, { orderNumber }) })
    } catch (error) {
      showSnackbar({ message: translateError(t, error), type: 'error' })
    }
  }

  const actions = actionsFor(order.status)
  if (actions.length === 0) return null
  return (
    <Group gap="sm">
      {actions.map((action) =>
        action === 'edit' ? (
          <Button
            key={action}
            component={Link}
            to={routePath('salesOrder.edit', { clientId, salesOrderId: order.id })}
            variant="default"
          >
            {t('common.buttons.edit')}
          </Button>
        ) : (
          <Button
            key={action}
            variant={action === 'cancel' ? 'outline' : 'default'}
            color={action === 'cancel' ? 'red.9' : undefined}
            loading={change.isPending && change.variables === action}
            disabled={change.isPending && change.variables !== action}
            onClick={() => void run(action)}
          >
            {t(`salesOrderPage.actions.${action}`)}
          </Button>
        ),
      )}
    </Group>
  )
}
