import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Button, Code, Group, Image, Stack, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { TextField } from '@/components/form/TextField'
import { applyServerErrors } from '@/lib/forms/server-errors'
import { translateError } from '@/lib/translate-message'
import type { TwoFactorSetup as Setup } from '../api/begin-two-factor'
import { useConfirmTwoFactor } from '../api/confirm-two-factor'
import { secretGroupsOfFour } from './secret-text'
import { codeFormSchema, type CodeFormValues } from './two-factor-form-values'

const texts = 'twoFactor.setup'

interface TwoFactorSetupProps {
  setup: Setup
  /** Two-factor login is on: its recovery codes, to show once. */
  onConfirmed: (recoveryCodes: string[]) => void
  onCancel: () => void
}

/**
 * The new secret to put in an authenticator app, scanned as a QR code or typed in, and a code of it
 * that turns two-factor login on. A wrong code is said at its field.
 */
export function TwoFactorSetup({ setup, onConfirmed, onCancel }: TwoFactorSetupProps) {
  const { t } = useTranslation()
  const confirm = useConfirmTwoFactor()
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<CodeFormValues>({ resolver: zodResolver(codeFormSchema), defaultValues: { code: '' } })

  // The button that showed this is gone; the code field is where the user goes on.
  useEffect(() => form.setFocus('code'), [form])

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null)
    try {
      onConfirmed(await confirm.mutateAsync(values))
    } catch (error) {
      applyServerErrors(form)
      if (form.getFieldState('code').error) form.setFocus('code')
      else setFailure(translateError(t, error))
    }
  })

  return (
    <Stack>
      <Text>{t(`${texts}.scan`)}</Text>
      <Image src={setup.qrCode} alt={t(`${texts}.qrAlt`)} w={200} h={200} fit="contain" />
      <div>
        <Text size="sm" c="gray.7">
          {t(`${texts}.secret`)}
        </Text>
        {/* Wrapped, not scrolled: a scrolling block cannot be reached with the keyboard. */}
        <Code
          block
          data-testid="two-factor-secret"
          style={{
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            fontSize: 'var(--mantine-font-size-md)',
            width: 'fit-content',
            maxWidth: '100%',
          }}
        >
          {secretGroupsOfFour(setup.secret)}
        </Code>
      </div>
      <form onSubmit={onSubmit} noValidate>
        <Stack maw={480}>
          <Text>{t(`${texts}.enterCode`)}</Text>
          <TextField
            form={form}
            name="code"
            label={t('auth.two_factor.appCode')}
            required
            autoComplete="one-time-code"
            inputMode="numeric"
          />
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t(`${texts}.confirm`)}
            </Button>
            <Button variant="default" onClick={onCancel}>
              {t('common.buttons.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  )
}
