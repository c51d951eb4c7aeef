import { Badge, Button, List, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** The concept's flag: 'To adjust' (it has errors) or 'Ready'. */
function ConceptFlagBadge({ texts, hasErrors }: { texts: string; hasErrors: boolean }) {
  const { t } = useTranslation()
  return (
    // The darkest shades: white on a lighter red or on green.9 misses WCAG contrast at badge size.
    <Badge color={hasErrors ? 'red.9' : 'teal.9'}>
      {t(hasErrors ? `${texts}.flag.toAdjust` : `${texts}.flag.ready`)}
    </Badge>
  )
}

interface ConceptFlagCellProps {
  texts: string
  id: number
  hasErrors: boolean
  expanded: boolean
  onToggle: () => void
}

/** The flag, and for a concept to adjust the button that shows its errors under the row. */
export function ConceptFlagCell({ texts, id, hasErrors, expanded, onToggle }: ConceptFlagCellProps) {
  const { t } = useTranslation()
  return (
    <Stack gap={4} align="flex-start">
      <ConceptFlagBadge texts={texts} hasErrors={hasErrors} />
      {hasErrors && (
        <Button
          variant="default"
          size="compact-xs"
          aria-expanded={expanded}
          aria-controls={`concept-errors-${id}`}
          onClick={onToggle}
        >
          {t(expanded ? `${texts}.list.hideErrors` : `${texts}.list.showErrors`)}
        </Button>
      )}
    </Stack>
  )
}

interface ConceptErrorListProps {
  texts: string
  id: number
  /** How the row is named to a person, such as its article number. */
  name: string
  /** Its errors in words, one per field (see describeErrors). */
  lines: string[]
}

/** A concept's errors per field, under its row. */
export function ConceptErrorList({ texts, id, name, lines }: ConceptErrorListProps) {
  const { t } = useTranslation()
  return (
    <List
      id={`concept-errors-${id}`}
      aria-label={t(`${texts}.list.errorsOf`, { name })}
      size="sm"
      c="red.9"
      px="md"
      py="xs"
      withPadding
    >
      {lines.map((line) => (
        <List.Item key={line}>{line}</List.Item>
      ))}
    </List>
  )
}
