import { Badge } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { AddressBookAddress } from '../api/get-address-book-address'

// Dark shades: white badge text needs a contrast of 4.5 (WCAG AA), which lighter shades miss.
const colours: Record<AddressBookAddress['status'], string> = { change_requested: 'orange.9', ready_to_save: 'teal.9' }

/** 'Change requested' or 'Ready to save' (spec point 3). */
export function AddressStatusBadge({ status }: { status: AddressBookAddress['status'] }) {
  const { t } = useTranslation()
  return (
    <Badge color={colours[status]} style={{ minWidth: 'max-content' }}>
      {t(`addressBook.status.${status}`)}
    </Badge>
  )
}
