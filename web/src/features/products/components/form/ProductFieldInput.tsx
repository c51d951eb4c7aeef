import { Select, Switch, Textarea, TextInput } from '@mantine/core'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { countriesIn } from '@/lib/countries'
import type { NumberValue } from '@/lib/forms/number-issue'
import { boundInputProps } from '@/components/form/form-inputs'
import { NumberTextInput } from '@/components/form/NumberTextInput'
import type { ProductFormValues } from '../../product-form-schema'
import { fieldKinds, type FieldKind, type ProductField } from './product-fields'

interface ProductFieldInputProps {
  form: UseFormReturn<ProductFormValues>
  field: ProductField
  required: boolean
}

/** One product field with the input its kind takes (spec point 3), its label, asterisk and translated error. */
export function ProductFieldInput({ form, field, required }: ProductFieldInputProps) {
  const { t, i18n } = useTranslation()
  const kind: FieldKind = fieldKinds[field]
  const label = t(`products.fields.${field}`)
  return (
    <Controller
      control={form.control}
      name={field}
      render={(bound) => {
        const input = bound.field
        const shared = boundInputProps(t, bound, label, required)
        switch (kind.type) {
          case 'text': {
            const text = {
              ...shared,
              value: input.value as string,
              onChange: (event: { currentTarget: { value: string } }) => input.onChange(event.currentTarget.value),
            }
            return kind.multiline ? <Textarea {...text} rows={3} resize="vertical" /> : <TextInput {...text} />
          }
          case 'choice':
          case 'country':
            return (
              <Select
                {...shared}
                data={
                  kind.type === 'country'
                    ? countriesIn(i18n.language)
                    : kind.options.map((option) => ({ value: option, label: t(`products.${kind.labels}.${option}`) }))
                }
                value={input.value as string | null}
                onChange={input.onChange}
                searchable={kind.type === 'country'}
                clearable={!required}
                nothingFoundMessage={t('common.labels.noRecords')}
              />
            )
          case 'switch':
            return (
              <Switch
                {...shared}
                checked={input.value as boolean}
                onChange={(event) => input.onChange(event.currentTarget.checked)}
                mt="xs"
              />
            )
          default:
            return (
              <NumberTextInput
                {...shared}
                value={input.value as NumberValue}
                onChange={input.onChange}
                whole={kind.type === 'integer'}
                money={kind.type === 'money'}
              />
            )
        }
      }}
    />
  )
}
