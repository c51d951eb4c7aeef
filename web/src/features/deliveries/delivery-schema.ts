import * as z from 'zod/mini'
import { isFilled } from '@/lib/forms/is-filled'
import { numberIssue, type NumberRule } from '@/lib/forms/number-issue'
import { REQUIRED_MESSAGE } from '@/lib/forms/validation'
import type { DeliveryFormValues } from './components/delivery-values'

// The delivery form's rules, mirroring internal/deliveries (validate.go) so most mistakes show
// before a round trip; the API stays the judge (whether a product is known, the account's limit of
// lines), and its field errors land on the same fields. Messages are keys in the API's `key,param` form.

/** internal/deliveries: MaxReference, MaxQuantity, MaxPallets. */
export const MAX_REFERENCE = 50
const quantityRule: NumberRule = { min: 1, max: 1_000_000, decimals: 0 }
const palletsRule: NumberRule = { min: 1, max: 1_000, decimals: 0 }

type Issue = [path: (string | number)[], message: string]

function headerIssues(values: DeliveryFormValues): Issue[] {
  const issues: Issue[] = []
  const add = (field: string, message: string | undefined) => message && issues.push([[field], message])
  if (!isFilled(values.reference)) add('reference', REQUIRED_MESSAGE)
  else if ([...values.reference.trim()].length > MAX_REFERENCE) add('reference', 'deliveries.validation.reference_max')
  if (!isFilled(values.plannedDate)) add('plannedDate', REQUIRED_MESSAGE)
  if (!isFilled(values.unitLoad)) add('unitLoad', REQUIRED_MESSAGE)
  if (values.unitLoad === 'Container' && !isFilled(values.containerLength)) add('containerLength', REQUIRED_MESSAGE)
  if (values.unitLoad === 'Pallet') add('numberOfPallets', numberIssue(values.numberOfPallets, palletsRule, true))
  return issues
}

/** Each line needs a product and a quantity; an article number on a second line is refused there. */
function lineIssues(values: DeliveryFormValues): Issue[] {
  if (values.lines.length === 0) return [[['lines'], 'deliveries.validation.no_lines']]
  const seen = new Set<string>()
  return values.lines.flatMap((line, index): Issue[] => {
    const issues: Issue[] = []
    const articleNumber = line.articleNumber.trim()
    if (articleNumber === '') issues.push([['lines', index, 'articleNumber'], 'deliveries.validation.product_required'])
    else if (seen.has(articleNumber))
      issues.push([['lines', index, 'articleNumber'], 'deliveries.validation.duplicate_article'])
    seen.add(articleNumber)
    const quantity = numberIssue(line.quantity, quantityRule, true)
    if (quantity) issues.push([['lines', index, 'quantity'], quantity])
    return issues
  })
}

/** Every rule the form checks: the header with its unit-load info, and the lines. */
export const deliveryFormSchema = z.custom<DeliveryFormValues>().check(
  z.superRefine((values, context) => {
    for (const [path, message] of [...headerIssues(values), ...lineIssues(values)])
      context.issues.push({ code: 'custom', message, path, input: values })
  }),
)
