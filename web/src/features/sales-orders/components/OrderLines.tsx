import { useFieldArray, useFormState } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormLines } from '@/components/form/FormLines'
import { MAX_LINES } from '../sales-order-schema'
import { OrderLineRow } from './OrderLineRow'
import { newLine, type OrderForm } from './sales-order-values'

/** The order's lines: add and remove them; an order keeps at least one. */
export function OrderLines({ form, clientId }: { form: OrderForm; clientId: number }) {
  const { t } = useTranslation()
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'lines' })
  const { errors } = useFormState({ control: form.control, name: 'lines' })
  return (
    <FormLines
      id="order-lines-title"
      title={t('salesOrderForm.sections.lines')}
      error={errors.lines?.message ?? errors.lines?.root?.message}
      addLabel={t('salesOrderForm.lines.add')}
      onAdd={() => append(newLine())}
      addDisabled={fields.length >= MAX_LINES}
    >
      {fields.map((field, index) => (
        <OrderLineRow
          key={field.id}
          form={form}
          clientId={clientId}
          index={index}
          onRemove={fields.length > 1 ? () => remove(index) : undefined}
        />
      ))}
    </FormLines>
  )
}
