import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Button, Group, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { FormNumberInput, FormTextInput } from '@/components/form/form-inputs'
import type { Account } from '@/lib/accounts/get-account'
import { useApiForm } from '@/lib/forms/use-api-form'
import type { AccountFields } from '../api/accounts'
import {
  accountFormSchema,
  formFieldNames,
  MAX_NAME,
  newAccountForm,
  toAccountFields,
  toFormValues,
} from './account-form-values'

const texts = 'settings.accounts'

interface AccountFormProps {
  /** The account edited; a new one without it. */
  account?: Account
  /** Stores the fields; it rejects with the API's error, whose field errors land on the fields. */
  onSave: (fields: AccountFields) => Promise<void>
  onCancel: () => void
}

/** An account's name, code and what is agreed with it; saved by its one button. */
export function AccountForm({ account, onSave, onCancel }: AccountFormProps) {
  const { t } = useTranslation()
  const { form, formRef, alert, submitWith } = useApiForm({
    resolver: zodResolver(accountFormSchema),
    defaultValues: account ? toFormValues(account) : newAccountForm(),
    toFields: toAccountFields,
    fieldNames: () => formFieldNames,
  })
  const label = (field: string) => t(`${texts}.fields.${field}`)
  const hint = (field: string) => t(`${texts}.hints.${field}`)
  return (
    <form ref={formRef} noValidate onSubmit={submitWith(onSave)}>
      <Stack>
        <FormTextInput form={form} name="name" label={label('name')} required maxChars={MAX_NAME} />
        <FormTextInput form={form} name="code" label={label('code')} required description={hint('code')} />
        <FormTextInput
          form={form}
          name="defaultShippingMethod"
          label={label('defaultShippingMethod')}
          description={hint('defaultShippingMethod')}
        />
        <FormNumberInput
          form={form}
          name="handlingCosts"
          label={label('handlingCosts')}
          description={hint('handlingCosts')}
          decimals={2}
          money
        />
        <FormNumberInput
          form={form}
          name="maxDeliveryLines"
          label={label('maxDeliveryLines')}
          description={hint('maxDeliveryLines')}
          required
          decimals={0}
        />
        <FormTextInput
          form={form}
          name="contactEmail"
          label={label('contactEmail')}
          description={hint('contactEmail')}
        />
        {alert && (
          <Alert color="red" role="alert">
            {alert}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.buttons.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('common.buttons.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
