import type { CSSProperties } from 'react'
import './cell-text.css'

/**
 * How a kind of text shows: on how many lines, between which widths, and up to how many characters
 * it is never cut. A code of a usual length ('TUL-CHO-04-CT6', 'TUL01001') is read whole, so only one
 * as long as its field allows gives way to the other columns.
 */
const KINDS = {
  code: { lines: 1, minWidth: '5.5rem', width: '9rem', whole: 16 },
  name: { lines: 2, minWidth: '7rem', width: '13rem', whole: 0 },
} as const

interface CellTextProps {
  /** The whole value; also the title, which a pointer shows when the cell cuts it. */
  children: string
  /** 'code' (article numbers, references: one line) or 'name' (two lines). */
  kind: keyof typeof KINDS
  /** Another maximum width than the kind's, such as '8rem'. */
  width?: string
}

/**
 * A table cell's value that may be as long as its field allows without pushing the columns a person
 * came for out of view: it is cut beyond its kind's width, and whole in its title.
 */
export function CellText({ children, kind, width = KINDS[kind].width }: CellTextProps) {
  const { lines, minWidth, whole } = KINDS[kind]
  return (
    <span
      className="cell-text"
      data-kind={kind}
      data-whole={children.length <= whole || undefined}
      title={children}
      style={
        { '--cell-text-lines': lines, '--cell-text-min-width': minWidth, '--cell-text-width': width } as CSSProperties
      }
    >
      {children}
    </span>
  )
}
