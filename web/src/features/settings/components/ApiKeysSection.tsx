import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/api-keys'
import { KeysSection } from './KeysSection'
import { NewKeyForm } from './NewKeyForm'

/** The account's API keys: a webshop creates its orders with one. A new key is shown once. */
export function ApiKeysSection({ clientId }: { clientId: number }) {
  const create = useCreateApiKey(clientId)
  return (
    <KeysSection
      texts="settings.apiKeys"
      keys={useApiKeys(clientId)}
      revoke={useRevokeApiKey(clientId)}
      form={(onCreated) => (
        <NewKeyForm
          texts="settings.apiKeys"
          create={(name) => create.mutateAsync({ name })}
          creating={create.isPending}
          onCreated={onCreated}
        />
      )}
    />
  )
}
