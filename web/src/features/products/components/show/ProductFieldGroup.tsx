import { useTranslation } from 'react-i18next'
import { FieldSection } from '@/components/FieldSection'
import type { ProductDetail } from '../../api/get-product'
import type { productFieldGroups } from './product-field-groups'

type Group = (typeof productFieldGroups)[number]

/** One group of the product's fields as a read-only list of label and value. */
export function ProductFieldGroup({ product, group }: { product: ProductDetail; group: Group }) {
  const { t } = useTranslation()
  return (
    <FieldSection
      title={t(`products.groups.${group.group}`)}
      fields={group.fields.map(({ name, show }) => ({ label: t(`products.fields.${name}`), value: show(product, t) }))}
    />
  )
}
