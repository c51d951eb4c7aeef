import { Badge, Button, List, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { ConceptProductRow } from '../../api/list-concept-products'
import { describeErrors } from '../form/field-errors'

/** The concept's flag: 'To adjust' (it has errors) or 'Ready'. */
function ConceptFlagBadge({ hasErrors }: { hasErrors: boolean }) {
  const { t } = useTranslation()
  return (
    // The darkest shades: white on a lighter red or on green.9 misses WCAG contrast at badge size.
    <Badge color={hasErrors ? 'red.9' : 'teal.9'}>
      {t(hasErrors ? 'conceptProducts.flag.toAdjust' : 'conceptProducts.flag.ready')}
    </Badge>
  )
}

interface ConceptFlagCellProps {
  row: ConceptProductRow
  expanded: boolean
  onToggle: () => void
}

/** The flag, and for a concept to adjust the button that shows its errors under the row. */
export function ConceptFlagCell({ row, expanded, onToggle }: ConceptFlagCellProps) {
  const { t } = useTranslation()
  return (
    <Stack gap={4} align="flex-start">
      <ConceptFlagBadge hasErrors={row.hasErrors} />
      {row.hasErrors && (
        <Button
          variant="default"
          size="compact-xs"
          aria-expanded={expanded}
          aria-controls={`concept-errors-${row.id}`}
          onClick={onToggle}
        >
          {t(expanded ? 'conceptProducts.list.hideErrors' : 'conceptProducts.list.showErrors')}
        </Button>
      )}
    </Stack>
  )
}

/** A concept's errors per field, translated, under its row. */
export function ConceptErrorList({ row }: { row: ConceptProductRow }) {
  const { t } = useTranslation()
  return (
    <List
      id={`concept-errors-${row.id}`}
      aria-label={t('conceptProducts.list.errorsOf', { articleNumber: row.articleNumber })}
      size="sm"
      c="red.9"
      px="md"
      py="xs"
      withPadding
    >
      {describeErrors(t, row.errors).map((line) => (
        <List.Item key={line}>{line}</List.Item>
      ))}
    </List>
  )
}
