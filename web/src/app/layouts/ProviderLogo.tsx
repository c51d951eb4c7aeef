import { Box } from '@mantine/core'
import { Logo } from '@/components/Logo'
import type { Provider } from '../api/get-provider'

/** What the logo shows of the provider. */
type ProviderBrand = Pick<Provider, 'name' | 'logoUrl'>

/**
 * The provider's logo as the server is configured (KADE_PROVIDER_LOGO), named by the provider's
 * name; Kade's own without one (or when the provider cannot be read: null). While the provider
 * loads (undefined) it keeps the logo's place empty, so that Kade's logo never flashes before the
 * provider's.
 */
export function ProviderLogo({
  provider,
  height = 32,
}: {
  provider: ProviderBrand | null | undefined
  height?: number
}) {
  if (provider === undefined) return <Box h={height} />
  if (provider?.logoUrl)
    return <img src={provider.logoUrl} alt={provider.name} height={height} style={{ width: 'auto' }} />
  return <Logo height={height} />
}
