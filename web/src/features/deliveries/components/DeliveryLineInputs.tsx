import { Grid } from '@mantine/core'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { LineItemInputs } from '@/components/form/LineItemInputs'
import type { DeliveryForm } from './delivery-values'

/** One delivery line (spec point 3, items): any product by article number or name (its name shown), quantity and unit. */
export function DeliveryLineInputs({ form, clientId, index }: { form: DeliveryForm; clientId: number; index: number }) {
  const { t } = useTranslation()
  const productName = useWatch({ control: form.control, name: `lines.${index}.productName` })
  return (
    <Grid>
      <LineItemInputs
        form={form}
        texts="deliveryForm"
        clientId={clientId}
        index={index}
        scope="all"
        productNote={productName}
        optionDetail={(product) => t('deliveryForm.lines.option', { articleNumber: product.articleNumber })}
        onProduct={(product) => form.setValue(`lines.${index}.productName`, product?.name ?? null)}
        unitDescription={t('deliveryForm.lines.unitHint')}
      />
    </Grid>
  )
}
