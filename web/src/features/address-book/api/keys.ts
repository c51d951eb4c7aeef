import { areaKeys } from '@/lib/api/area-api'

// Query keys of the address book: every query starts with its account, so switching accounts or
// changing an address invalidates exactly what it must.
export const addressBookKeys = areaKeys('address-book')
