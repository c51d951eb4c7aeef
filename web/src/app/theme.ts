import { Badge, createTheme, Title, type CSSVariablesResolver } from '@mantine/core'

// Shade 8 passes WCAG colour contrast on white; axe fails Mantine's default shade 6, for the
// primary colour and for the error texts under fields alike, and its dimmed grey (descriptions under
// fields), for which gray 7 passes.
// Transitions (modals, menus, notifications) are skipped for people who ask their system for
// reduced motion; the browser journeys ask for it too, so axe never measures a half-faded dialog.
// A badge is never narrower than its label: Mantine lets a squeezed badge (a narrow table column)
// cut its label to 'RE…'; at its full width the column makes room for it instead.
// A page title is smaller on a phone, where 'Ontvangstoverzicht' at 34 px is wider than the screen,
// and breaks anywhere if it must (an order titled by its 50-character number).
// A highlighted menu link under the mouse keeps its dark blue text readable: Mantine's hover shade
// of the light variant (blue 3) gives it a contrast of 4.0, blue 1 one of 5.6.
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  defaultRadius: 'md',
  respectReducedMotion: true,
  headings: { sizes: { h1: { fontSize: 'clamp(1.625rem, 6vw, 2.125rem)' } } },
  components: {
    Badge: Badge.extend({ styles: { root: { minWidth: 'max-content', flexShrink: 0 } } }),
    Title: Title.extend({ styles: { root: { overflowWrap: 'anywhere' } } }),
  },
})

export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-error': resolved.colors.red[8],
    '--mantine-color-dimmed': resolved.colors.gray[7],
    '--mantine-primary-color-light-hover': resolved.colors.blue[1],
  },
  dark: {},
})
