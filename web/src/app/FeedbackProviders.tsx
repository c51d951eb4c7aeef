import { ModalsProvider } from '@mantine/modals'
import { Notifications } from '@mantine/notifications'
import '@mantine/notifications/styles.css'
import type { ReactNode } from 'react'

/**
 * Hosts the snackbar and the confirmation dialog. Only the authenticated area uses them, so they
 * load with its layout and stay out of the /login page's script (guest pages show alerts instead).
 */
export function FeedbackProviders({ children }: { children: ReactNode }) {
  return (
    <ModalsProvider>
      <Notifications />
      {children}
    </ModalsProvider>
  )
}
