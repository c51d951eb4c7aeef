import { useState } from 'react'
import { ApiError } from '@/lib/api/errors'
import type { ConceptErrors } from '@/lib/concept-errors'

interface ConceptEdit<F, S> {
  /** The API calls of the area: update this concept (answering it as saved, with its errors), send concepts by id. */
  update: (fields: F) => Promise<S>
  send: (ids: number[]) => Promise<{ failed: { errors: ConceptErrors }[] }>
  /** The message a refused send is answered with above the form's buttons. */
  sendFailed: string
}

/**
 * Editing one concept: the errors it has now (stored with it by an import or a bulk edit, or those
 * its send was refused with), saving what the form shows, and sending it. Sending saves first and
 * sends once the API took it; a refused send puts its errors on the fields and throws like a 422.
 */
export function useConceptEdit<F, S extends { errors: ConceptErrors }>(
  conceptId: number,
  storedErrors: ConceptErrors,
  edit: ConceptEdit<F, S>,
) {
  const [errors, setErrors] = useState<ConceptErrors>(storedErrors)

  const save = async (fields: F) => {
    const saved = await edit.update(fields)
    setErrors(saved.errors)
    return saved
  }

  const saveAndSend = async (fields: F) => {
    const saved = await save(fields)
    const { failed } = await edit.send([conceptId])
    if (failed.length > 0) {
      setErrors({ ...failed[0].errors })
      throw new ApiError(422, edit.sendFailed)
    }
    return saved
  }

  return { errors, save, saveAndSend }
}
