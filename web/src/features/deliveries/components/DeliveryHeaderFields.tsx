import { Fieldset, Grid } from '@mantine/core'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormNumberInput, FormSelect, FormTextInput } from '@/components/form/form-inputs'
import { MAX_REFERENCE } from '../delivery-schema'
import { CONTAINER_LENGTHS, UNIT_LOADS, type DeliveryForm, type DeliveryHeaderField } from './delivery-values'

/** One of the delivery's own fields with its label and (for a list) its options; the bulk edit offers the same inputs. */
export function DeliveryHeaderInput({ form, field }: { form: DeliveryForm; field: DeliveryHeaderField }) {
  const { t } = useTranslation()
  const props = { form, name: field, label: t(`deliveryForm.fields.${field}`), required: true }
  switch (field) {
    case 'reference':
      return <FormTextInput {...props} maxChars={MAX_REFERENCE} />
    case 'plannedDate':
      return <FormTextInput {...props} type="date" />
    case 'unitLoad':
      return (
        <FormSelect
          {...props}
          data={UNIT_LOADS.map((value) => ({ value, label: t(`deliveryForm.unitLoads.${value}`) }))}
        />
      )
    case 'containerLength':
      return (
        <FormSelect
          {...props}
          data={CONTAINER_LENGTHS.map((value) => ({ value, label: t(`deliveryForm.containerLengths.${value}`) }))}
        />
      )
    case 'numberOfPallets':
      return <FormNumberInput {...props} decimals={0} />
  }
}

/** The unit-load info a unit load asks for: a Container's length, the number of pallets; a colli delivery none. */
export const unitLoadInfoField = (unitLoad: string | null): DeliveryHeaderField | null =>
  unitLoad === 'Container' ? 'containerLength' : unitLoad === 'Pallet' ? 'numberOfPallets' : null

/** The delivery's header (spec point 3): reference, planned date, unit load and its info; the reference is wide enough to read its 50 characters. */
export function DeliveryHeaderFields({ form }: { form: DeliveryForm }) {
  const { t } = useTranslation()
  const info = unitLoadInfoField(useWatch({ control: form.control, name: 'unitLoad' }))
  const fields: DeliveryHeaderField[] = ['reference', 'plannedDate', 'unitLoad', ...(info ? [info] : [])]
  return (
    <Fieldset legend={t('deliveryForm.sections.delivery')}>
      <Grid>
        {fields.map((field) => (
          <Grid.Col key={field} span={field === 'reference' ? { base: 12, md: 6 } : { base: 12, sm: 6, md: 3 }}>
            <DeliveryHeaderInput form={form} field={field} />
          </Grid.Col>
        ))}
      </Grid>
    </Fieldset>
  )
}
