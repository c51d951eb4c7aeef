import { Select } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { showSnackbar } from '@/components/snackbar'
import { useProfile } from '@/lib/auth/auth-store'
import { translateError } from '@/lib/translate-message'
import { useSwitchClient } from '../api/switch-client'

/** The account (client) the user works in, chosen from the accounts they may see; it takes the header's free width on a phone. */
export function AccountSelect() {
  const { t } = useTranslation()
  const profile = useProfile()
  const switchClient = useSwitchClient()
  const select = (value: string | null) => {
    if (value === null) return
    switchClient.mutate(Number(value), {
      onError: (error) => showSnackbar({ message: translateError(t, error), type: 'error' }),
    })
  }
  return (
    <Select
      label={t('auth.selectAccount')}
      size="xs"
      placeholder={t('auth.pleaseSelectAccount')}
      nothingFoundMessage={t('auth.pleaseSelectAccount')}
      data={profile.clients.map((client) => ({ value: String(client.id), label: client.name }))}
      value={profile.client ? String(profile.client.id) : null}
      onChange={select}
      disabled={switchClient.isPending}
      allowDeselect={false}
      searchable
      flex={1}
      miw={0}
      maw={280}
    />
  )
}
