import { notifications } from '@mantine/notifications'
import i18next from 'i18next'

export type SnackbarType = 'success' | 'error' | 'warning' | 'info'

/** Snackbars close after 10 seconds unless a message says otherwise (spec point 9). */
export const SNACKBAR_TIMEOUT_MS = 10_000

const colours: Record<SnackbarType, string> = { success: 'green', error: 'red', warning: 'orange', info: 'blue' }

export interface SnackbarMessage {
  message: string
  type?: SnackbarType
  timeout?: number
}

export function showSnackbar({ message, type = 'success', timeout = SNACKBAR_TIMEOUT_MS }: SnackbarMessage): void {
  notifications.show({
    message,
    color: colours[type],
    autoClose: timeout,
    closeButtonProps: { 'aria-label': i18next.t('common.buttons.close') },
  })
}
