import { Grid } from '@mantine/core'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormLineCard } from '@/components/form/FormLineCard'
import { FormNumberInput, FormSelect } from '@/components/form/form-inputs'
import { LineProductField } from '@/components/products/LineProductField'
import { UNITS } from '@/lib/units'
import type { DeliveryForm } from './delivery-values'

interface DeliveryLineRowProps {
  form: DeliveryForm
  clientId: number
  index: number
  onRemove?: () => void
}

/** One delivery line (spec point 3, items): the product by article number or name (its name shown), quantity and unit. */
export function DeliveryLineRow({ form, clientId, index, onRemove }: DeliveryLineRowProps) {
  const { t } = useTranslation()
  const productName = useWatch({ control: form.control, name: `lines.${index}.productName` })
  const number = index + 1
  const label = (field: string) => t(`deliveryForm.lines.${field}`)

  return (
    <FormLineCard
      title={t('deliveryForm.lines.line', { number })}
      removeLabel={t('deliveryForm.lines.remove', { number })}
      onRemove={onRemove}
    >
      <Grid>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <LineProductField
            form={form}
            name={`lines.${index}.articleNumber`}
            clientId={clientId}
            scope="all"
            label={label('product')}
            placeholder={label('productPlaceholder')}
            description={productName}
            optionDetail={(product) => t('deliveryForm.lines.option', { articleNumber: product.articleNumber })}
            onProduct={(product) => {
              form.setValue(`lines.${index}.productName`, product?.name ?? null)
              if (product) form.setValue(`lines.${index}.unit`, product.unit, { shouldDirty: true })
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <FormNumberInput
            form={form}
            name={`lines.${index}.quantity`}
            label={label('quantity')}
            decimals={0}
            required
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <FormSelect
            form={form}
            name={`lines.${index}.unit`}
            label={label('unit')}
            description={label('unitHint')}
            data={UNITS.map((unit) => ({ value: unit, label: t(`products.unit.${unit}`) }))}
          />
        </Grid.Col>
      </Grid>
    </FormLineCard>
  )
}
