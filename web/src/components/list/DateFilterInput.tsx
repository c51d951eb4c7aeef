import { TextInput, type TextInputProps } from '@mantine/core'
import { useEffect, useRef } from 'react'

interface DateFilterInputProps extends Omit<TextInputProps, 'type' | 'value' | 'defaultValue' | 'onChange'> {
  /** The filter's date (yyyy-mm-dd), '' for none. */
  value: string
  onChange: (value: string) => void
}

/** What a date input's value and validity say of what a person typed: see committedDate. */
interface DateField {
  value: string
  validity: { badInput: boolean }
}

/**
 * The date a date input holds once a person has finished it: '' when cleared, the date once its year
 * has four digits; null while they are still typing (part of it empty, or a year of 0002 on the way
 * to 2026), which the filter must not take: the address would change, the page would set the field
 * again, and the browser would start the year anew at the next digit.
 */
export function committedDate(field: DateField): string | null {
  if (field.value === '') return field.validity.badInput ? null : ''
  return Number(field.value.slice(0, 4)) >= 1000 ? field.value : null
}

/**
 * A list's date filter: a date input the browser keeps while a person types into it (it is not
 * controlled, see committedDate), which hands over each finished date and follows the filter's
 * value when something else changes it ('Reset filters', Back) while it is not being typed in.
 * Leaving it half typed shows the filter's date again.
 */
export function DateFilterInput({ value, onChange, onBlur, ...props }: DateFilterInputProps) {
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    const input = ref.current
    if (input && input !== document.activeElement && input.value !== value) input.value = value
  }, [value])
  return (
    <TextInput
      {...props}
      ref={ref}
      type="date"
      defaultValue={value}
      onChange={(event) => {
        const date = committedDate(event.currentTarget)
        if (date !== null && date !== value) onChange(date)
      }}
      onBlur={(event) => {
        if (event.currentTarget.value !== value) event.currentTarget.value = value
        onBlur?.(event)
      }}
    />
  )
}
