import { Stack, Text } from '@mantine/core'
import { SearchCombobox, type SearchComboboxProps } from '@/components/SearchCombobox'
import { productSearchQuery, type ProductHit, type ProductScope } from './product-search'

type ProductSearchComboboxProps = Omit<SearchComboboxProps<ProductHit>, 'search' | 'optionKey' | 'renderOption'> & {
  clientId: number
  scope: ProductScope
  /** The line under a product's name in the list: its article number and what else the area needs. */
  optionDetail: (product: ProductHit) => string
}

/** A line's product (an order line, a delivery line): found by article number, EAN or name, offered by name. */
export function ProductSearchCombobox({ clientId, scope, optionDetail, ...input }: ProductSearchComboboxProps) {
  return (
    <SearchCombobox<ProductHit>
      {...input}
      search={productSearchQuery(clientId, scope)}
      optionKey={(product) => String(product.id)}
      renderOption={(product) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {product.name}
          </Text>
          <Text size="xs" c="dimmed">
            {optionDetail(product)}
          </Text>
        </Stack>
      )}
    />
  )
}
