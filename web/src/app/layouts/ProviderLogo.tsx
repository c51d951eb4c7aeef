import { Box, Image } from '@mantine/core'
import { Logo } from '@/components/Logo'
import { useProvider } from '../api/get-provider'

/**
 * The provider's logo as the server is configured (KADE_PROVIDER_LOGO), named by the provider's
 * name; Kade's own without one. While the provider loads it keeps the logo's place empty, so that
 * Kade's logo never flashes before the provider's.
 */
export function ProviderLogo({ height = 32 }: { height?: number }) {
  const { data: provider, isPending } = useProvider()
  if (isPending) return <Box h={height} />
  if (provider?.logoUrl) return <Image src={provider.logoUrl} alt={provider.name} h={height} w="auto" fit="contain" />
  return <Logo height={height} />
}
