import { Checkbox, NumberInput, Select, Textarea, TextInput } from '@mantine/core'
import type { ReactNode } from 'react'
import { Controller, type ControllerFieldState, type Path, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { decimalSeparator } from '@/lib/format'
import { translateMessage } from '@/lib/translate-message'
import type { SalesOrderFormValues } from './sales-order-values'

// The inputs of the sales order form bound to its values: label, asterisk when required, the
// description, and the error (the form's or the API's) translated with the field's name. The
// description goes under the input, so the inputs of a row line up whether they have one or not.

/** Label, input, then the description and the error. */
export const DESCRIPTION_BELOW = ['label', 'input', 'description', 'error'] as const

export type OrderForm = UseFormReturn<SalesOrderFormValues>

interface OrderInputProps {
  form: OrderForm
  name: Path<SalesOrderFormValues>
  label: string
  required?: boolean
  description?: ReactNode
}

function useErrorText(label: string) {
  const { t } = useTranslation()
  return ({ error }: ControllerFieldState) =>
    error?.message ? translateMessage(t, error.message, { field: label }) : undefined
}

export function OrderTextInput({
  form,
  name,
  type = 'text',
  multiline = false,
  ...props
}: OrderInputProps & { type?: 'text' | 'date'; multiline?: boolean }) {
  const errorText = useErrorText(props.label)
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => {
        const shared = {
          ...props,
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

/** A number as the reader writes it (a decimal comma in Dutch); money in EUR with two decimals. */
export function OrderNumberInput({
  form,
  name,
  decimals,
  money = false,
  ...props
}: OrderInputProps & { decimals: number; money?: boolean }) {
  const { i18n } = useTranslation()
  const errorText = useErrorText(props.label)
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          {...props}
          inputWrapperOrder={[...DESCRIPTION_BELOW]}
          name={field.name}
          ref={field.ref}
          value={field.value as number | string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={errorText(fieldState)}
          decimalSeparator={decimalSeparator(i18n.language)}
          decimalScale={decimals}
          allowDecimal={decimals > 0}
          allowNegative={false}
          leftSection={money ? '€' : undefined}
          hideControls
        />
      )}
    />
  )
}

export function OrderSelect({
  form,
  name,
  data,
  ...props
}: OrderInputProps & { data: { value: string; label: string }[] }) {
  const errorText = useErrorText(props.label)
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          {...props}
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

export function OrderCheckbox({ form, name, label, description }: Omit<OrderInputProps, 'required'>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Checkbox
          label={label}
          description={description}
          name={field.name}
          ref={field.ref}
          checked={field.value as boolean}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
        />
      )}
    />
  )
}
