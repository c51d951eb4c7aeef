import { Stack, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useNavigate } from 'react-router'
import { useRouteTitle } from '@/app/use-route-title'
import { showSnackbar } from '@/components/snackbar'
import { routePath } from '@/config/paths'
import { useProfile } from '@/lib/auth/auth-store'
import { can } from '@/lib/auth/permissions'
import { useCreateUser } from '../api/create-user'
import { UserForm } from '../components/UserForm'
import { newUserForm } from '../components/user-form-values'

const overview = routePath('user.index')

/** user.create: a new user, invited by mail to choose their password. */
export default function UserCreatePage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const profile = useProfile()
  const title = useRouteTitle()
  const create = useCreateUser()
  const [defaultValues] = useState(() => newUserForm(profile))
  if (!can(profile.level, 'users.manage')) return <Navigate to={routePath('403')} replace />
  return (
    <Stack>
      <Title order={1}>{title}</Title>
      <UserForm
        defaultValues={defaultValues}
        sendLabel={t('common.buttons.save')}
        backTo={overview}
        onSend={async (fields) => {
          await create.mutateAsync(fields)
          showSnackbar({ message: t('users.invited') })
          await navigate(overview)
        }}
      />
    </Stack>
  )
}
