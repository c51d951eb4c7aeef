import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { takeFieldError } from '@/lib/api/field-errors'

/** Puts the stored server field errors on the form's fields; each is taken from the store, so shown once. */
export function applyServerErrors<T extends FieldValues>(form: UseFormReturn<T>): void {
  for (const name of Object.keys(form.getValues()) as Path<T>[]) {
    const message = takeFieldError(name)
    if (message) form.setError(name, { type: 'server', message })
  }
}
