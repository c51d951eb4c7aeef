import { Alert, Group, Paper, Stack } from '@mantine/core'
import type { ReactNode } from 'react'

/**
 * The bottom of a long form: why saving failed and the form's buttons. It stays in view while the
 * form scrolls, so neither is ever out of sight.
 */
export function FormActions({ alert, actions }: { alert?: ReactNode; actions: ReactNode }) {
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
        <Group justify="flex-end">{actions}</Group>
      </Stack>
    </Paper>
  )
}
