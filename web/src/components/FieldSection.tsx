import { Paper, SimpleGrid, Text, Title } from '@mantine/core'
import { useId, type ReactNode } from 'react'

export interface ShownField {
  label: string
  value: ReactNode
}

interface FieldSectionProps {
  title: string
  fields: readonly ShownField[]
}

/** A titled group of read-only fields: a region named by its title, holding a list of label and value. */
export function FieldSection({ title, fields }: FieldSectionProps) {
  const titleId = useId()
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" mb="sm" id={titleId}>
        {title}
      </Title>
      <SimpleGrid component="dl" cols={2} spacing="md" verticalSpacing={6} m={0}>
        {fields.map(({ label, value }) => [
          <Text key={`${label}-label`} component="dt" c="gray.7" size="sm">
            {label}
          </Text>,
          <Text key={`${label}-value`} component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>,
        ])}
      </SimpleGrid>
    </Paper>
  )
}
