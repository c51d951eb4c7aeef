import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useProfile } from '@/lib/auth/auth-store'
import { translateError } from '@/lib/translate-message'
import { useBeginTwoFactor, type TwoFactorSetup as Setup } from './api/begin-two-factor'
import { RecoveryCodesModal } from './components/RecoveryCodesModal'
import { TurnOffModal } from './components/TurnOffModal'
import { TwoFactorSetup } from './components/TwoFactorSetup'

/**
 * 'Two-factor login' on the Settings page, for every user: off, it is turned on by scanning a new
 * secret into an authenticator app and confirming a code of it, which shows the recovery codes once;
 * on, it is turned off with the current password. Whether it is on is the profile's `twoFactor`,
 * which the auth store reads again after either.
 */
export function TwoFactorSection() {
  const { t } = useTranslation()
  const { twoFactor } = useProfile()
  const begin = useBeginTwoFactor()
  const [setup, setSetup] = useState<Setup | null>(null)
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)
  const [turningOff, setTurningOff] = useState(false)
  const titleId = useId()

  const onTurnOn = () => begin.mutate(undefined, { onSuccess: setSetup })

  const onConfirmed = (codes: string[]) => {
    setSetup(null)
    setRecoveryCodes(codes)
  }

  return (
    <Stack component="section" aria-labelledby={titleId}>
      <Title order={2} id={titleId}>
        {t('twoFactor.title')}
      </Title>
      <Text>{t('twoFactor.intro')}</Text>
      {twoFactor && (
        <>
          <Text>{t('twoFactor.on')}</Text>
          <Group>
            <Button variant="outline" color="red" c="red.9" onClick={() => setTurningOff(true)}>
              {t('twoFactor.turnOff.button')}
            </Button>
          </Group>
        </>
      )}
      {!twoFactor && setup && (
        <TwoFactorSetup setup={setup} onConfirmed={onConfirmed} onCancel={() => setSetup(null)} />
      )}
      {!twoFactor && !setup && (
        <>
          <Text>{t('twoFactor.off')}</Text>
          {begin.isError && (
            <Alert color="red" role="alert">
              {translateError(t, begin.error)}
            </Alert>
          )}
          <Group>
            <Button onClick={onTurnOn} loading={begin.isPending}>
              {t('twoFactor.turnOn')}
            </Button>
          </Group>
        </>
      )}
      <RecoveryCodesModal codes={recoveryCodes} onClose={() => setRecoveryCodes(null)} />
      <TurnOffModal opened={turningOff} onClose={() => setTurningOff(false)} />
    </Stack>
  )
}
