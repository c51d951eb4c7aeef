import { Button, Group, Stack, Text, Title } from '@mantine/core'
import { useFieldArray, useFormState } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { translateMessage } from '@/lib/translate-message'
import { DeliveryLineRow } from './DeliveryLineRow'
import { newDeliveryLine, type DeliveryForm } from './delivery-values'

/** The delivery's lines: add and remove them; a delivery keeps at least one. The account's limit is the API's to tell. */
export function DeliveryLines({ form, clientId }: { form: DeliveryForm; clientId: number }) {
  const { t } = useTranslation()
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'lines' })
  const { errors } = useFormState({ control: form.control, name: 'lines' })
  const message = errors.lines?.message ?? errors.lines?.root?.message
  return (
    <Stack component="section" aria-labelledby="delivery-lines-title">
      <Title order={2} size="h4" id="delivery-lines-title">
        {t('deliveryForm.sections.lines')}
      </Title>
      {message && (
        <Text c="red.8" size="sm" role="alert">
          {translateMessage(t, message)}
        </Text>
      )}
      {fields.map((field, index) => (
        <DeliveryLineRow
          key={field.id}
          form={form}
          clientId={clientId}
          index={index}
          onRemove={fields.length > 1 ? () => remove(index) : undefined}
        />
      ))}
      <Group>
        <Button variant="light" onClick={() => append(newDeliveryLine())}>
          {t('deliveryForm.lines.add')}
        </Button>
      </Group>
    </Stack>
  )
}
