import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { CurrentPasswordField } from '@/components/form/CurrentPasswordField'
import { TextField } from '@/components/form/TextField'
import { showSnackbar } from '@/components/snackbar'
import { useApiForm } from '@/lib/forms/use-api-form'
import { useChangePassword, type PasswordChangeFields } from '../api/change-password'
import {
  emptyPasswordForm,
  passwordFieldNames,
  passwordFormSchema,
  toPasswordChangeFields,
} from './password-form-values'
import { OwnSection } from './OwnSection'

const texts = 'ownSettings.password'

/**
 * 'Password': a new one, given with the current one. A wrong current password comes back at its
 * field; too many wrong ones are throttled as logins are (the alert says how long to wait).
 */
export function PasswordSection() {
  const { t } = useTranslation()
  const change = useChangePassword()
  const { form, formRef, alert, submitWith } = useApiForm({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: emptyPasswordForm(),
    toFields: toPasswordChangeFields,
    fieldNames: () => passwordFieldNames,
  })

  const save = async (fields: PasswordChangeFields) => {
    await change.mutateAsync(fields)
    form.reset(emptyPasswordForm())
    showSnackbar({ message: t(`${texts}.changed`) })
  }

  return (
    <OwnSection title={t(`${texts}.title`)}>
      <Stack gap={4}>
        <Text>{t('auth.reset.intro')}</Text>
        <Text>{t(`${texts}.othersEnd`)}</Text>
      </Stack>
      <form ref={formRef} noValidate onSubmit={submitWith(save)}>
        <Stack maw={480}>
          <CurrentPasswordField form={form} name="currentPassword" label={t(`${texts}.current`)} />
          <TextField
            form={form}
            name="password"
            type="password"
            label={t(`${texts}.new`)}
            required
            autoComplete="new-password"
          />
          <TextField
            form={form}
            name="passwordConfirmation"
            type="password"
            label={t('auth.passwordConfirmation')}
            required
            autoComplete="new-password"
          />
          {alert && (
            <Alert color="red" role="alert">
              {alert}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('auth.reset.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </OwnSection>
  )
}
