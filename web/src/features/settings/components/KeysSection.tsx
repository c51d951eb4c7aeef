import { Alert, Badge, Button, Code, CopyButton, Group, Modal, Stack, Table, Text, Title } from '@mantine/core'
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { confirm } from '@/components/confirm'
import { CellText } from '@/components/list/CellText'
import { showSnackbar } from '@/components/snackbar'
import { formatDateTime } from '@/lib/format'
import { translateError } from '@/lib/translate-message'

/** A key as every key list shows it (an account's API keys, the warehouse's keys). */
export interface KeyRow {
  id: number
  name: string
  prefix: string
  createdBy: string
  createdAt: string
  lastUsedAt: string | null
  revokedAt: string | null
}

/** A column a kind of key adds to the list. */
export interface KeyColumn<K> {
  header: string
  cell: (key: K) => ReactNode
}

interface KeysSectionProps<K extends KeyRow> {
  /** The kind's texts: `<texts>.title`, `intro`, `none`, `revokeTitle`, `revokeBody`, `createdTitle`, `createdBody`. */
  texts: string
  keys: UseQueryResult<K[]>
  revoke: UseMutationResult<void, Error, number>
  columns?: KeyColumn<K>[]
  /** The form that makes a key; it calls onCreated with the key and its secret, shown once here. */
  form: (onCreated: (key: K & { secret: string }) => void) => ReactNode
}

/** A list of keys with their form: a new key is shown once, a key is revoked after confirmation. */
export function KeysSection<K extends KeyRow>({ texts, keys, revoke, columns = [], form }: KeysSectionProps<K>) {
  const { t } = useTranslation()
  const [created, setCreated] = useState<K & { secret: string }>()
  const titleId = `${texts.replaceAll('.', '-')}-title`

  const onRevoke = async (key: K) => {
    const confirmed = await confirm({
      title: t(`${texts}.revokeTitle`),
      body: t(`${texts}.revokeBody`, { name: key.name }),
      confirmLabel: t('settings.keys.revoke'),
      cancelLabel: t('common.buttons.cancel'),
      destructive: true,
    })
    if (!confirmed) return
    try {
      await revoke.mutateAsync(key.id)
      showSnackbar({ message: t('settings.keys.revoked', { name: key.name }) })
    } catch (error) {
      showSnackbar({ message: translateError(t, error), type: 'error' })
    }
  }

  return (
    <Stack component="section" aria-labelledby={titleId}>
      <Title order={2} id={titleId}>
        {t(`${texts}.title`)}
      </Title>
      <Text>{t(`${texts}.intro`)}</Text>
      {form(setCreated)}
      {keys.isError && <Alert color="red">{translateError(t, keys.error)}</Alert>}
      {keys.data && keys.data.length === 0 && <Text c="gray.7">{t(`${texts}.none`)}</Text>}
      {keys.data && keys.data.length > 0 && (
        // A name as long as its field allows is cut (whole in its title); a phone scrolls the table
        // sideways, and so does a keyboard, as it is focusable.
        <Table.ScrollContainer minWidth={640} type="native" tabIndex={0}>
          <Table striped aria-label={t(`${texts}.title`)}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('settings.keys.name')}</Table.Th>
                <Table.Th>{t('settings.keys.key')}</Table.Th>
                {columns.map((column) => (
                  <Table.Th key={column.header}>{column.header}</Table.Th>
                ))}
                <Table.Th>{t('settings.keys.createdBy')}</Table.Th>
                <Table.Th>{t('settings.keys.created')}</Table.Th>
                <Table.Th>{t('settings.keys.lastUsed')}</Table.Th>
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
                  {columns.map((column) => (
                    <Table.Td key={column.header}>{column.cell(key)}</Table.Td>
                  ))}
                  <Table.Td>{key.createdBy}</Table.Td>
                  <Table.Td>{formatDateTime(key.createdAt)}</Table.Td>
                  <Table.Td>{key.lastUsedAt ? formatDateTime(key.lastUsedAt) : t('settings.keys.neverUsed')}</Table.Td>
                  <Table.Td>
                    {key.revokedAt ? (
                      <Badge color="gray">
                        {t('settings.keys.revokedOn', { date: formatDateTime(key.revokedAt) })}
                      </Badge>
                    ) : (
                      <Button variant="outline" color="red" c="red.9" size="xs" onClick={() => onRevoke(key)}>
                        {t('settings.keys.revoke')}
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
        title={t(`${texts}.createdTitle`)}
        // The footer's Close button closes it (as Escape does); a second, unnamed one in the header would not be read out.
        withCloseButton={false}
      >
        {created && (
          <Stack>
            <Text>{t(`${texts}.createdBody`, { name: created.name })}</Text>
            {/* Wrapped, not scrolled: a scrolling block cannot be reached with the keyboard. */}
            <Code block data-testid="api-key-secret" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {created.secret}
            </Code>
            <Group justify="flex-end">
              <CopyButton value={created.secret}>
                {({ copied, copy }) => (
                  <Button variant="outline" onClick={copy}>
                    {copied ? t('settings.keys.copied') : t('settings.keys.copy')}
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
