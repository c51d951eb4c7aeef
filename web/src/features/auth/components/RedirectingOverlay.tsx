import { Loader, Overlay, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** Covers the screen while the login completes and the browser is sent to the dashboard. */
export function RedirectingOverlay() {
  const { t } = useTranslation()
  return (
    <Overlay fixed center color="#fff" backgroundOpacity={0.95} zIndex={1000}>
      <Stack align="center" role="status">
        <Loader />
        <Text fw={500}>{t('auth.redirecting')}</Text>
      </Stack>
    </Overlay>
  )
}
