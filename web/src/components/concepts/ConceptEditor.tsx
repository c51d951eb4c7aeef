import { Alert } from '@mantine/core'
import type { TFunction } from 'i18next'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useProfile } from '@/lib/auth/auth-store'
import { can, type Capability } from '@/lib/auth/permissions'
import type { ConceptErrors } from '@/lib/concept-errors'
import type { FormAction } from '@/lib/forms/use-api-form'
import { ConceptErrorList } from './ConceptErrorList'
import { useConceptEdit } from './use-concept-edit'

/** What the area's form takes from the editor: the concept's values and errors at its fields, and the actions a writer has. */
interface ConceptForm<F, V> {
  defaultValues: V
  storedErrors: ConceptErrors
  onSaveConcept?: FormAction<F>
  onSend?: FormAction<F>
}

/** The area's concept calls (see conceptApi): update one concept, send concepts by id. */
interface ConceptCalls<F, S> {
  useUpdate: (clientId: number, conceptId: number) => { mutateAsync: (fields: F) => Promise<S> }
  useSend: (clientId: number) => { mutateAsync: (ids: number[]) => Promise<{ failed: { errors: ConceptErrors }[] }> }
}

interface ConceptEditorProps<F, S, X, V> {
  clientId: number
  /** The concept with its fields and the errors it is stored with (an import's, an earlier bulk edit's). */
  concept: { id: number; fields: X; errors: ConceptErrors }
  /** The area's form values of the concept's fields: what the form starts with. */
  formValues: (fields: X) => V
  concepts: ConceptCalls<F, S>
  /** The area's concept texts: `<texts>.edit.readOnly`, `.hasErrors` and `.sendFailed`. */
  texts: 'conceptProducts' | 'conceptSalesOrders' | 'conceptDeliveries'
  /** Who may save and send: a level that may only read the area sees the concept and no actions. */
  capability: Capability
  /** The concept's errors in words, above the form. */
  describeErrors: (t: TFunction, errors: ConceptErrors) => string[]
  /** After a save and after a send: the snackbar and where the user goes. */
  onSaved: (saved: S) => Promise<void>
  onSent: (saved: S) => Promise<void>
  /** The area's form with these values and actions; without actions it only shows the concept. */
  children: (form: ConceptForm<F, V>) => ReactNode
}

/**
 * One concept of any area in its form (spec point 4's concept edit): its errors listed and at their
 * fields, saved as a concept or sent. Sending sends what the form shows: it is saved first, and
 * sent once the API took it; a refused send shows why at the fields.
 */
export function ConceptEditor<F, S extends { errors: ConceptErrors }, X, V>({
  clientId,
  concept,
  concepts,
  formValues,
  texts,
  capability,
  describeErrors,
  onSaved,
  onSent,
  children,
}: ConceptEditorProps<F, S, X, V>) {
  const { t } = useTranslation()
  const canWrite = can(useProfile().level, capability)
  const update = concepts.useUpdate(clientId, concept.id)
  const send = concepts.useSend(clientId)
  const [defaultValues] = useState(() => formValues(concept.fields))
  const { errors, save, saveAndSend } = useConceptEdit(concept.id, concept.errors, {
    update: update.mutateAsync,
    send: send.mutateAsync,
    sendFailed: `${texts}.edit.sendFailed`,
  })
  return (
    <>
      {!canWrite && <Alert color="blue">{t(`${texts}.edit.readOnly`)}</Alert>}
      <ConceptErrorList heading={t(`${texts}.edit.hasErrors`)} lines={describeErrors(t, errors)} />
      {children({
        defaultValues,
        storedErrors: errors,
        onSaveConcept: canWrite ? async (fields) => onSaved(await save(fields)) : undefined,
        onSend: canWrite ? async (fields) => onSent(await saveAndSend(fields)) : undefined,
      })}
    </>
  )
}
