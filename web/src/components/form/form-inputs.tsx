import { Checkbox, Select, Text, Textarea, TextInput } from '@mantine/core'
import type { ReactNode } from 'react'
import type { TFunction } from 'i18next'
import {
  Controller,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { NumberValue } from '@/lib/forms/number-issue'
import { translateMessage } from '@/lib/translate-message'
import { NumberTextInput } from './NumberTextInput'

// Inputs bound to a react-hook-form form's values (the sales order and delivery forms): label,
// asterisk when required, the description, and the error (the form's or the API's) translated with
// the field's name. The description goes under the input, so the inputs of a row line up whether
// they have one or not.

/** Label, input, then the description and the error. */
export const DESCRIPTION_BELOW = ['label', 'input', 'description', 'error'] as const

interface FormInputProps<T extends FieldValues> {
  form: UseFormReturn<T>
  name: Path<T>
  label: string
  required?: boolean
  description?: ReactNode
  /** Shown but not changed here (the description says why). */
  disabled?: boolean
}

/**
 * What an input takes from its Controller (the forms whose fields choose their input by kind: an
 * address's, a product's): its label and asterisk, name, ref, blur, and its error translated with its label.
 */
export function boundInputProps(
  t: TFunction,
  {
    field,
    fieldState,
  }: { field: Pick<ControllerRenderProps, 'name' | 'ref' | 'onBlur'>; fieldState: ControllerFieldState },
  label: string,
  required: boolean,
) {
  const message = fieldState.error?.message
  return {
    label,
    required,
    name: field.name,
    ref: field.ref,
    onBlur: field.onBlur,
    error: message ? translateMessage(t, message, { field: label }) : undefined,
  }
}

function useErrorText(label: string) {
  const { t } = useTranslation()
  return ({ error }: ControllerFieldState) =>
    error?.message ? translateMessage(t, error.message, { field: label }) : undefined
}

/**
 * A text; with `maxChars`, its description counts the characters typed toward that bound while
 * typing (red once past it), so the limit shows before a save refuses it.
 */
export function FormTextInput<T extends FieldValues>({
  form,
  name,
  type = 'text',
  multiline = false,
  maxChars,
  ...props
}: FormInputProps<T> & { type?: 'text' | 'date'; multiline?: boolean; maxChars?: number }) {
  const { t } = useTranslation()
  const errorText = useErrorText(props.label)
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => {
        const used = [...((field.value as string | undefined) ?? '')].length
        const shared = {
          ...props,
          ...(maxChars !== undefined && {
            description: (
              <Text component="span" size="xs" c={used > maxChars ? 'red.8' : undefined}>
                {t('common.labels.characterCount', { used, max: maxChars })}
              </Text>
            ),
          }),
          inputWrapperOrder: [...DESCRIPTION_BELOW],
          name: field.name,
          ref: field.ref,
          value: field.value as string,
          onBlur: field.onBlur,
          onChange: (event: { currentTarget: { value: string } }) => field.onChange(event.currentTarget.value),
          error: errorText(fieldState),
        }
        return multiline ? <Textarea {...shared} rows={3} resize="vertical" /> : <TextInput {...shared} type={type} />
      }}
    />
  )
}

/** A number as the reader writes it (see parseNumber); money in EUR. */
export function FormNumberInput<T extends FieldValues>({
  form,
  name,
  decimals,
  money = false,
  ...props
}: FormInputProps<T> & { decimals: number; money?: boolean }) {
  const errorText = useErrorText(props.label)
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberTextInput
          {...props}
          inputWrapperOrder={[...DESCRIPTION_BELOW]}
          name={field.name}
          ref={field.ref}
          value={field.value as NumberValue}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={errorText(fieldState)}
          whole={decimals === 0}
          money={money}
        />
      )}
    />
  )
}

export function FormSelect<T extends FieldValues>({
  form,
  name,
  data,
  ...props
}: FormInputProps<T> & { data: { value: string; label: string }[] }) {
  const errorText = useErrorText(props.label)
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          {...props}
          inputWrapperOrder={[...DESCRIPTION_BELOW]}
          name={field.name}
          ref={field.ref}
          value={field.value as string | null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={errorText(fieldState)}
          data={data}
          clearable={!props.required}
          allowDeselect={!props.required}
        />
      )}
    />
  )
}

export function FormCheckbox<T extends FieldValues>({
  form,
  name,
  label,
  description,
  disabled,
}: Omit<FormInputProps<T>, 'required'>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Checkbox
          label={label}
          description={description}
          disabled={disabled}
          name={field.name}
          ref={field.ref}
          checked={field.value as boolean}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
        />
      )}
    />
  )
}
