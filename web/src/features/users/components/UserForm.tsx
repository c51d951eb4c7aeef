import { zodResolver } from '@hookform/resolvers/zod'
import { MultiSelect, Stack } from '@mantine/core'
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { boundInputProps, DESCRIPTION_BELOW, FormCheckbox, FormSelect } from '@/components/form/form-inputs'
import { SendOrSaveForm, type SendOrSaveFormActions } from '@/components/form/SendOrSaveForm'
import { TextField } from '@/components/form/TextField'
import { useProfile } from '@/lib/auth/auth-store'
import type { UserFields } from '../api/create-user'
import type { User } from '../api/get-user'
import {
  formFieldNames,
  isClientLevel,
  levelsGivenBy,
  mayGiveTranslatorOrders,
  toUserFields,
  userFormSchema,
  type UserFormValues,
} from './user-form-values'

interface UserFormProps extends Pick<SendOrSaveFormActions<UserFields>, 'onSend' | 'sendLabel' | 'backTo'> {
  defaultValues: UserFormValues
  /** The user as stored, on the edit page. */
  user?: User
}

/**
 * A user: name, email, level and (for a client level) accounts, and whether they see the
 * translator's orders; saved by its one action. It offers only what the caller may give, and
 * nobody changes their own level or accounts.
 */
export function UserForm({ defaultValues, user, ...actions }: UserFormProps) {
  return (
    <SendOrSaveForm
      options={{
        resolver: zodResolver(userFormSchema),
        defaultValues,
        toFields: toUserFields,
        fieldNames: () => formFieldNames,
      }}
      {...actions}
    >
      {(form) => <UserInputs form={form} user={user} />}
    </SendOrSaveForm>
  )
}

function UserInputs({ form, user }: { form: UseFormReturn<UserFormValues>; user?: User }) {
  const { t } = useTranslation()
  const profile = useProfile()
  const own = user?.id === profile.id
  const level = useWatch({ control: form.control, name: 'level' })
  const levels = levelsGivenBy(profile.level)
  // One's own level is shown, though the caller could not give it.
  if (user && !levels.includes(user.level)) levels.push(user.level)
  // The caller's accounts (staff: every one) and the user's, of which a Default caller is shown only those they share.
  const accounts = [...profile.clients, ...(user?.accounts ?? [])].filter(
    (account, index, all) => all.findIndex((other) => other.id === account.id) === index,
  )
  const mayGiveTranslator = mayGiveTranslatorOrders(profile, user)
  return (
    <Stack maw={480}>
      <TextField form={form} name="name" label={t('users.fields.name')} required autoComplete="off" />
      <TextField form={form} name="email" type="email" label={t('users.fields.email')} required autoComplete="off" />
      <FormSelect
        form={form}
        name="level"
        label={t('users.fields.level')}
        required
        disabled={own}
        description={own ? t('users.hints.ownLevel') : undefined}
        data={levels.map((value) => ({ value, label: t(`userOverview.level.${value}`) }))}
      />
      {isClientLevel(level) && (
        <Controller
          control={form.control}
          name="clientIds"
          render={(bound) => (
            <MultiSelect
              {...boundInputProps(t, bound, t('users.fields.accounts'), true)}
              value={bound.field.value}
              onChange={bound.field.onChange}
              data={accounts.map((account) => ({ value: String(account.id), label: account.name }))}
              disabled={own}
              description={own ? t('users.hints.ownAccounts') : undefined}
              inputWrapperOrder={[...DESCRIPTION_BELOW]}
              searchable
              hidePickedOptions
            />
          )}
        />
      )}
      <FormCheckbox
        form={form}
        name="canSeeTranslatorOrders"
        label={t('users.fields.canSeeTranslatorOrders')}
        disabled={!mayGiveTranslator}
        description={mayGiveTranslator ? undefined : t('users.hints.translatorOrders')}
      />
    </Stack>
  )
}
