import { MultiSelect } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useProfile } from '@/lib/auth/auth-store'
import {
  useCreateWarehouseKey,
  useRevokeWarehouseKey,
  useWarehouseKeys,
  type WarehouseKey,
} from '../api/warehouse-keys'
import { KeysSection } from './KeysSection'
import { NewKeyForm } from './NewKeyForm'

const texts = 'settings.warehouseKeys'

/** The warehouse system's keys (Administrators): each reaches every account or the ones it is limited to. */
export function WarehouseKeysSection() {
  const { t } = useTranslation()
  const { clients } = useProfile()
  const create = useCreateWarehouseKey()
  const [accounts, setAccounts] = useState<string[]>([])
  const accountName = (id: number) => clients.find((client) => client.id === id)?.name ?? String(id)
  const reach = (key: WarehouseKey) =>
    key.accounts.length === 0 ? t(`${texts}.allAccounts`) : key.accounts.map(accountName).join(', ')
  return (
    <KeysSection
      texts={texts}
      keys={useWarehouseKeys()}
      revoke={useRevokeWarehouseKey()}
      columns={[{ header: t(`${texts}.accounts`), cell: reach }]}
      form={(onCreated) => (
        <NewKeyForm
          texts={texts}
          create={async (name) => {
            const created = await create.mutateAsync({ name, accounts: accounts.map(Number) })
            setAccounts([])
            return created
          }}
          creating={create.isPending}
          onCreated={onCreated}
        >
          <MultiSelect
            label={t(`${texts}.accounts`)}
            description={t(`${texts}.accountsHint`)}
            data={clients.map((client) => ({ value: String(client.id), label: client.name }))}
            value={accounts}
            onChange={setAccounts}
            searchable
            clearable
            w={320}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
        </NewKeyForm>
      )}
    />
  )
}
