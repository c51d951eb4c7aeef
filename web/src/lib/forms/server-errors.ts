import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { takeFieldError } from '@/lib/api/field-errors'

/** The form's field names: its top-level values, unless a form with nested values names its fields itself. */
const fieldNames = <T extends FieldValues>(form: UseFormReturn<T>, names?: readonly Path<T>[]): readonly Path<T>[] =>
  names ?? (Object.keys(form.getValues()) as Path<T>[])

/**
 * Puts the stored server field errors on the form's fields; each is taken from the store, so shown
 * once. `names` lists the fields of a form with nested values ('deliveryAddress.city').
 */
export function applyServerErrors<T extends FieldValues>(form: UseFormReturn<T>, names?: readonly Path<T>[]): void {
  for (const name of fieldNames(form, names)) {
    const message = takeFieldError(name)
    if (message) form.setError(name, { type: 'server', message })
  }
}

/**
 * Shows errors the API keeps with a record (a concept's, an address's under today's rules) on the
 * form's fields: the first message each, names matched case-insensitively as spec point 5 asks.
 * Answers the errors of names the form has no field for.
 */
export function showStoredErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  errors: Record<string, readonly string[]>,
  names?: readonly Path<T>[],
): Record<string, readonly string[]> {
  const known = fieldNames(form, names)
  const unmatched: Record<string, readonly string[]> = {}
  for (const [field, messages] of Object.entries(errors)) {
    const name = known.find((candidate) => candidate.toLowerCase() === field.toLowerCase())
    if (messages.length === 0) continue
    if (name) form.setError(name, { type: 'server', message: messages[0] })
    else unmatched[field] = messages
  }
  return unmatched
}
