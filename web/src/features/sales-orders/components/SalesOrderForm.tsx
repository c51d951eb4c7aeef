import { Button, Stack } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormActions } from '@/components/form/FormActions'
import { showStoredErrors } from '@/lib/forms/server-errors'
import { OrderAddresses } from './OrderAddresses'
import { OrderFooter } from './OrderFooter'
import { OrderHeaderFields } from './OrderHeaderFields'
import { OrderLines } from './OrderLines'
import { formFieldNames, type SalesOrderFormValues } from './sales-order-values'
import { useSalesOrderForm, type SalesOrderAction } from './use-sales-order-form'

interface SalesOrderFormProps {
  clientId: number
  /** A new order's (newSalesOrderForm with the proposed number) or a stored one's (toFormValues). */
  defaultValues: SalesOrderFormValues
  /** The account's handling costs per order in cents, for the footer; null while unknown. */
  handlingCosts: number | null
  /** Sends the order to the warehouse; rejects with the API's error. Without it there is no 'Send'. */
  onSend?: SalesOrderAction
  /** The send button's text: 'Send' for a new order, 'Save' for one already sent. */
  sendLabel?: string
  /** Saves the order as a concept; rejects with the API's error. Without it (an order already sent) there is no 'Save as concept'. */
  onSaveConcept?: SalesOrderAction
  /** The errors a concept is stored with, shown at their fields when the form opens. */
  storedErrors?: Record<string, readonly string[]>
}

type Pending = 'send' | 'concept' | null

/** A sales order for create, edit and concept edit: the header, the addresses, the lines and the footer, then save as concept or send. */
export function SalesOrderForm({
  clientId,
  defaultValues,
  handlingCosts,
  onSend,
  sendLabel,
  onSaveConcept,
  storedErrors,
}: SalesOrderFormProps) {
  const { t } = useTranslation()
  const { form, alert, submitWith } = useSalesOrderForm(defaultValues)
  const [pending, setPending] = useState<Pending>(null)

  useEffect(() => {
    if (storedErrors) showStoredErrors(form, storedErrors, formFieldNames(form.getValues()))
  }, [form, storedErrors])

  const run = (which: Exclude<Pending, null>, action: SalesOrderAction) => async () => {
    setPending(which)
    try {
      await submitWith(action)()
    } finally {
      setPending(null)
    }
  }

  return (
    // Enter in a field submits nothing: an order goes out only by its buttons.
    <form noValidate onSubmit={(event) => event.preventDefault()}>
      <Stack>
        <OrderHeaderFields form={form} />
        <OrderAddresses form={form} clientId={clientId} />
        <OrderLines form={form} clientId={clientId} />
        <OrderFooter form={form} handlingCosts={handlingCosts} />
        {(onSend || onSaveConcept) && (
          <FormActions
            alert={alert}
            actions={
              <>
                {onSaveConcept && (
                  <Button
                    variant="default"
                    onClick={run('concept', onSaveConcept)}
                    loading={pending === 'concept'}
                    disabled={pending === 'send'}
                  >
                    {t('salesOrderForm.buttons.saveConcept')}
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
        )}
      </Stack>
    </form>
  )
}
