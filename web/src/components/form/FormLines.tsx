import { Button, Group, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { translateMessage } from '@/lib/translate-message'

interface FormLinesProps {
  /** The section's heading id, which names it. */
  id: string
  title: string
  /** The message about the lines as a whole (none, too many), a translation key. */
  error?: string
  addLabel: string
  onAdd: () => void
  addDisabled?: boolean
  /** The rows of the lines. */
  children: ReactNode
}

/** A form's section of lines (an order's, a delivery's): its heading, what is wrong with the lines as a whole, the rows, and 'add'. */
export function FormLines({ id, title, error, addLabel, onAdd, addDisabled, children }: FormLinesProps) {
  const { t } = useTranslation()
  return (
    <Stack component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {error && (
        <Text c="red.8" size="sm" role="alert">
          {translateMessage(t, error)}
        </Text>
      )}
      {children}
      <Group>
        <Button variant="light" onClick={onAdd} disabled={addDisabled}>
          {addLabel}
        </Button>
      </Group>
    </Stack>
  )
}
