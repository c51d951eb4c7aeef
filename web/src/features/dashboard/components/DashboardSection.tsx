import { Group, SimpleGrid, Stack, Title } from '@mantine/core'
import { Children, isValidElement, useId, type ReactNode } from 'react'
import './dashboard.css'

interface DashboardSectionProps {
  title: string
  /** Beside the title, e.g. the day 'Today' counts. */
  aside?: ReactNode
  children: ReactNode
}

/** A part of the dashboard: a region named by its heading. */
export function DashboardSection({ title, aside, children }: DashboardSectionProps) {
  const titleId = useId()
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Group gap="sm" align="baseline">
        <Title order={2} size="h3" id={titleId}>
          {title}
        </Title>
        {aside}
      </Group>
      {children}
    </Stack>
  )
}

/** Figures side by side, as a list: four on a wide screen, fewer as it narrows. */
export function FigureGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid component="ul" className="dashboard-figures" cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="sm">
      {Children.toArray(children).map((child, index) => (
        <li key={isValidElement(child) ? child.key : index}>{child}</li>
      ))}
    </SimpleGrid>
  )
}
