import { Fieldset, Grid } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { OrderNumberInput, OrderSelect, OrderTextInput, type OrderForm } from './order-inputs'
import { PAYMENT_METHODS, TERMS_OF_DELIVERY } from './sales-order-values'

/** The order's own fields (spec point 3, Sales order): number and dates, payment and shipping, source and notes. */
export function OrderHeaderFields({ form }: { form: OrderForm }) {
  const { t } = useTranslation()
  const label = (field: string) => t(`salesOrderForm.fields.${field}`)
  const hint = (field: string) => t(`salesOrderForm.hints.${field}`)
  const options = (values: readonly string[], labels: string) =>
    values.map((value) => ({ value, label: t(`salesOrderForm.${labels}.${value}`) }))
  return (
    <Fieldset legend={t('salesOrderForm.sections.order')}>
      <Grid>
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <OrderTextInput
            form={form}
            name="orderNumber"
            label={label('orderNumber')}
            description={hint('orderNumber')}
            required
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <OrderTextInput form={form} name="orderDate" type="date" label={label('orderDate')} required />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <OrderTextInput form={form} name="deliveryDate" type="date" label={label('deliveryDate')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <OrderTextInput form={form} name="reference" label={label('reference')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <OrderSelect
            form={form}
            name="paymentMethod"
            label={label('paymentMethod')}
            data={options(PAYMENT_METHODS, 'paymentMethods')}
            required
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <OrderTextInput
            form={form}
            name="shippingMethod"
            label={label('shippingMethod')}
            description={hint('shippingMethod')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <OrderNumberInput
            form={form}
            name="shipmentCostsInclVat"
            label={label('shipmentCostsInclVat')}
            decimals={2}
            money
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <OrderSelect
            form={form}
            name="termsOfDelivery"
            label={label('termsOfDelivery')}
            data={options(TERMS_OF_DELIVERY, 'termsOfDelivery')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <OrderTextInput form={form} name="vatNumber" label={label('vatNumber')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <OrderTextInput
            form={form}
            name="webshopSourceId"
            label={label('webshopSourceId')}
            description={hint('webshopSourceId')}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <OrderTextInput form={form} name="note" label={label('note')} description={hint('note')} multiline />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <OrderTextInput form={form} name="comment" label={label('comment')} description={hint('comment')} multiline />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <OrderTextInput
            form={form}
            name="internalComment"
            label={label('internalComment')}
            description={hint('internalComment')}
            multiline
          />
        </Grid.Col>
      </Grid>
    </Fieldset>
  )
}
