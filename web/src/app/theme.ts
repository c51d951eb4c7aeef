import { createTheme } from '@mantine/core'

// Shade 8 of the primary colour passes WCAG contrast on white (axe fails Mantine's default 6).
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  defaultRadius: 'md',
})
