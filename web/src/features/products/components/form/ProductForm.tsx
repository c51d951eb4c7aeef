import { zodResolver } from '@hookform/resolvers/zod'
import { Fieldset, SimpleGrid } from '@mantine/core'
import { useWatch, type FieldErrors, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { SendOrSaveForm, type SendOrSaveFormActions } from '@/components/form/SendOrSaveForm'
import { productFormSchema, REQUIRED_MESSAGE, type ProductFormValues } from '../../product-form-schema'
import { ProductFieldInput } from './ProductFieldInput'
import { fieldGroups, fieldKinds, isRequired, isShown, type ProductField, type ProductFields } from './product-fields'
import { toProductFields } from './product-form-values'

interface ProductFormProps extends SendOrSaveFormActions<ProductFields> {
  /** A new product's (newProductForm) or a concept's (toFormValues). */
  defaultValues: ProductFormValues
  /** For levels that may read products but not change them. */
  readOnly?: boolean
}

const productFieldNames = Object.keys(fieldKinds) as ProductField[]

/** 'Please fill out all required fields' when one is empty (spec point 5); otherwise the general text. */
const invalidAlert = (errors: FieldErrors<ProductFormValues>): string =>
  Object.values(errors).some((error) => error?.message === REQUIRED_MESSAGE) ? 'products.required_fields' : 'errors.422'

/** A product for create and concept edit: every field in the spec's groups, then save as concept or send. */
export function ProductForm({ defaultValues, readOnly = false, ...actions }: ProductFormProps) {
  return (
    <SendOrSaveForm
      options={{
        resolver: zodResolver(productFormSchema),
        defaultValues,
        toFields: toProductFields,
        fieldNames: () => productFieldNames,
        invalidAlert,
      }}
      {...actions}
    >
      {(form) => <ProductFieldGroups form={form} readOnly={readOnly} />}
    </SendOrSaveForm>
  )
}

/**
 * Fields that only apply under a condition (serial number mask, commercial expiry offset, outer
 * box details) show only while it holds, and the weight and size are required for a physical
 * product.
 */
function ProductFieldGroups({ form, readOnly }: { form: UseFormReturn<ProductFormValues>; readOnly: boolean }) {
  const { t } = useTranslation()
  const [productType, hasExpirationDate, hu, hasSerialNumber] = useWatch({
    control: form.control,
    name: ['productType', 'hasExpirationDate', 'hu', 'hasSerialNumber'],
  })
  const conditions = { productType, hasExpirationDate, hu, hasSerialNumber }
  return fieldGroups.map((group) => (
    <Fieldset
      key={group.name}
      legend={t(`products.groups.${group.name}`)}
      disabled={readOnly}
      data-read-only={readOnly || undefined}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {group.fields
          .filter((field) => isShown(field, conditions))
          .map((field) => (
            <ProductFieldInput key={field} form={form} field={field} required={isRequired(field, conditions)} />
          ))}
      </SimpleGrid>
    </Fieldset>
  ))
}
