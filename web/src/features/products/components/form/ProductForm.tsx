import { Fieldset, SimpleGrid, Stack } from '@mantine/core'
import type { FormEventHandler, ReactNode } from 'react'
import { useWatch, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormActions } from '@/components/form/FormActions'
import type { ProductFormValues } from '../../product-form-schema'
import { ProductFieldInput } from './ProductFieldInput'
import { fieldGroups, isRequired, isShown } from './product-fields'

interface ProductFormProps {
  form: UseFormReturn<ProductFormValues>
  onSubmit: FormEventHandler<HTMLFormElement>
  /** Why the last save failed; shown next to the buttons, where the user just clicked. */
  alert: string | null
  /** The buttons; the first submit button saves. */
  actions: ReactNode
  /** For levels that may read products but not change them. */
  readOnly?: boolean
}

/**
 * Every field of a product in the spec's groups. Fields that only apply under a condition (serial
 * number mask, commercial expiry offset, outer box details) show only while it holds, and the
 * weight and size are required for a physical product.
 */
export function ProductForm({ form, onSubmit, alert, actions, readOnly = false }: ProductFormProps) {
  const { t } = useTranslation()
  const [productType, hasExpirationDate, hu, hasSerialNumber] = useWatch({
    control: form.control,
    name: ['productType', 'hasExpirationDate', 'hu', 'hasSerialNumber'],
  })
  const conditions = { productType, hasExpirationDate, hu, hasSerialNumber }
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        {fieldGroups.map((group) => (
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
        ))}
        <FormActions alert={alert} actions={actions} />
      </Stack>
    </form>
  )
}
