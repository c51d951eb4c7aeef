import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Button, Group, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { FormSelect } from '@/components/form/form-inputs'
import { TextField } from '@/components/form/TextField'
import { showSnackbar } from '@/components/snackbar'
import { useProfile } from '@/lib/auth/auth-store'
import { useApiForm } from '@/lib/forms/use-api-form'
import { useUpdateOwnSettings, type OwnSettingsFields } from '../api/update-own-settings'
import {
  detailsFieldNames,
  detailsFormSchema,
  LANGUAGE_CHOICES,
  toDetailsForm,
  toOwnSettingsFields,
} from './details-form-values'
import { OwnSection } from './OwnSection'

const texts = 'ownSettings.details'

/** 'Your details': the user's name and the portal's language, which changes as soon as it is saved. */
export function DetailsSection() {
  const { t, i18n } = useTranslation()
  const profile = useProfile()
  const update = useUpdateOwnSettings()
  const { form, formRef, alert, submitWith } = useApiForm({
    resolver: zodResolver(detailsFormSchema),
    defaultValues: toDetailsForm(profile),
    toFields: toOwnSettingsFields,
    fieldNames: () => detailsFieldNames,
  })

  const save = async (fields: OwnSettingsFields) => {
    const saved = await update.mutateAsync(fields)
    form.reset(toDetailsForm(saved))
    // In the language just chosen: this render's t still speaks the one before.
    showSnackbar({ message: i18n.t(`${texts}.saved`) })
  }

  return (
    <OwnSection title={t(`${texts}.title`)} intro={t(`${texts}.intro`)}>
      <form ref={formRef} noValidate onSubmit={submitWith(save)}>
        <Stack maw={480}>
          <TextField form={form} name="name" label={t(`${texts}.name`)} required autoComplete="name" />
          <FormSelect
            form={form}
            name="language"
            label={t(`${texts}.language`)}
            description={t(`${texts}.languageHint`)}
            required
            data={LANGUAGE_CHOICES.map((value) => ({ value, label: t(`${texts}.languages.${value}`) }))}
          />
          {alert && (
            <Alert color="red" role="alert">
              {alert}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('common.buttons.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </OwnSection>
  )
}
