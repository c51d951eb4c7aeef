import type { ReactNode } from 'react'
import { Controller, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { DESCRIPTION_BELOW } from '@/components/form/form-inputs'
import { translateMessage } from '@/lib/translate-message'
import { ProductSearchCombobox } from './ProductSearchCombobox'
import type { ProductHit, ProductScope } from './product-search'

interface LineProductFieldProps<T extends FieldValues> {
  form: UseFormReturn<T>
  /** The line's article number: what the field shows, and what a pick fills in. */
  name: Path<T>
  clientId: number
  scope: ProductScope
  label: string
  placeholder: string
  /** Under the field: what the line knows of its product. */
  description?: ReactNode
  /** The line under a product's name in the list. */
  optionDetail: (product: ProductHit) => string
  /** A pick names this product; typing names none any more. */
  onProduct: (product: ProductHit | null) => void
}

/** A line's product (an order line, a delivery line): typed or found by article number, EAN or name. */
export function LineProductField<T extends FieldValues>({
  form,
  name,
  onProduct,
  ...search
}: LineProductFieldProps<T>) {
  const { t } = useTranslation()
  const pick = (product: ProductHit) => {
    form.setValue(name, product.articleNumber as PathValue<T, Path<T>>, { shouldDirty: true })
    form.clearErrors(name)
    onProduct(product)
  }
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <ProductSearchCombobox
          {...search}
          required
          name={field.name}
          inputRef={field.ref}
          value={field.value}
          onChange={(text) => {
            field.onChange(text)
            onProduct(null)
          }}
          onBlur={field.onBlur}
          inputWrapperOrder={[...DESCRIPTION_BELOW]}
          error={fieldState.error?.message && translateMessage(t, fieldState.error.message, { field: search.label })}
          onPick={pick}
        />
      )}
    />
  )
}
