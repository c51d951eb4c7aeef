import * as z from 'zod/mini'
import { addressIssues, REQUIRED_MESSAGE, type AddressFormValues } from '@/components/address/address-values'
import { isFilled } from '@/lib/forms/is-filled'
import { numberIssue, type NumberRule } from '@/lib/forms/number-issue'
import { PAYMENT_METHODS, type SalesOrderFormValues } from './components/sales-order-values'

// The sales order form's rules, mirroring internal/orders (totals.go's bounds, the address rules of
// internal/addresses) so most mistakes show before a round trip; the API stays the judge, and its
// field errors land on the same fields. Messages are keys in the API's `key,param` form.

/** internal/orders: MaxQuantity, MaxPriceEuros, MaxLines; a percentage is 0 to 100 with two decimals. */
export const MAX_QUANTITY = 1_000_000
export const MAX_PRICE_EUROS = 100_000
export const MAX_LINES = 1_000
const MAX_PERCENTAGE = 100

const quantityRule: NumberRule = { min: 1, max: MAX_QUANTITY, decimals: 0 }
const moneyRule: NumberRule = { min: 0, max: MAX_PRICE_EUROS, decimals: 2 }
const percentageRule: NumberRule = { min: 0, max: MAX_PERCENTAGE, decimals: 2 }

type Issue = [path: (string | number)[], message: string]

function headerIssues(values: SalesOrderFormValues): Issue[] {
  const issues: Issue[] = []
  for (const field of ['orderNumber', 'orderDate'] as const) {
    if (!isFilled(values[field])) issues.push([[field], REQUIRED_MESSAGE])
  }
  if (!isFilled(values.paymentMethod)) issues.push([['paymentMethod'], REQUIRED_MESSAGE])
  else if (!(PAYMENT_METHODS as readonly string[]).includes(values.paymentMethod as string))
    issues.push([['paymentMethod'], `validation.one_of,${PAYMENT_METHODS.join(' / ')}`])
  const costs = numberIssue(values.shipmentCostsInclVat, moneyRule, false)
  if (costs) issues.push([['shipmentCostsInclVat'], costs])
  return issues
}

function addressPartIssues(part: 'deliveryAddress' | 'invoiceAddress', address: AddressFormValues): Issue[] {
  return Object.entries(addressIssues(address)).map(([field, message]) => [[part, field], message])
}

function lineIssues(values: SalesOrderFormValues): Issue[] {
  if (values.lines.length === 0) return [[['lines'], 'salesOrderForm.validation.noLines']]
  if (values.lines.length > MAX_LINES) return [[['lines'], `salesOrderForm.validation.tooManyLines,${MAX_LINES}`]]
  return values.lines.flatMap((line, index): Issue[] => {
    const issues: Issue[] = []
    const add = (field: string, message: string | undefined) => {
      if (message) issues.push([['lines', index, field], message])
    }
    add('articleNumber', isFilled(line.articleNumber) ? undefined : REQUIRED_MESSAGE)
    add('quantity', numberIssue(line.quantity, quantityRule, true))
    const price = line.priceEntered === 'inclVat' ? 'priceInclVat' : 'priceExclVat'
    add(price, numberIssue(line[price], moneyRule, false))
    add('vatPercentage', numberIssue(line.vatPercentage, percentageRule, true))
    add('discountPercentage', numberIssue(line.discountPercentage, percentageRule, false))
    return issues
  })
}

/** Every rule the form checks: the header, the delivery address, the invoice address when it is used, and the lines. */
export const salesOrderFormSchema = z.custom<SalesOrderFormValues>().check(
  z.superRefine((values, context) => {
    const issues = [
      ...headerIssues(values),
      ...addressPartIssues('deliveryAddress', values.deliveryAddress),
      ...(values.useDeliveryAsInvoiceAddress ? [] : addressPartIssues('invoiceAddress', values.invoiceAddress)),
      ...lineIssues(values),
    ]
    for (const [path, message] of issues) context.issues.push({ code: 'custom', message, path, input: values })
  }),
)
