import { Alert, Group, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useNavigate, useParams } from 'react-router'
import { useRouteTitle } from '@/app/use-route-title'
import { HistorySection } from '@/components/history/HistorySection'
import { RecordLoaded, RecordUnavailable, recordId } from '@/components/RecordUnavailable'
import { showSnackbar } from '@/components/snackbar'
import { routePath } from '@/config/paths'
import { useProfile } from '@/lib/auth/auth-store'
import { can } from '@/lib/auth/permissions'
import { useUser, type User } from '../api/get-user'
import { useUserHistory } from '../api/get-user-history'
import { useUpdateUser } from '../api/update-user'
import { UserActions } from '../components/UserActions'
import { UserForm } from '../components/UserForm'
import { toFormValues } from '../components/user-form-values'
import { standingText } from '../components/user-state'

const overview = routePath('user.index')

/**
 * user.edit: a user the caller may manage in the user form, where they stand (invited, deactivated,
 * last login), a new invitation, deactivation or activation, and their history.
 */
export default function UserEditPage() {
  const { level } = useProfile()
  const userId = recordId(useParams().id)
  if (!can(level, 'users.manage')) return <Navigate to={routePath('403')} replace />
  if (userId === null) return <RecordUnavailable />
  return (
    <Stack>
      {/* Users are no account's: their query's account is 0 (see userKeys). */}
      <RecordLoaded useRecord={useUser} clientId={0} id={userId}>
        {(user) => <EditUser user={user} />}
      </RecordLoaded>
    </Stack>
  )
}

function EditUser({ user }: { user: User }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const title = useRouteTitle()
  const update = useUpdateUser(user.id)
  const history = useUserHistory(user.id)
  // The form keeps what was typed while an action changes the user's standing.
  const [defaultValues] = useState(() => toFormValues(user))
  const [refusal, setRefusal] = useState<string | null>(null)
  return (
    <>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text c="gray.7">{standingText(t, user)}</Text>
        </Stack>
        <UserActions user={user} onRefused={setRefusal} />
      </Group>
      {refusal && <Alert color="red">{refusal}</Alert>}
      <UserForm
        user={user}
        defaultValues={defaultValues}
        sendLabel={t('common.buttons.save')}
        backTo={overview}
        onSend={async (fields) => {
          await update.mutateAsync(fields)
          showSnackbar({ message: t('users.saved', { name: fields.name }) })
          await navigate(overview)
        }}
      />
      <HistorySection history={history} />
    </>
  )
}
