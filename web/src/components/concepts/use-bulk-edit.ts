import { useState } from 'react'
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { takeFieldError } from '@/lib/api/field-errors'
import type { BulkResult } from '@/lib/bulk-outcome'
import { REQUIRED_MESSAGE } from '@/lib/forms/validation'
import { translateError, translateMessage } from '@/lib/translate-message'
import type { BulkEditDialogProps } from './ConceptBulkActions'

export interface BulkEdit<V, F> extends BulkEditDialogProps {
  /** The area's key prefix (see ConceptTable). */
  texts: string
  /** The values of an empty form, which each chosen field starts from. */
  emptyValues: () => V
  /** The first problem the area's form rules find with the field's value, or undefined. */
  issue: (values: V, field: F) => string | undefined
  /** The changes the API's bulk edit takes for the field's value, as the form would send it. */
  changes: (values: V, field: F) => Record<string, unknown>
  /** The area's bulk edit call. */
  bulkEdit: {
    mutateAsync: (edit: { ids: number[]; changes: Record<string, unknown> }) => Promise<BulkResult>
    isPending: boolean
  }
}

/** The first problem a form's schema finds with one field's value, or undefined: a bulk edit's `issue`. */
export const formSchemaIssue =
  <V>(schema: { safeParse: (values: V) => { error?: { issues: { path: PropertyKey[]; message: string }[] } } }) =>
  (values: V, field: string): string | undefined =>
    schema.safeParse(values).error?.issues.find((issue) => issue.path.length === 1 && issue.path[0] === field)?.message

/**
 * A bulk edit of concepts: one field, chosen and then filled in with the area's own input, checked by
 * the area's form rules, and applied to the selection. Gives the form and the state BulkEditModal shows.
 */
export function useBulkEdit<V extends FieldValues, F extends Path<V>>(edit: BulkEdit<V, F>) {
  const { t } = useTranslation()
  const form = useForm<V>({ defaultValues: edit.emptyValues() as DefaultValues<V> })
  const [field, setField] = useState<F | null>(null)
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  const choose = (value: string | null) => {
    setField(value as F | null)
    setFieldError(null)
    setFailure(null)
    form.reset(edit.emptyValues())
  }

  const close = () => {
    choose(null)
    edit.onClose()
  }

  const apply = async () => {
    if (field === null) {
      setFieldError(translateMessage(t, REQUIRED_MESSAGE, { field: t(`${edit.texts}.bulkEdit.field`) }))
      return
    }
    const values = form.getValues()
    const issue = edit.issue(values, field)
    if (issue) {
      form.setError(field, { type: 'validate', message: issue })
      return
    }
    try {
      const result = await edit.bulkEdit.mutateAsync({ ids: edit.ids, changes: edit.changes(values, field) })
      close()
      edit.onEdited(result)
    } catch (error) {
      setFailure(translateError(t, error))
      // The API names a change's field `changes.<field>`.
      const message = takeFieldError(`changes.${field}`)
      if (message) form.setError(field, { type: 'server', message })
    }
  }

  return {
    form,
    modal: {
      onClose: close,
      field,
      onFieldChange: choose,
      fieldError,
      failure,
      pending: edit.bulkEdit.isPending,
      onApply: () => void apply(),
    },
  }
}
