import { Alert, Group, Paper, Stack } from '@mantine/core'
import type { ReactNode } from 'react'

interface FormActionsProps {
  /** Why the last save or send failed. */
  alert?: ReactNode
  /** 'Back', on the left. */
  back: ReactNode
  /** The form's own buttons, on the right. */
  actions: ReactNode
}

/**
 * The bottom of a long form: why saving failed, 'Back' and the form's buttons. It stays in view
 * while the form scrolls, so neither is ever out of sight.
 */
export function FormActions({ alert, back, actions }: FormActionsProps) {
  return (
    <Paper
      pos="sticky"
      bottom={0}
      py="sm"
      radius={0}
      style={{ zIndex: 2, borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Stack gap="sm">
        {alert && (
          <Alert color="red" role="alert">
            {alert}
          </Alert>
        )}
        <Group justify="space-between">
          {back}
          <Group>{actions}</Group>
        </Group>
      </Stack>
    </Paper>
  )
}
