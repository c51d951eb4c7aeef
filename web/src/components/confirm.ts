import { modals } from '@mantine/modals'
import i18next from 'i18next'
import type { ReactNode } from 'react'

export interface ConfirmOptions {
  title: ReactNode
  body: ReactNode
  confirmLabel: string
  /** Leave out for a dialog that can only be confirmed. */
  cancelLabel?: string
}

/** Opens the confirmation dialog; resolves true when confirmed, false when cancelled or closed. */
export function confirm({ title, body, confirmLabel, cancelLabel }: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title,
      children: body,
      closeButtonProps: { 'aria-label': i18next.t('common.buttons.close') },
      labels: { confirm: confirmLabel, cancel: cancelLabel ?? '' },
      cancelProps: cancelLabel ? undefined : { display: 'none' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    })
  })
}
