import { Alert, Badge, Button, Group, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { confirm } from '@/components/confirm'
import { showSnackbar } from '@/components/snackbar'
import { formatDateTime } from '@/lib/format'
import { translateError } from '@/lib/translate-message'
import { useEndOtherSessions } from '../api/end-other-sessions'
import { useOwnSessions } from '../api/list-own-sessions'
import { deviceLabel } from './device-label'
import { OwnSection } from './OwnSection'

const texts = 'ownSettings.sessions'

/** 'Sessions': where the user is logged in, and 'Log out everywhere else' after confirmation. */
export function SessionsSection() {
  const { t } = useTranslation()
  const sessions = useOwnSessions()
  const endOthers = useEndOtherSessions()
  const others = sessions.data?.filter((session) => !session.current) ?? []

  const onEndOthers = async () => {
    const confirmed = await confirm({
      title: t(`${texts}.endOthersTitle`),
      body: t(`${texts}.endOthersBody`),
      confirmLabel: t(`${texts}.endOthers`),
      cancelLabel: t('common.buttons.cancel'),
      destructive: true,
    })
    if (!confirmed) return
    try {
      await endOthers.mutateAsync()
      showSnackbar({ message: t(`${texts}.endedOthers`) })
    } catch (error) {
      showSnackbar({ message: translateError(t, error), type: 'error' })
    }
  }

  return (
    <OwnSection title={t(`${texts}.title`)} intro={t(`${texts}.intro`)}>
      {sessions.isError && <Alert color="red">{translateError(t, sessions.error)}</Alert>}
      {sessions.data && (
        // A phone scrolls the table sideways, and so does a keyboard, as it is focusable.
        <Table.ScrollContainer minWidth={720} type="native" tabIndex={0}>
          <Table striped aria-label={t(`${texts}.title`)}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(`${texts}.device`)}</Table.Th>
                <Table.Th>{t(`${texts}.address`)}</Table.Th>
                <Table.Th>{t(`${texts}.loggedIn`)}</Table.Th>
                <Table.Th>{t(`${texts}.lastSeen`)}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sessions.data.map((session) => (
                <Table.Tr key={session.id}>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {/* The User-Agent as the browser sent it, for who wants to know more than the label says. */}
                      <Text span size="sm" title={session.device || undefined}>
                        {deviceLabel(t, session.device)}
                      </Text>
                      {session.current && <Badge variant="light">{t(`${texts}.current`)}</Badge>}
                    </Group>
                  </Table.Td>
                  <Table.Td>{session.address}</Table.Td>
                  <Table.Td>{formatDateTime(session.loggedInAt)}</Table.Td>
                  <Table.Td>{formatDateTime(session.lastSeenAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {sessions.data && others.length === 0 && <Text c="gray.7">{t(`${texts}.onlyThis`)}</Text>}
      {others.length > 0 && (
        <Group>
          <Button variant="outline" color="red" c="red.9" onClick={onEndOthers} loading={endOthers.isPending}>
            {t(`${texts}.endOthers`)}
          </Button>
        </Group>
      )}
    </OwnSection>
  )
}
