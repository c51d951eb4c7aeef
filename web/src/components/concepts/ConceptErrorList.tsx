import { Alert, List, Text } from '@mantine/core'

/** The errors a concept has now, one line each under `heading`; nothing when it has none. */
export function ConceptErrorList({ heading, lines }: { heading: string; lines: readonly string[] }) {
  if (lines.length === 0) return null
  return (
    <Alert color="orange">
      {/* No title: the alert's orange title misses WCAG contrast on its light background. */}
      <Text size="sm" fw={500}>
        {heading}
      </Text>
      <List size="sm">
        {lines.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
    </Alert>
  )
}
