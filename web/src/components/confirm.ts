import { modals } from '@mantine/modals'
import i18next from 'i18next'
import type { ReactNode } from 'react'

export interface ConfirmOptions {
  title: ReactNode
  body: ReactNode
  confirmLabel: string
  /** Leave out for a dialog that can only be confirmed. */
  cancelLabel?: string
  /** A confirmation that deletes, cancels or revokes something: its button is red, as its trigger is. */
  destructive?: boolean
}

/** Opens the confirmation dialog; resolves true when confirmed, false when cancelled or closed. */
export function confirm({ title, body, confirmLabel, cancelLabel, destructive }: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title,
      children: body,
      closeButtonProps: { 'aria-label': i18next.t('common.buttons.close') },
      labels: { confirm: confirmLabel, cancel: cancelLabel ?? '' },
      cancelProps: cancelLabel ? undefined : { display: 'none' },
      confirmProps: destructive ? { color: 'red.9' } : undefined,
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    })
  })
}
