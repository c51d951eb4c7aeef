import { Stack } from '@mantine/core'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { SendOrSaveActions } from '@/components/form/SendOrSaveActions'
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
  /** A new order: its number is the proposed next free one. */
  newOrder?: boolean
}

/** A sales order for create, edit and concept edit: the header, the addresses, the lines and the footer, then save as concept or send. */
export function SalesOrderForm({
  clientId,
  defaultValues,
  handlingCosts,
  onSend,
  sendLabel,
  onSaveConcept,
  storedErrors,
  newOrder,
}: SalesOrderFormProps) {
  const { t } = useTranslation()
  const { form, alert, submitWith } = useSalesOrderForm(defaultValues)

  useEffect(() => {
    if (storedErrors) showStoredErrors(form, storedErrors, formFieldNames(form.getValues()))
  }, [form, storedErrors])

  return (
    // Enter in a field submits nothing: an order goes out only by its buttons.
    <form noValidate onSubmit={(event) => event.preventDefault()}>
      <Stack>
        <OrderHeaderFields form={form} newOrder={newOrder} />
        <OrderAddresses form={form} clientId={clientId} />
        <OrderLines form={form} clientId={clientId} />
        <OrderFooter form={form} handlingCosts={handlingCosts} />
        <SendOrSaveActions
          alert={alert}
          submitWith={submitWith}
          onSend={onSend}
          sendLabel={sendLabel}
          onSaveConcept={onSaveConcept}
          saveConceptLabel={t('salesOrderForm.buttons.saveConcept')}
        />
      </Stack>
    </form>
  )
}
