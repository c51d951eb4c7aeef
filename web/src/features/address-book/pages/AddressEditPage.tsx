import { Alert, Loader, Stack, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { useRouteTitle } from '@/app/use-route-title'
import { showSnackbar } from '@/components/snackbar'
import { routePath } from '@/config/paths'
import { useProfile } from '@/lib/auth/auth-store'
import { can } from '@/lib/auth/permissions'
import { translateError } from '@/lib/translate-message'
import { useAddressBookAddress, type AddressBookAddress } from '../api/get-address-book-address'
import { useUpdateAddressBookAddress } from '../api/update-address-book-address'
import { AddressBookForm } from '../components/AddressBookForm'
import { toFormValues } from '../components/address-book-form-values'

/**
 * addressBookAddress.edit: one address in the form, with what today's rules find wrong on its fields;
 * for a level that may only read it, the address as a page titled for what it shows.
 */
export default function AddressEditPage() {
  const { t } = useTranslation()
  const params = useParams()
  const clientId = Number(params.clientId)
  const address = useAddressBookAddress(clientId, Number(params.addressBookAddressId))
  const routeTitle = useRouteTitle()
  const canWrite = can(useProfile().level, 'orders.write')
  return (
    <Stack>
      <Title order={1}>{canWrite ? routeTitle : t('addressBook.showTitle')}</Title>
      {address.isError && <Alert color="red">{translateError(t, address.error)}</Alert>}
      {address.isPending && <Loader aria-label={t('common.loading')} />}
      {address.data && (
        <EditAddress key={address.data.id} clientId={clientId} address={address.data} canWrite={canWrite} />
      )}
    </Stack>
  )
}

interface EditAddressProps {
  clientId: number
  address: AddressBookAddress
  canWrite: boolean
}

function EditAddress({ clientId, address, canWrite }: EditAddressProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const update = useUpdateAddressBookAddress(clientId, address.id)
  const [defaultValues] = useState(() => toFormValues(address))
  return (
    <>
      {!canWrite && <Alert color="blue">{t('addressBook.readOnly')}</Alert>}
      {canWrite && address.status === 'change_requested' && <Alert color="orange">{t('addressBook.hasErrors')}</Alert>}
      {/* An address that fails today's rules ('Change requested') shows its errors on its fields at once. */}
      <AddressBookForm
        defaultValues={defaultValues}
        readOnly={!canWrite}
        storedErrors={address.errors}
        sendLabel={t('common.buttons.save')}
        backTo={routePath('addressBook.index')}
        onSend={
          canWrite
            ? async (fields) => {
                await update.mutateAsync(fields)
                showSnackbar({ message: t('addressBook.saved') })
                await navigate(routePath('addressBook.index'))
              }
            : undefined
        }
      />
    </>
  )
}
