import { TextInput, type TextInputProps } from '@mantine/core'
import type { Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { numberText, type NumberValue } from '@/lib/forms/number-issue'

interface NumberTextInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: NumberValue
  onChange: (text: string) => void
  ref?: Ref<HTMLInputElement>
  whole?: boolean
  money?: boolean
}

/**
 * Every number input of the forms: it keeps the text as typed (a number input that drops what it does
 * not expect turns 0,35 into 35), and the form reads it with parseNumber, which refuses what is unclear.
 */
export function NumberTextInput({ value, onChange, whole = false, money = false, ...props }: NumberTextInputProps) {
  const { i18n } = useTranslation()
  return (
    <TextInput
      {...props}
      value={numberText(value, i18n.language)}
      onChange={(event) => onChange(event.currentTarget.value)}
      inputMode={whole ? 'numeric' : 'decimal'}
      leftSection={money ? '€' : undefined}
    />
  )
}
