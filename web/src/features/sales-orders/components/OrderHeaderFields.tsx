import { Fieldset, Grid, type GridColProps } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { FormNumberInput, FormSelect, FormTextInput } from '@/components/form/form-inputs'
import { PAYMENT_METHODS, TERMS_OF_DELIVERY, type OrderForm } from './sales-order-values'

/** How each of the order's own fields is entered; the bulk edit of concept orders offers the same inputs. */
const headerInputs = {
  orderNumber: { kind: 'text', required: true, hint: 'newOrder' },
  orderDate: { kind: 'date', required: true },
  deliveryDate: { kind: 'date' },
  reference: { kind: 'text' },
  paymentMethod: { kind: 'select', required: true, options: [PAYMENT_METHODS, 'paymentMethods'] },
  shippingMethod: { kind: 'text', hint: true },
  shipmentCostsInclVat: { kind: 'money' },
  termsOfDelivery: { kind: 'select', options: [TERMS_OF_DELIVERY, 'termsOfDelivery'] },
  vatNumber: { kind: 'text' },
  webshopSourceId: { kind: 'text', hint: true },
  note: { kind: 'multiline', hint: true },
  comment: { kind: 'multiline', hint: true },
  internalComment: { kind: 'multiline', hint: true },
} as const satisfies Record<
  string,
  {
    kind: 'text' | 'date' | 'multiline' | 'select' | 'money'
    required?: boolean
    /** Whether the field has its hint: always, or on a new order only (there the number is a proposal). */
    hint?: true | 'newOrder'
    /** The values and the key under salesOrderForm that names them. */
    options?: readonly [readonly string[], string]
  }
>

export type OrderHeaderField = keyof typeof headerInputs

/** Whether the field must be filled in (an asterisk after its label). */
export const isRequiredHeaderField = (field: OrderHeaderField): boolean =>
  (headerInputs[field] as { required?: boolean }).required === true

/** One of the order's own fields, with its label, hint and (for a list) its options. */
export function OrderHeaderInput({
  form,
  field,
  newOrder = false,
}: {
  form: OrderForm
  field: OrderHeaderField
  newOrder?: boolean
}) {
  const { t } = useTranslation()
  const input = headerInputs[field]
  const hinted = 'hint' in input && (input.hint === true || (input.hint === 'newOrder' && newOrder))
  const props = {
    form,
    name: field,
    label: t(`salesOrderForm.fields.${field}`),
    description: hinted ? t(`salesOrderForm.hints.${field}`) : undefined,
    required: isRequiredHeaderField(field),
  }
  switch (input.kind) {
    case 'select': {
      const [values, labels] = input.options
      const data = values.map((value) => ({ value, label: t(`salesOrderForm.${labels}.${value}`) }))
      return <FormSelect {...props} data={data} />
    }
    case 'money':
      return <FormNumberInput {...props} decimals={2} money />
    case 'multiline':
      return <FormTextInput {...props} multiline />
    default:
      return <FormTextInput {...props} type={input.kind} />
  }
}

const quarter: GridColProps['span'] = { base: 12, sm: 6, md: 3 }
const half: GridColProps['span'] = { base: 12, md: 6 }

/** The form's layout: four to a row, the note across, comment and internal comment side by side. */
const layout: [OrderHeaderField, GridColProps['span']][] = [
  ['orderNumber', quarter],
  ['orderDate', quarter],
  ['deliveryDate', quarter],
  ['reference', quarter],
  ['paymentMethod', quarter],
  ['shippingMethod', quarter],
  ['shipmentCostsInclVat', quarter],
  ['termsOfDelivery', quarter],
  ['vatNumber', quarter],
  ['webshopSourceId', quarter],
  ['note', 12],
  ['comment', half],
  ['internalComment', half],
]

/**
 * The order's own fields (spec point 3, Sales order): number and dates, payment and shipping, source and notes.
 * A new order's (newOrder) number is the proposed next free one, which its hint says.
 */
export function OrderHeaderFields({ form, newOrder = false }: { form: OrderForm; newOrder?: boolean }) {
  const { t } = useTranslation()
  return (
    <Fieldset legend={t('salesOrderForm.sections.order')}>
      <Grid>
        {layout.map(([field, span]) => (
          <Grid.Col key={field} span={span}>
            <OrderHeaderInput form={form} field={field} newOrder={newOrder} />
          </Grid.Col>
        ))}
      </Grid>
    </Fieldset>
  )
}
