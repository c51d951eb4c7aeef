import { Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useProvider } from '@/app/api/use-provider'
import { useRouteTitle } from '@/app/use-route-title'
import { translateError } from '@/lib/translate-message'
import { ContactForm } from '../components/ContactForm'
import { ProviderDetails } from '../components/ProviderDetails'

/** support.contact ('Contact us'): how to reach the provider, and a message to its support. */
export default function ContactPage() {
  const { t } = useTranslation()
  const provider = useProvider()
  return (
    <Stack>
      <Title order={1}>{useRouteTitle()}</Title>
      <Text>{t('support.contact.intro')}</Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {provider.data ? (
          <ProviderDetails provider={provider.data} />
        ) : provider.isError ? (
          <Text role="alert">{translateError(t, provider.error)}</Text>
        ) : (
          <Loader aria-label={t('common.loading')} />
        )}
        <ContactForm />
      </SimpleGrid>
    </Stack>
  )
}
