import { Anchor, Paper, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { getProvider } from '@/app/api/get-provider'

type Provider = Awaited<ReturnType<typeof getProvider>>

/** One detail: its label, then its value. */
function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </div>
  )
}

/** How to reach the provider: its address, phone, email and opening hours, as configured. */
export function ProviderDetails({ provider }: { provider: Provider }) {
  const { t } = useTranslation()
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="provider-details">
      <Stack gap="sm">
        <Title order={2} size="h4" id="provider-details">
          {provider.name}
        </Title>
        <Stack component="dl" gap="sm" m={0}>
          <Detail label={t('support.contact.address')}>
            <Text component="span" style={{ whiteSpace: 'pre-line' }}>
              {provider.address}
            </Text>
          </Detail>
          <Detail label={t('support.contact.phone')}>
            <Anchor href={`tel:${provider.phone.replace(/[^+\d]/g, '')}`}>{provider.phone}</Anchor>
          </Detail>
          <Detail label={t('support.contact.email')}>
            <Anchor href={`mailto:${provider.contactEmail}`}>{provider.contactEmail}</Anchor>
          </Detail>
          <Detail label={t('support.contact.hours')}>{provider.hours}</Detail>
        </Stack>
      </Stack>
    </Paper>
  )
}
