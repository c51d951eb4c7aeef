import { Alert, Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CellText } from '@/components/list/CellText'
import { showSnackbar } from '@/components/snackbar'
import type { Account } from '@/lib/accounts/get-account'
import { formatCurrency, formatNumber, MISSING } from '@/lib/format'
import { translateError } from '@/lib/translate-message'
import { useAccounts, useCreateAccount, useUpdateAccount, type AccountFields } from '../api/accounts'
import { AccountForm } from './AccountForm'

const texts = 'settings.accounts'
const titleId = 'settings-accounts-title'

/** The form's dialog: a new account or the account edited; each opening starts a fresh form. */
interface FormDialog {
  account?: Account
  opened: boolean
  opening: number
}

/**
 * Every client account with what is agreed with it (Administrators): a new one is usable at once, and
 * the account selector offers it straight away.
 */
export function AccountsSection() {
  const { t } = useTranslation()
  const accounts = useAccounts()
  const create = useCreateAccount()
  const update = useUpdateAccount()
  // The closed dialog keeps its subject, so its title stays while it fades out.
  const [dialog, setDialog] = useState<FormDialog>({ opened: false, opening: 0 })
  const open = (account?: Account) => setDialog(({ opening }) => ({ account, opened: true, opening: opening + 1 }))
  const close = () => setDialog((current) => ({ ...current, opened: false }))

  const save = (account: Account | undefined) => async (fields: AccountFields) => {
    const saved = account
      ? await update.mutateAsync({ clientId: account.id, fields })
      : await create.mutateAsync(fields)
    showSnackbar({ message: t(account ? `${texts}.saved` : `${texts}.created`, { name: saved.name }) })
    close()
  }

  return (
    <Stack component="section" aria-labelledby={titleId}>
      <Group justify="space-between">
        <Title order={2} id={titleId}>
          {t(`${texts}.title`)}
        </Title>
        <Button onClick={() => open()}>{t(`${texts}.new`)}</Button>
      </Group>
      <Text>{t(`${texts}.intro`)}</Text>
      {accounts.isError && <Alert color="red">{translateError(t, accounts.error)}</Alert>}
      {accounts.data && accounts.data.length === 0 && <Text c="gray.7">{t(`${texts}.none`)}</Text>}
      {accounts.data && accounts.data.length > 0 && (
        // A name as long as its field allows is cut (whole in its title); a phone scrolls the table
        // sideways, and so does a keyboard, as it is focusable.
        <Table.ScrollContainer minWidth={800} type="native" tabIndex={0}>
          <Table striped aria-label={t(`${texts}.title`)}>
            <Table.Thead>
              <Table.Tr>
                {['name', 'code', 'defaultShippingMethod', 'handlingCosts', 'maxDeliveryLines', 'contactEmail'].map(
                  (field) => (
                    <Table.Th key={field}>{t(`${texts}.fields.${field}`)}</Table.Th>
                  ),
                )}
                <Table.Th>{t('common.labels.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {accounts.data.map((account) => (
                <Table.Tr key={account.id}>
                  <Table.Td>
                    <CellText kind="name">{account.name}</CellText>
                  </Table.Td>
                  <Table.Td>{account.code ?? MISSING}</Table.Td>
                  <Table.Td>{account.defaultShippingMethod || MISSING}</Table.Td>
                  <Table.Td>
                    {account.handlingCosts === null ? t(`${texts}.notAgreed`) : formatCurrency(account.handlingCosts)}
                  </Table.Td>
                  <Table.Td>{formatNumber(account.maxDeliveryLines)}</Table.Td>
                  <Table.Td>
                    {account.contactEmail ? <CellText kind="code">{account.contactEmail}</CellText> : MISSING}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      aria-label={t(`${texts}.editAction`, { name: account.name })}
                      onClick={() => open(account)}
                    >
                      {t('common.buttons.edit')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        opened={dialog.opened}
        onClose={close}
        title={dialog.account ? t(`${texts}.editTitle`, { name: dialog.account.name }) : t(`${texts}.new`)}
        closeButtonProps={{ 'aria-label': t('common.buttons.close') }}
        size="lg"
      >
        <AccountForm key={dialog.opening} account={dialog.account} onSave={save(dialog.account)} onCancel={close} />
      </Modal>
    </Stack>
  )
}
