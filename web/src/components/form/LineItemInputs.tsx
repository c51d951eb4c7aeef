import { Grid } from '@mantine/core'
import type { ReactNode } from 'react'
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { LineProductField } from '@/components/products/LineProductField'
import type { ProductHit, ProductScope } from '@/components/products/product-search'
import { UNITS } from '@/lib/units'
import { FormNumberInput, FormSelect } from './form-inputs'

interface LineItemInputsProps<T extends FieldValues> {
  form: UseFormReturn<T>
  /** The area's form texts (`deliveryForm`): `lines.product`, `lines.productPlaceholder`, `lines.quantity`, `lines.unit`. */
  texts: string
  clientId: number
  index: number
  scope: ProductScope
  /** Under the product: what the line knows of it. */
  productNote?: ReactNode
  /** The line under a product's name in the search's list. */
  optionDetail: (product: ProductHit) => string
  /** A pick names this product, typing none: what the line keeps of it (its unit becomes the product's own here). */
  onProduct: (product: ProductHit | null) => void
  unitDescription?: string
}

/** The first row of a line (an order's, a delivery's): its product, quantity and unit. */
export function LineItemInputs<T extends FieldValues>({
  form,
  texts,
  clientId,
  index,
  scope,
  productNote,
  optionDetail,
  onProduct,
  unitDescription,
}: LineItemInputsProps<T>) {
  const { t } = useTranslation()
  const label = (field: string) => t(`${texts}.lines.${field}`)
  const path = (field: string) => `lines.${index}.${field}` as Path<T>
  return (
    <>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <LineProductField
          form={form}
          name={path('articleNumber')}
          clientId={clientId}
          scope={scope}
          label={label('product')}
          placeholder={label('productPlaceholder')}
          description={productNote}
          optionDetail={optionDetail}
          onProduct={(product) => {
            onProduct(product)
            if (product) form.setValue(path('unit'), product.unit as PathValue<T, Path<T>>, { shouldDirty: true })
          }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <FormNumberInput form={form} name={path('quantity')} label={label('quantity')} decimals={0} required />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <FormSelect
          form={form}
          name={path('unit')}
          label={label('unit')}
          description={unitDescription}
          data={UNITS.map((unit) => ({ value: unit, label: t(`products.unit.${unit}`) }))}
        />
      </Grid.Col>
    </>
  )
}
