import { Anchor } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

/** A list row's link to its record's page; the row's own click (which opens the page too) is not fired twice. */
export function RowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} onClick={(event) => event.stopPropagation()}>
      {children}
    </Anchor>
  )
}
