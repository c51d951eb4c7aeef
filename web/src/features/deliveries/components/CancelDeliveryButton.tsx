import { Button } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { confirm } from '@/components/confirm'
import { showSnackbar } from '@/components/snackbar'
import { translateError } from '@/lib/translate-message'
import { useCancelDelivery } from '../api/cancel-delivery'

interface CancelDeliveryButtonProps {
  clientId: number
  deliveryId: number
  reference: string
  size?: 'sm' | 'compact-sm' | 'compact-xs'
  onCancelled?: () => void
}

/** Cancels an announced delivery after confirming; a refusal (409: it arrived meanwhile) says why. */
export function CancelDeliveryButton({
  clientId,
  deliveryId,
  reference,
  size = 'sm',
  onCancelled,
}: CancelDeliveryButtonProps) {
  const { t } = useTranslation()
  const cancel = useCancelDelivery(clientId)
  const run = async () => {
    const confirmed = await confirm({
      title: t('deliveryOverview.cancel.title', { reference }),
      body: t('deliveryOverview.cancel.body'),
      confirmLabel: t('deliveryOverview.cancel.confirm'),
      cancelLabel: t('deliveryOverview.cancel.keep'),
      destructive: true,
    })
    if (!confirmed) return
    try {
      await cancel.mutateAsync(deliveryId)
      showSnackbar({ message: t('deliveryOverview.cancel.done', { reference }) })
      onCancelled?.()
    } catch (error) {
      showSnackbar({ message: translateError(t, error), type: 'error' })
    }
  }
  return (
    <Button
      variant="outline"
      color="red.9"
      size={size}
      loading={cancel.isPending}
      onClick={() => void run()}
      aria-label={t('deliveryOverview.cancel.button', { reference })}
    >
      {/* In a row beside Edit, 'Cancel' says enough; its accessible name names the delivery. */}
      {t(size === 'sm' ? 'deliveryOverview.cancel.action' : 'common.buttons.cancel')}
    </Button>
  )
}
