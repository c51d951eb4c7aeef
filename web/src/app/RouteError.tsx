import { Alert, Button, Center, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useRouteError } from 'react-router'
import { translateError } from '@/lib/translate-message'

/** Shown when a page cannot load (its script part timed out) or its loader failed. */
export function RouteError() {
  const { t } = useTranslation()
  const error = useRouteError()
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack maw={480}>
        <Alert color="red" role="alert">
          {translateError(t, error)}
        </Alert>
        <Button onClick={() => window.location.reload()}>{t('common.buttons.reload')}</Button>
      </Stack>
    </Center>
  )
}
