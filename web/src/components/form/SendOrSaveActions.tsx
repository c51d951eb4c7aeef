import { Button } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BackButton } from '@/components/BackButton'
import { FormActions } from './FormActions'

type Pending = 'send' | 'concept' | null

interface SendOrSaveActionsProps<A> {
  /** Why the last submit failed, above the buttons. */
  alert: string | null
  /** Checks the form and hands its fields to the action (the form's submitWith). */
  submitWith: (action: A) => () => Promise<void>
  /** Sends (or saves what was sent before); without it there is no send button. */
  onSend?: A
  /** The send button's text: 'Send' unless said otherwise ('Save' for a record already sent). */
  sendLabel?: string
  /** Saves as a concept; without it there is no such button. */
  onSaveConcept?: A
  /** Where 'Back' leads when the form was opened directly (see BackButton). */
  backTo: string
}

/** The bottom of a form that is sent or saved as a concept (a product, an order, a delivery): 'Back', then its actions, one running at a time. */
export function SendOrSaveActions<A>({
  alert,
  submitWith,
  onSend,
  sendLabel,
  onSaveConcept,
  backTo,
}: SendOrSaveActionsProps<A>) {
  const { t } = useTranslation()
  const [pending, setPending] = useState<Pending>(null)

  const run = (which: Exclude<Pending, null>, action: A) => async () => {
    setPending(which)
    try {
      await submitWith(action)()
    } finally {
      setPending(null)
    }
  }

  return (
    <FormActions
      alert={alert}
      back={<BackButton to={backTo} />}
      actions={
        <>
          {onSaveConcept && (
            <Button
              variant="default"
              onClick={run('concept', onSaveConcept)}
              loading={pending === 'concept'}
              disabled={pending === 'send'}
            >
              {t('common.buttons.saveConcept')}
            </Button>
          )}
          {onSend && (
            <Button onClick={run('send', onSend)} loading={pending === 'send'} disabled={pending === 'concept'}>
              {sendLabel ?? t('common.buttons.send')}
            </Button>
          )}
        </>
      }
    />
  )
}
