import { Alert, Grid, Text, TextInput } from '@mantine/core'
import { Controller, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormNumberInput } from '@/components/form/form-inputs'
import { NumberTextInput } from '@/components/form/NumberTextInput'
import { LineItemInputs } from '@/components/form/LineItemInputs'
import { decimalSeparator, formatCurrency, formatNumber } from '@/lib/format'
import { lineAmounts } from '@/lib/order-totals'
import { translateMessage } from '@/lib/translate-message'
import { ordersMoreThanAvailable, toTotalsLine, type EnteredPrice, type OrderForm } from './sales-order-values'

interface OrderLineInputsProps {
  form: OrderForm
  clientId: number
  index: number
}

const priceField = { inclVat: 'priceInclVat', exclVat: 'priceExclVat' } as const

/**
 * One order line: the product found by article number, EAN or name (with its available stock),
 * quantity and unit, the price incl. or excl. VAT (the other derived as the API derives it), VAT
 * and discount, the line's amount, and the spec's warning when it orders more than is available.
 */
export function OrderLineInputs({ form, clientId, index }: OrderLineInputsProps) {
  const { t, i18n } = useTranslation()
  const line = useWatch({ control: form.control, name: `lines.${index}` })
  const amounts = lineAmounts(toTotalsLine(line))
  const label = (field: string) => t(`salesOrderForm.lines.${field}`)
  const errorText = (message: string | undefined, field: string) =>
    message ? translateMessage(t, message, { field: label(field) }) : undefined

  const priceInput = (entered: EnteredPrice) => {
    const field = priceField[entered]
    const other = priceField[entered === 'inclVat' ? 'exclVat' : 'inclVat']
    const derived =
      line[other] === '' ? '' : (amounts[field] / 100).toFixed(2).replace('.', decimalSeparator(i18n.language))
    return (
      <Controller
        control={form.control}
        name={`lines.${index}.${field}`}
        render={({ field: input, fieldState }) => (
          <NumberTextInput
            label={label(field)}
            name={input.name}
            ref={input.ref}
            value={line.priceEntered === entered ? input.value : derived}
            onChange={(value) => {
              input.onChange(value)
              form.setValue(`lines.${index}.priceEntered`, entered)
              form.setValue(`lines.${index}.${other}`, '')
              form.clearErrors(`lines.${index}.${other}`)
            }}
            onBlur={input.onBlur}
            error={errorText(fieldState.error?.message, field)}
            money
          />
        )}
      />
    )
  }

  return (
    <>
      <Grid>
        <LineItemInputs
          form={form}
          texts="salesOrderForm"
          clientId={clientId}
          index={index}
          scope="active"
          productNote={
            line.product &&
            t('salesOrderForm.lines.picked', {
              name: line.product.name,
              available: formatNumber(line.product.availableStock),
            })
          }
          optionDetail={(product) =>
            t('salesOrderForm.lines.option', {
              articleNumber: product.articleNumber,
              ean: product.ean || '—',
              available: formatNumber(product.availableStock),
            })
          }
          onProduct={(product) => form.setValue(`lines.${index}.product`, product)}
        />
        <Grid.Col span={{ base: 6, md: 2 }}>{priceInput('inclVat')}</Grid.Col>
        <Grid.Col span={{ base: 6, md: 2 }}>{priceInput('exclVat')}</Grid.Col>
        <Grid.Col span={{ base: 6, md: 2 }}>
          <FormNumberInput
            form={form}
            name={`lines.${index}.vatPercentage`}
            label={label('vatPercentage')}
            decimals={2}
            required
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 2 }}>
          <FormNumberInput
            form={form}
            name={`lines.${index}.discountPercentage`}
            label={label('discountPercentage')}
            decimals={2}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <TextInput
            label={label('amount')}
            value={formatCurrency(amounts.amountExclVat)}
            readOnly
            variant="filled"
            styles={{ input: { textAlign: 'right' } }}
          />
        </Grid.Col>
      </Grid>
      {ordersMoreThanAvailable(line) && (
        <Alert color="orange" variant="light" role="status" p="xs">
          {/* The body's own dark text: orange text on the light orange misses WCAG contrast. */}
          <Text size="sm">{t('salesOrderForm.warnings.moreThanAvailable')}</Text>
        </Alert>
      )}
    </>
  )
}
