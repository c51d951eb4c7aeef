import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { routePath } from '@/config/paths'
import { BackButton } from '@/components/BackButton'
import { PathRecord } from '@/components/RecordUnavailable'
import { useProduct, type ProductDetail } from '../api/get-product'
import { useProfile } from '@/lib/auth/auth-store'
import { can } from '@/lib/auth/permissions'
import { ProductStatusBadge } from '@/components/products/ProductBadges'
import { ProductFieldGroup } from '../components/show/ProductFieldGroup'
import { StockLotsTable } from '../components/show/StockLotsTable'
import { StockChart } from '../components/show/StockChart'
import { StockMovementsTable } from '../components/show/StockMovementsTable'
import { productFieldGroups } from '../components/show/product-field-groups'

/** product.show: every field of a product, read-only, with its stock per lot and its latest movements. */
export default function ProductShowPage() {
  return (
    <Stack>
      <Group>
        <BackButton to={routePath('product.index')} />
      </Group>
      <PathRecord useRecord={useProduct} idParam="productId">
        {(product, clientId) => <ProductDetails clientId={clientId} product={product} />}
      </PathRecord>
    </Stack>
  )
}

function ProductDetails({ clientId, product }: { clientId: number; product: ProductDetail }) {
  const { t } = useTranslation()
  const canReadStock = can(useProfile().level, 'stock.read')
  return (
    <>
      <Stack gap={4}>
        <Group gap="sm">
          <Title order={1}>{product.name}</Title>
          <ProductStatusBadge isActive={product.isActive ?? true} />
        </Group>
        {/* An article number as long as its field allows breaks rather than widen the page on a phone. */}
        <Text c="gray.7" style={{ overflowWrap: 'anywhere' }}>
          {t('products.fields.articleNumber')}: {product.articleNumber} · {product.clientName}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        {productFieldGroups.map((group) => (
          <ProductFieldGroup key={group.group} product={product} group={group} />
        ))}
      </SimpleGrid>
      <Title order={2} size="h3" mt="md">
        {t('productOverview.lotsTitle')}
      </Title>
      <StockLotsTable lots={product.lots} label={t('productOverview.lotsTitle')} />
      {canReadStock && <StockChart clientId={clientId} productId={product.id} />}
      <Title order={2} size="h3" mt="md">
        {t('productOverview.movementsTitle')}
      </Title>
      <StockMovementsTable movements={product.movements} label={t('productOverview.movementsTitle')} />
    </>
  )
}
