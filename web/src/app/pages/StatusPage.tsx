import { Button, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { routePath } from '@/config/paths'
import { useRouteName, useRouteTitle } from '../use-route-title'

/** The forbidden (403) and not-found pages: a title, why, and the way back. */
export default function StatusPage() {
  const { t } = useTranslation()
  const name = useRouteName()
  return (
    <Stack align="flex-start">
      <Title order={1}>{useRouteTitle()}</Title>
      <Text>{t(`routes.${name}.text`)}</Text>
      <Button component={Link} to={routePath('dashboard')}>
        {t('common.buttons.back')}
      </Button>
    </Stack>
  )
}
