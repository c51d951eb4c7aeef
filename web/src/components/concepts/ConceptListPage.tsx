import { Button, Group, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useProfile } from '@/lib/auth/auth-store'
import { can, type Capability } from '@/lib/auth/permissions'
import type { BulkEditDialogProps } from './ConceptBulkActions'
import { ConceptListScreen, type ConceptListProps, type ConceptListScreenProps } from './ConceptListScreen'
import type { ConceptRow } from './ConceptTable'

interface ConceptListPageProps<R extends ConceptRow> extends Omit<
  ConceptListScreenProps<R>,
  'canWrite' | 'clientId' | 'bulkEditDialog' | 'table'
> {
  title: string
  /** What a level needs to change the area's concepts: selection, bulk actions, import and create. */
  capability: Capability
  /** The area's create page, offered in the header to levels that may change the concepts. */
  create?: { to: string; label: string }
  /** A line under the header about the area's concepts. */
  intro?: string
  bulkEditDialog: (props: BulkEditDialogProps, clientId: number) => ReactNode
  table: (props: ConceptListProps<R>, clientId: number) => ReactNode
}

/** An area's concept list page: its title and create action, then the account's concept list (or a request to pick an account). */
export function ConceptListPage<R extends ConceptRow>({
  title,
  capability,
  create,
  intro,
  bulkEditDialog,
  table,
  ...screen
}: ConceptListPageProps<R>) {
  const { t } = useTranslation()
  const { client, level } = useProfile()
  const canWrite = can(level, capability)
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{title}</Title>
        {client && canWrite && create && (
          <Button component={Link} to={create.to} variant="default">
            {create.label}
          </Button>
        )}
      </Group>
      {intro && <Text c="dimmed">{intro}</Text>}
      {client ? (
        <ConceptListScreen
          key={client.id}
          {...screen}
          canWrite={canWrite}
          clientId={client.id}
          bulkEditDialog={(dialog) => bulkEditDialog(dialog, client.id)}
          table={(list) => table(list, client.id)}
        />
      ) : (
        <Text>{t('auth.pleaseSelectAccount')}</Text>
      )}
    </Stack>
  )
}
