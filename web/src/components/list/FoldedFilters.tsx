import { Button, Collapse, Stack } from '@mantine/core'
import { useDisclosure, useId } from '@mantine/hooks'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { usePhone } from '@/components/use-phone'

interface FoldedFiltersProps {
  /** How many of the folded filters narrow the list, shown on the button. */
  active: number
  /** The filters; in a row on a wide screen, one under the other when unfolded on a phone. */
  children: ReactNode
}

/**
 * A list's filters, which on a phone fold behind a 'Filters' button that says how many are set, so
 * the list starts on the first screen; on a wider screen they stand in the filter bar as they are.
 */
export function FoldedFilters({ active, children }: FoldedFiltersProps) {
  const { t } = useTranslation()
  const phone = usePhone()
  const [opened, { toggle }] = useDisclosure(false)
  const id = useId()
  if (!phone) return children
  return (
    <Stack gap="sm" w="100%">
      <Button
        variant="default"
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={id}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('common.filters.toggle', { count: active })}
      </Button>
      <Collapse expanded={opened} id={id}>
        <Stack gap="sm">{children}</Stack>
      </Collapse>
    </Stack>
  )
}
