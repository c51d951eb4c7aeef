import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { BulkEditModal } from '@/components/concepts/BulkEditModal'
import type { BulkEditDialogProps } from '@/components/concepts/ConceptBulkActions'
import { takeFieldError } from '@/lib/api/field-errors'
import { translateError, translateMessage } from '@/lib/translate-message'
import { useBulkEditConceptProducts } from '../../api/bulk-edit-concept-products'
import { fieldIssue, REQUIRED_MESSAGE, type ProductFormValues } from '../../product-form-schema'
import { ProductFieldInput } from '../form/ProductFieldInput'
import { alwaysRequired, fieldGroups, type ProductField } from '../form/product-fields'
import { emptyProductForm, fieldToApi } from '../form/product-form-values'

/** The same article number on many products could never be valid. */
const bulkEditable = (field: ProductField): boolean => field !== 'articleNumber'

/** Bulk edit of concept products: one product field, checked as the product form checks it. */
export function ProductBulkEditModal({
  clientId,
  ids,
  opened,
  onClose,
  onEdited,
}: BulkEditDialogProps & { clientId: number }) {
  const { t } = useTranslation()
  const bulkEdit = useBulkEditConceptProducts(clientId)
  const form = useForm<ProductFormValues>({ defaultValues: emptyProductForm })
  const [field, setField] = useState<ProductField | null>(null)
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

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
      setFieldError(translateMessage(t, REQUIRED_MESSAGE, { field: t('conceptProducts.bulkEdit.field') }))
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
    <BulkEditModal
      texts="conceptProducts"
      count={ids.length}
      opened={opened}
      onClose={close}
      fieldOptions={fieldOptions}
      field={field}
      onFieldChange={choose}
      fieldError={fieldError}
      failure={failure}
      pending={bulkEdit.isPending}
      onApply={() => void apply()}
    >
      {field && <ProductFieldInput key={field} form={form} field={field} required={alwaysRequired.includes(field)} />}
    </BulkEditModal>
  )
}
