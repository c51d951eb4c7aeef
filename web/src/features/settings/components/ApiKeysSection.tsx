import {
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { confirm } from '@/components/confirm'
import { CellText } from '@/components/list/CellText'
import { showSnackbar } from '@/components/snackbar'
import { formatDateTime } from '@/lib/format'
import { ApiError } from '@/lib/api/errors'
import { translateError, translateMessage } from '@/lib/translate-message'
import { useApiKeys, useCreateApiKey, useRevokeApiKey, type ApiKey, type CreatedApiKey } from '../api/api-keys'

/** The account's API keys: a webshop creates its orders with one. A new key is shown once. */
export function ApiKeysSection({ clientId }: { clientId: number }) {
  const { t } = useTranslation()
  const keys = useApiKeys(clientId)
  const revoke = useRevokeApiKey(clientId)
  const [created, setCreated] = useState<CreatedApiKey>()

  const onRevoke = async (key: ApiKey) => {
    const confirmed = await confirm({
      title: t('settings.apiKeys.revokeTitle'),
      body: t('settings.apiKeys.revokeBody', { name: key.name }),
      confirmLabel: t('settings.apiKeys.revoke'),
      cancelLabel: t('common.buttons.cancel'),
      destructive: true,
    })
    if (!confirmed) return
    try {
      await revoke.mutateAsync(key.id)
      showSnackbar({ message: t('settings.apiKeys.revoked', { name: key.name }) })
    } catch (error) {
      showSnackbar({ message: translateError(t, error), type: 'error' })
    }
  }

  return (
    <Stack component="section" aria-labelledby="api-keys-title">
      <Title order={2} id="api-keys-title">
        {t('settings.apiKeys.title')}
      </Title>
      <Text>{t('settings.apiKeys.intro')}</Text>
      <NewApiKeyForm clientId={clientId} onCreated={setCreated} />
      {keys.isError && <Alert color="red">{translateError(t, keys.error)}</Alert>}
      {keys.data && keys.data.length === 0 && <Text c="gray.7">{t('settings.apiKeys.none')}</Text>}
      {keys.data && keys.data.length > 0 && (
        // A name as long as its field allows is cut (whole in its title); a phone scrolls the table
        // sideways, and so does a keyboard, as it is focusable.
        <Table.ScrollContainer minWidth={640} type="native" tabIndex={0}>
          <Table striped aria-label={t('settings.apiKeys.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('settings.apiKeys.name')}</Table.Th>
                <Table.Th>{t('settings.apiKeys.key')}</Table.Th>
                <Table.Th>{t('settings.apiKeys.createdBy')}</Table.Th>
                <Table.Th>{t('settings.apiKeys.created')}</Table.Th>
                <Table.Th>{t('settings.apiKeys.lastUsed')}</Table.Th>
                <Table.Th>{t('common.labels.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {keys.data.map((key) => (
                <Table.Tr key={key.id}>
                  <Table.Td>
                    <CellText kind="name">{key.name}</CellText>
                  </Table.Td>
                  <Table.Td>
                    <Code>{key.prefix}…</Code>
                  </Table.Td>
                  <Table.Td>{key.createdBy}</Table.Td>
                  <Table.Td>{formatDateTime(key.createdAt)}</Table.Td>
                  <Table.Td>
                    {key.lastUsedAt ? formatDateTime(key.lastUsedAt) : t('settings.apiKeys.neverUsed')}
                  </Table.Td>
                  <Table.Td>
                    {key.revokedAt ? (
                      <Badge color="gray">
                        {t('settings.apiKeys.revokedOn', { date: formatDateTime(key.revokedAt) })}
                      </Badge>
                    ) : (
                      <Button variant="outline" color="red" c="red.9" size="xs" onClick={() => onRevoke(key)}>
                        {t('settings.apiKeys.revoke')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        opened={created !== undefined}
        onClose={() => setCreated(undefined)}
        title={t('settings.apiKeys.createdTitle')}
        // The footer's Close button closes it (as Escape does); a second, unnamed one in the header would not be read out.
        withCloseButton={false}
      >
        {created && (
          <Stack>
            <Text>{t('settings.apiKeys.createdBody', { name: created.name })}</Text>
            {/* Wrapped, not scrolled: a scrolling block cannot be reached with the keyboard. */}
            <Code block data-testid="api-key-secret" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {created.secret}
            </Code>
            <Group justify="flex-end">
              <CopyButton value={created.secret}>
                {({ copied, copy }) => (
                  <Button variant="outline" onClick={copy}>
                    {copied ? t('settings.apiKeys.copied') : t('settings.apiKeys.copy')}
                  </Button>
                )}
              </CopyButton>
              <Button onClick={() => setCreated(undefined)}>{t('common.buttons.close')}</Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  )
}

/** The name of a new key, and the button that creates it. */
function NewApiKeyForm({ clientId, onCreated }: { clientId: number; onCreated: (key: CreatedApiKey) => void }) {
  const { t } = useTranslation()
  const create = useCreateApiKey(clientId)
  const [name, setName] = useState('')
  const [error, setError] = useState<string>()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(undefined)
    try {
      onCreated(await create.mutateAsync({ name }))
      setName('')
    } catch (failure) {
      const fieldError = failure instanceof ApiError ? failure.fieldErrors.name : undefined
      setError(fieldError ? translateMessage(t, fieldError) : translateError(t, failure))
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start">
        <TextInput
          label={t('settings.apiKeys.name')}
          description={t('settings.apiKeys.nameHint')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={error}
          maxLength={100}
          required
          w={320}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        {/* Level with the input, which comes right after the one-line label. */}
        <Button type="submit" mt={25} loading={create.isPending}>
          {t('settings.apiKeys.create')}
        </Button>
      </Group>
    </form>
  )
}
