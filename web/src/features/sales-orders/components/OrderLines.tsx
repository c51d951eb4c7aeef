import { Button, Group, Stack, Text, Title } from '@mantine/core'
import { useFieldArray, useFormState } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { translateMessage } from '@/lib/translate-message'
import { MAX_LINES } from '../sales-order-schema'
import { OrderLineRow } from './OrderLineRow'
import { newLine, type OrderForm } from './sales-order-values'

/** The order's lines: add and remove them; an order keeps at least one. */
export function OrderLines({ form, clientId }: { form: OrderForm; clientId: number }) {
  const { t } = useTranslation()
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'lines' })
  const { errors } = useFormState({ control: form.control, name: 'lines' })
  const message = errors.lines?.message ?? errors.lines?.root?.message
  return (
    <Stack component="section" aria-labelledby="order-lines-title">
      <Title order={2} size="h4" id="order-lines-title">
        {t('salesOrderForm.sections.lines')}
      </Title>
      {message && (
        <Text c="red.8" size="sm" role="alert">
          {translateMessage(t, message)}
        </Text>
      )}
      {fields.map((field, index) => (
        <OrderLineRow
          key={field.id}
          form={form}
          clientId={clientId}
          index={index}
          onRemove={fields.length > 1 ? () => remove(index) : undefined}
        />
      ))}
      <Group>
        <Button variant="light" onClick={() => append(newLine())} disabled={fields.length >= MAX_LINES}>
          {t('salesOrderForm.lines.add')}
        </Button>
      </Group>
    </Stack>
  )
}
