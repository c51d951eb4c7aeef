import { Stack, Text, Title } from '@mantine/core'
import { useId, type ReactNode } from 'react'

interface OwnSectionProps {
  title: string
  intro?: ReactNode
  children: ReactNode
}

/** One of the user's own settings on the Settings page: a region named by its title, as the page's other sections. */
export function OwnSection({ title, intro, children }: OwnSectionProps) {
  const titleId = useId()
  return (
    <Stack component="section" aria-labelledby={titleId}>
      <Title order={2} id={titleId}>
        {title}
      </Title>
      {intro && <Text>{intro}</Text>}
      {children}
    </Stack>
  )
}
