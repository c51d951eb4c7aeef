import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { CurrentPasswordField } from '@/components/form/CurrentPasswordField'
import { showSnackbar } from '@/components/snackbar'
import { useApiForm } from '@/lib/forms/use-api-form'
import { useDisableTwoFactor, type TwoFactorDisabling } from '../api/disable-two-factor'
import { currentPasswordSchema, type CurrentPasswordValues } from './two-factor-form-values'

const texts = 'twoFactor.turnOff'

interface TurnOffModalProps {
  opened: boolean
  onClose: () => void
}

/** 'Turn off', confirmed with the current password; a wrong one comes back at its field. */
export function TurnOffModal({ opened, onClose }: TurnOffModalProps) {
  const { t } = useTranslation()
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(`${texts}.title`)}
      closeButtonProps={{ 'aria-label': t('common.buttons.close') }}
    >
      {/* Mounted while open only, so every opening starts empty. */}
      {opened && <TurnOffForm onClose={onClose} />}
    </Modal>
  )
}

function TurnOffForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const disable = useDisableTwoFactor()
  const { form, formRef, alert, submitWith } = useApiForm({
    resolver: zodResolver(currentPasswordSchema),
    defaultValues: { currentPassword: '' },
    toFields: (values: CurrentPasswordValues): TwoFactorDisabling => values,
    fieldNames: () => ['currentPassword'],
  })

  const turnOff = async (fields: TwoFactorDisabling) => {
    await disable.mutateAsync(fields)
    onClose()
    showSnackbar({ message: t('twoFactor.off') })
  }

  return (
    <form ref={formRef} noValidate onSubmit={submitWith(turnOff)}>
      <Stack>
        <Text>{t(`${texts}.intro`)}</Text>
        <CurrentPasswordField form={form} name="currentPassword" label={t(`${texts}.currentPassword`)} />
        {alert && (
          <Alert color="red" role="alert">
            {alert}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.buttons.cancel')}
          </Button>
          <Button type="submit" color="red.9" loading={form.formState.isSubmitting}>
            {t(`${texts}.submit`)}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
