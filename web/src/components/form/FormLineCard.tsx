import { Button, Group, Paper, Stack, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

interface FormLineCardProps {
  /** The line's name ('Line 2'), which names its group. */
  title: string
  /** The remove button's accessible name; onRemove undefined shows no button (a form keeps one line). */
  removeLabel: string
  onRemove?: () => void
  /** The line's inputs. */
  children: ReactNode
}

/** One line of a form's lines (an order's, a delivery's): its heading, 'Delete', and its inputs. */
export function FormLineCard({ title, removeLabel, onRemove, children }: FormLineCardProps) {
  const { t } = useTranslation()
  return (
    <Paper withBorder p="md" role="group" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {title}
          </Title>
          {onRemove && (
            <Button
              variant="subtle"
              color="red"
              c="red.9"
              size="compact-sm"
              onClick={onRemove}
              aria-label={removeLabel}
            >
              {t('common.buttons.delete')}
            </Button>
          )}
        </Group>
        {children}
      </Stack>
    </Paper>
  )
}
