import { Button, Group, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useTranslation } from 'react-i18next'
import { confirm } from '@/components/confirm'
import { showSnackbar } from '@/components/snackbar'
import { translateError } from '@/lib/translate-message'
import { useDeleteConceptProducts } from '../../api/delete-concept-product'
import { useSendConceptProducts, type BulkResult } from '../../api/send-concept-products'
import { BulkEditModal } from './BulkEditModal'
import type { BulkOutcome } from './bulk-outcome'

interface ConceptBulkActionsProps {
  clientId: number
  selectedIds: number[]
  onOutcome: (outcome: BulkOutcome) => void
}

const outcomeOf = (action: BulkOutcome['action'], { succeeded, failed }: BulkResult): BulkOutcome => ({
  action,
  succeeded: succeeded.length,
  failed: failed.map(({ id }) => id),
})

/** What can be done with the selected concepts: bulk edit, send (spec point 4) and delete (after confirming). */
export function ConceptBulkActions({ clientId, selectedIds, onOutcome }: ConceptBulkActionsProps) {
  const { t } = useTranslation()
  const [bulkEditing, bulkEdit] = useDisclosure(false)
  const send = useSendConceptProducts(clientId)
  const remove = useDeleteConceptProducts(clientId)
  const count = selectedIds.length

  const sendSelected = () =>
    send.mutate(selectedIds, {
      onSuccess: (result) => onOutcome(outcomeOf('send', result)),
      onError: (error) => showSnackbar({ message: translateError(t, error), type: 'error' }),
    })

  const deleteSelected = async () => {
    const confirmed = await confirm({
      title: t('conceptProducts.delete.title'),
      body: t('conceptProducts.delete.body', { count }),
      confirmLabel: t('common.buttons.delete'),
      cancelLabel: t('common.buttons.cancel'),
    })
    if (!confirmed) return
    remove.mutate(selectedIds, {
      onSuccess: ({ deleted, failed: notDeleted }) =>
        onOutcome({ action: 'delete', succeeded: deleted.length, failed: notDeleted }),
    })
  }

  return (
    <Group gap="sm">
      <Text size="sm" aria-live="polite">
        {t('conceptProducts.list.selected', { count })}
      </Text>
      <Button variant="light" disabled={count === 0} onClick={bulkEdit.open}>
        {t('conceptProducts.actions.bulkEdit')}
      </Button>
      <Button disabled={count === 0} loading={send.isPending} onClick={sendSelected}>
        {t('common.buttons.send')}
      </Button>
      <Button
        color="red.8"
        variant="outline"
        disabled={count === 0}
        loading={remove.isPending}
        onClick={deleteSelected}
      >
        {t('common.buttons.delete')}
      </Button>
      <BulkEditModal
        clientId={clientId}
        ids={selectedIds}
        opened={bulkEditing}
        onClose={bulkEdit.close}
        onEdited={(result) => onOutcome(outcomeOf('bulkEdit', result))}
      />
    </Group>
  )
}
