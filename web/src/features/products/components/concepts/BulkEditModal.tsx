import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { takeFieldError } from '@/lib/api/field-errors'
import { translateError, translateMessage } from '@/lib/translate-message'
import { useBulkEditConceptProducts } from '../../api/bulk-edit-concept-products'
import type { BulkResult } from '../../api/send-concept-products'
import { fieldIssue, REQUIRED_MESSAGE, type ProductFormValues } from '../../product-form-schema'
import { ProductFieldInput } from '../form/ProductFieldInput'
import { alwaysRequired, fieldGroups, type ProductField } from '../form/product-fields'
import { emptyProductForm, fieldToApi } from '../form/product-form-values'

interface BulkEditModalProps {
  clientId: number
  ids: number[]
  opened: boolean
  onClose: () => void
  onEdited: (result: BulkResult) => void
}

/** The same article number on many products could never be valid. */
const bulkEditable = (field: ProductField): boolean => field !== 'articleNumber'

/** Sets one field to one value on every selected concept (spec point 4: bulk edit). */
export function BulkEditModal({ clientId, ids, opened, onClose, onEdited }: BulkEditModalProps) {
  const { t } = useTranslation()
  const bulkEdit = useBulkEditConceptProducts(clientId)
  const form = useForm<ProductFormValues>({ defaultValues: emptyProductForm })
  const [field, setField] = useState<ProductField | null>(null)
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const fieldLabel = t('conceptProducts.bulkEdit.field')

  const choose = (value: string | null) => {
    setField(value as ProductField | null)
    setFieldError(null)
    setFailure(null)
    form.reset(emptyProductForm)
  }

  const close = () => {
    choose(null)
    onClose()
  }

  const apply = async () => {
    if (field === null) {
      setFieldError(translateMessage(t, REQUIRED_MESSAGE, { field: fieldLabel }))
      return
    }
    const value = form.getValues(field)
    const issue = fieldIssue(field, value, alwaysRequired.includes(field))
    if (issue) {
      form.setError(field, { type: 'validate', message: issue })
      return
    }
    try {
      const result = await bulkEdit.mutateAsync({ ids, changes: { [field]: fieldToApi(field, value) } })
      close()
      onEdited(result)
    } catch (error) {
      setFailure(translateError(t, error))
      // The API names a change's field `changes.<field>`.
      const message = takeFieldError(`changes.${field}`)
      if (message) form.setError(field, { type: 'server', message })
    }
  }

  const fieldOptions = fieldGroups.map((group) => ({
    group: t(`products.groups.${group.name}`),
    items: group.fields.filter(bulkEditable).map((name) => ({ value: name, label: t(`products.fields.${name}`) })),
  }))

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('conceptProducts.bulkEdit.title', { count: ids.length })}
      closeButtonProps={{ 'aria-label': t('common.buttons.close') }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void apply()
        }}
      >
        <Stack>
          <Text size="sm">{t('conceptProducts.bulkEdit.intro')}</Text>
          <Select
            label={fieldLabel}
            data={fieldOptions}
            value={field}
            onChange={choose}
            searchable
            required
            error={fieldError}
            nothingFoundMessage={t('common.labels.noRecords')}
          />
          {field && (
            <ProductFieldInput key={field} form={form} field={field} required={alwaysRequired.includes(field)} />
          )}
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.buttons.cancel')}
            </Button>
            <Button type="submit" loading={bulkEdit.isPending}>
              {t('conceptProducts.bulkEdit.apply')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
