import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate, useParams } from 'react-router'
import { routePath } from '@/config/paths'
import { useRouteTitle } from '@/app/use-route-title'
import { PageLoader } from '@/components/PageLoader'
import { ApiError } from '@/lib/api/errors'
import { translateError } from '@/lib/translate-message'
import { useProduct, type ProductDetail } from '../api/get-product'
import { ProductStatusBadge } from '../components/overview/ProductBadges'
import { ProductFieldGroup } from '../components/show/ProductFieldGroup'
import { StockLotsTable } from '../components/show/StockLotsTable'
import { StockMovementsTable } from '../components/show/StockMovementsTable'
import { productFieldGroups } from '../components/show/product-field-groups'

/** A path segment as an id the API can know; anything else cannot be a product. */
const idOf = (segment: string | undefined): number | null =>
  segment && /^[1-9]\d{0,17}$/.test(segment) ? Number(segment) : null

/** 'Back' returns to where the user came from (the overview keeps its filters); opened directly, to the overview. */
function BackButton() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const goBack = (event: MouseEvent) => {
    if (location.key === 'default') return
    event.preventDefault()
    void navigate(-1)
  }
  return (
    <Button component={Link} to={routePath('product.index')} onClick={goBack} variant="default">
      {t('common.buttons.back')}
    </Button>
  )
}

/** product.show: every field of a product, read-only, with its stock per lot and its latest movements. */
export default function ProductShowPage() {
  const { clientId, productId } = useParams()
  const client = idOf(clientId)
  const product = idOf(productId)
  return (
    <Stack>
      <Group>
        <BackButton />
      </Group>
      {client !== null && product !== null ? <ProductLoader clientId={client} productId={product} /> : <Unavailable />}
    </Stack>
  )
}

/** The product cannot be shown: not found (an unknown id, or another account's), or the call failed. */
function Unavailable({ error = new ApiError(404, 'errors.404') }: { error?: unknown }) {
  const { t } = useTranslation()
  const notFound = error instanceof ApiError && error.status === 404
  return (
    <>
      <Title order={1}>{useRouteTitle()}</Title>
      <Alert color={notFound ? 'gray' : 'red'}>{translateError(t, error)}</Alert>
    </>
  )
}

function ProductLoader({ clientId, productId }: { clientId: number; productId: number }) {
  const product = useProduct(clientId, productId)
  if (product.isPending) return <PageLoader />
  if (product.isError) return <Unavailable error={product.error} />
  return <ProductDetails product={product.data} />
}

function ProductDetails({ product }: { product: ProductDetail }) {
  const { t } = useTranslation()
  return (
    <>
      <Stack gap={4}>
        <Group gap="sm">
          <Title order={1}>{product.name}</Title>
          <ProductStatusBadge isActive={product.isActive ?? true} />
        </Group>
        <Text c="gray.7">
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
      <Title order={2} size="h3" mt="md">
        {t('productOverview.movementsTitle')}
      </Title>
      <StockMovementsTable movements={product.movements} label={t('productOverview.movementsTitle')} />
    </>
  )
}
