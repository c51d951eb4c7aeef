import { Button, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link, Navigate, useNavigate } from 'react-router'
import { useRouteTitle } from '@/app/use-route-title'
import { showSnackbar } from '@/components/snackbar'
import { routePath } from '@/config/paths'
import { useProfile } from '@/lib/auth/auth-store'
import { can } from '@/lib/auth/permissions'
import { useCreateAddressBookAddress } from '../api/create-address-book-address'
import { AddressBookForm } from '../components/AddressBookForm'
import { newAddressBookForm } from '../components/address-book-form-values'
import { useAddressBookForm } from '../components/use-address-book-form'

/** addressBookAddress.create: a new address in the current account's address book. */
export default function AddressCreatePage() {
  const { t } = useTranslation()
  const { client, level } = useProfile()
  const title = useRouteTitle()
  if (!can(level, 'orders.write')) return <Navigate to={routePath('403')} replace />
  return (
    <Stack>
      <Title order={1}>{title}</Title>
      {client ? <CreateAddress key={client.id} clientId={client.id} /> : <Text>{t('auth.pleaseSelectAccount')}</Text>}
    </Stack>
  )
}

function CreateAddress({ clientId }: { clientId: number }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const create = useCreateAddressBookAddress(clientId)
  const { form, alert, submitWith } = useAddressBookForm(newAddressBookForm())
  const save = submitWith(async (fields) => {
    await create.mutateAsync(fields)
    showSnackbar({ message: t('addressBook.saved') })
    await navigate(routePath('addressBook.index'))
  })
  return (
    <AddressBookForm
      form={form}
      onSubmit={save}
      alert={alert}
      actions={
        <>
          <Button component={Link} to={routePath('addressBook.index')} variant="subtle">
            {t('common.buttons.back')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('common.buttons.save')}
          </Button>
        </>
      }
    />
  )
}
