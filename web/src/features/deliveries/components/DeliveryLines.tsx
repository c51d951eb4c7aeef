import { useFieldArray, useFormState } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormLines } from '@/components/form/FormLines'
import { DeliveryLineRow } from './DeliveryLineRow'
import { newDeliveryLine, type DeliveryForm } from './delivery-values'

/** The delivery's lines: add and remove them; a delivery keeps at least one. The account's limit is the API's to tell. */
export function DeliveryLines({ form, clientId }: { form: DeliveryForm; clientId: number }) {
  const { t } = useTranslation()
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'lines' })
  const { errors } = useFormState({ control: form.control, name: 'lines' })
  return (
    <FormLines
      id="delivery-lines-title"
      title={t('deliveryForm.sections.lines')}
      error={errors.lines?.message ?? errors.lines?.root?.message}
      addLabel={t('deliveryForm.lines.add')}
      onAdd={() => append(newDeliveryLine())}
    >
      {fields.map((field, index) => (
        <DeliveryLineRow
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
