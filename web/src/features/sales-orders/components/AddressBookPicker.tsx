import { Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { addressName } from '@/components/address/address-name'
import { SearchCombobox } from '@/components/SearchCombobox'
import { addressBookSearchQuery, type AddressBookEntry } from '../api/search-address-book'

interface AddressBookPickerProps {
  clientId: number
  onPick: (entry: AddressBookEntry) => void
}

/** Searches the account's address book as you type; the address picked fills the order's addresses. */
export function AddressBookPicker({ clientId, onPick }: AddressBookPickerProps) {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  return (
    <SearchCombobox<AddressBookEntry>
      label={t('salesOrderForm.addressBook.label')}
      placeholder={t('salesOrderForm.addressBook.placeholder')}
      value={text}
      onChange={setText}
      search={addressBookSearchQuery(clientId)}
      optionKey={(entry) => String(entry.id)}
      renderOption={(entry) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {addressName(entry.deliveryAddress)}
          </Text>
          <Text size="xs" c="dimmed">
            {entry.deliveryAddress.address}
          </Text>
        </Stack>
      )}
      onPick={(entry) => {
        setText(addressName(entry.deliveryAddress))
        onPick(entry)
      }}
    />
  )
}
