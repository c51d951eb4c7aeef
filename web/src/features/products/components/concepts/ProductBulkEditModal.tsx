import { useTranslation } from 'react-i18next'
import { BulkEditModal } from '@/components/concepts/BulkEditModal'
import type { BulkEditDialogProps } from '@/components/concepts/ConceptBulkActions'
import { conceptProducts } from '../../api/concept-products'
import { fieldIssue, type ProductFormValues } from '../../product-form-schema'
import { ProductFieldInput } from '../form/ProductFieldInput'
import { alwaysRequired, fieldGroups, type ProductField } from '../form/product-fields'
import { emptyProductForm, fieldToApi } from '../form/product-form-values'

/** The same article number on many products could never be valid. */
const bulkEditable = (field: ProductField): boolean => field !== 'articleNumber'

/** Bulk edit of concept products: one product field, checked as the product form checks it. */
export function ProductBulkEditModal({ clientId, ...dialog }: BulkEditDialogProps & { clientId: number }) {
  const { t } = useTranslation()
  const fieldOptions = fieldGroups.map((group) => ({
    group: t(`products.groups.${group.name}`),
    items: group.fields.filter(bulkEditable).map((name) => ({ value: name, label: t(`products.fields.${name}`) })),
  }))
  return (
    <BulkEditModal<ProductFormValues, ProductField>
      {...dialog}
      texts="conceptProducts"
      fieldOptions={fieldOptions}
      emptyValues={() => emptyProductForm}
      issue={(values, field) => fieldIssue(field, values[field], alwaysRequired.includes(field))}
      changes={(values, field) => ({ [field]: fieldToApi(field, values[field]) })}
      bulkEdit={conceptProducts.useBulkEdit(clientId)}
      input={(form, field) => <ProductFieldInput form={form} field={field} required={alwaysRequired.includes(field)} />}
    />
  )
}
