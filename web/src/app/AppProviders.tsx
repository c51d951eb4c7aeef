import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { cssVariablesResolver, theme } from './theme'

const queryClient = new QueryClient({
  // A failed call is reported at once; ApiError already says why, retrying a 4xx would not help.
  defaultOptions: { queries: { retry: false } },
})

interface AppProvidersProps {
  children: ReactNode
  /** Tests pass their own client and Mantine's test environment (no transitions). */
  client?: QueryClient
  env?: 'default' | 'test'
}

export function AppProviders({ children, client = queryClient, env }: AppProvidersProps) {
  return (
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env}>
        {children}
      </MantineProvider>
    </QueryClientProvider>
  )
}
