import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { AccountPage } from '@/components/AccountPage'
import { showSnackbar } from '@/components/snackbar'
import { routePath } from '@/config/paths'
import { useCreateAddressBookAddress } from '../api/create-address-book-address'
import { AddressBookForm } from '../components/AddressBookForm'
import { newAddressBookForm } from '../components/address-book-form-values'

/** addressBookAddress.create: a new address in the current account's address book. */
export default function AddressCreatePage() {
  return <AccountPage capability="orders.write">{(clientId) => <CreateAddress clientId={clientId} />}</AccountPage>
}

function CreateAddress({ clientId }: { clientId: number }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const create = useCreateAddressBookAddress(clientId)
  return (
    <AddressBookForm
      defaultValues={newAddressBookForm()}
      sendLabel={t('common.buttons.save')}
      backTo={routePath('addressBook.index')}
      onSend={async (fields) => {
        await create.mutateAsync(fields)
        showSnackbar({ message: t('addressBook.saved') })
        await navigate(routePath('addressBook.index'))
      }}
    />
  )
}
