import { useMantineTheme } from '@mantine/core'

/** The Kade logo: a warehouse on a quay, with the name. */
export function Logo({ height = 32 }: { height?: number }) {
  const theme = useMantineTheme()
  const colour = theme.colors[theme.primaryColor][8]
  return (
    <svg role="img" aria-label="Kade" height={height} viewBox="0 0 94 32" xmlns="http://www.w3.org/2000/svg">
      <rect width="32" height="32" rx="6" fill={colour} />
      <path d="M6 14 16 7l10 7v11H6z" fill="#fff" />
      <rect x="11" y="17" width="10" height="8" fill={colour} />
      <text
        x="40"
        y="24"
        fill={colour}
        fontFamily="inherit"
        fontSize="22"
        fontWeight="700"
        textLength="54"
        lengthAdjust="spacingAndGlyphs"
      >
        Kade
      </text>
    </svg>
  )
}
