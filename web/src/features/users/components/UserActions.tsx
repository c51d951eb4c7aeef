import { Button, Group } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { confirm } from '@/components/confirm'
import { showSnackbar } from '@/components/snackbar'
import { useProfile } from '@/lib/auth/auth-store'
import { translateError } from '@/lib/translate-message'
import type { User } from '../api/get-user'
import { useUserAction, type UserAction } from '../api/user-actions'
import { actionsFor } from './user-state'

/**
 * What may be done with a user besides editing: a new invitation while they have not chosen a
 * password, deactivation (confirmed first; never of oneself) and activation. A done action says so in a
 * snackbar; a refused one (409) is handed to onRefused (the page shows why), and the user is read again.
 */
export function UserActions({ user, onRefused }: { user: User; onRefused: (message: string | null) => void }) {
  const { t } = useTranslation()
  const own = useProfile().id === user.id
  const act = useUserAction(user.id)
  const name = user.name

  const run = async (action: UserAction) => {
    onRefused(null)
    if (action === 'deactivate') {
      const confirmed = await confirm({
        title: t('users.confirmDeactivate.title', { name }),
        body: t('users.confirmDeactivate.body', { name }),
        confirmLabel: t('users.confirmDeactivate.confirm'),
        cancelLabel: t('common.buttons.cancel'),
        destructive: true,
      })
      if (!confirmed) return
    }
    try {
      await act.mutateAsync(action)
      showSnackbar({ message: t(`users.done.${action}`, { name }) })
    } catch (error) {
      onRefused(translateError(t, error))
    }
  }

  const actions = actionsFor(user, own)
  if (actions.length === 0) return null
  return (
    <Group gap="sm">
      {actions.map((action) => (
        <Button
          key={action}
          variant={action === 'deactivate' ? 'outline' : 'default'}
          color={action === 'deactivate' ? 'red.9' : undefined}
          loading={act.isPending && act.variables === action}
          disabled={act.isPending && act.variables !== action}
          onClick={() => void run(action)}
        >
          {t(`users.actions.${action}`)}
        </Button>
      ))}
    </Group>
  )
}
