import { Paper, SimpleGrid, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { ProductDetail } from '../../api/get-product'
import type { productFieldGroups } from './product-field-groups'

type Group = (typeof productFieldGroups)[number]

/** One group of the product's fields as a read-only list of label and value. */
export function ProductFieldGroup({ product, group }: { product: ProductDetail; group: Group }) {
  const { t } = useTranslation()
  const titleId = `product-group-${group.group}`
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" mb="sm" id={titleId}>
        {t(`products.groups.${group.group}`)}
      </Title>
      <SimpleGrid component="dl" cols={2} spacing="md" verticalSpacing={6} m={0}>
        {group.fields.map(({ name, show }) => [
          <Text key={`${name}-label`} component="dt" c="gray.7" size="sm">
            {t(`products.fields.${name}`)}
          </Text>,
          <Text key={`${name}-value`} component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {show(product, t)}
          </Text>,
        ])}
      </SimpleGrid>
    </Paper>
  )
}
