import { Badge } from '@mantine/core'
import type { ReactNode } from 'react'

interface StatusBadgeProps {
  /** A dark shade: white badge text needs a contrast of 4.5 (WCAG AA), which lighter shades miss. */
  color: string
  /** Outlined for a state that is over or off (cancelled, inactive). */
  outline?: boolean
  children: ReactNode
}

/** A record's status or state as a badge, its label in the user's language. */
export function StatusBadge({ color, outline = false, children }: StatusBadgeProps) {
  return (
    // A badge's label may shrink to an ellipsis; in a table cell that left only 'A…', so it keeps its width.
    <Badge color={color} variant={outline ? 'outline' : 'filled'} style={{ minWidth: 'max-content' }}>
      {children}
    </Badge>
  )
}
