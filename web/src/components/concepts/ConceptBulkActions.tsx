import { Button, Group, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import type { UseMutationResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { confirm } from '@/components/confirm'
import { showSnackbar } from '@/components/snackbar'
import { outcomeOf, type BulkOutcome, type BulkResult } from '@/lib/bulk-outcome'
import { translateError } from '@/lib/translate-message'

/** What the area's bulk edit dialog gets: whether it is open, how to close it, where its result goes. */
export interface BulkEditDialogProps {
  ids: number[]
  opened: boolean
  onClose: () => void
  onEdited: (result: BulkResult) => void
}

interface ConceptBulkActionsProps {
  /** The area's key prefix (see ConceptTable). */
  texts: string
  selectedIds: number[]
  onOutcome: (outcome: BulkOutcome) => void
  /** The area's calls: send many, delete many. */
  send: UseMutationResult<BulkResult, unknown, number[]>
  remove: UseMutationResult<BulkResult, unknown, number[]>
  /** The area's bulk edit dialog (see BulkEditModal): its fields are the area's own. */
  bulkEditDialog: (props: BulkEditDialogProps) => ReactNode
}

/** What can be done with the selected concepts: bulk edit, send (spec point 4) and delete (after confirming). */
export function ConceptBulkActions({
  texts,
  selectedIds,
  onOutcome,
  send,
  remove,
  bulkEditDialog,
}: ConceptBulkActionsProps) {
  const { t } = useTranslation()
  const [bulkEditing, bulkEdit] = useDisclosure(false)
  const count = selectedIds.length

  const sendSelected = () =>
    send.mutate(selectedIds, {
      onSuccess: (result) => onOutcome(outcomeOf('send', result)),
      onError: (error) => showSnackbar({ message: translateError(t, error), type: 'error' }),
    })

  const deleteSelected = async () => {
    const confirmed = await confirm({
      title: t(`${texts}.delete.title`),
      body: t(`${texts}.delete.body`, { count }),
      confirmLabel: t('common.buttons.delete'),
      cancelLabel: t('common.buttons.cancel'),
      destructive: true,
    })
    if (!confirmed) return
    remove.mutate(selectedIds, {
      onSuccess: (result) => onOutcome(outcomeOf('delete', result)),
      onError: (error) => showSnackbar({ message: translateError(t, error), type: 'error' }),
    })
  }

  return (
    <Group gap="sm">
      <Text size="sm" aria-live="polite">
        {t(`${texts}.list.selected`, { count })}
      </Text>
      <Button variant="light" disabled={count === 0} onClick={bulkEdit.open}>
        {t(`${texts}.actions.bulkEdit`)}
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
      {bulkEditDialog({
        ids: selectedIds,
        opened: bulkEditing,
        onClose: bulkEdit.close,
        onEdited: (result) => onOutcome(outcomeOf('bulkEdit', result)),
      })}
    </Group>
  )
}
