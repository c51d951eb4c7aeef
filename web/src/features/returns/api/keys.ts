import { areaKeys } from '@/lib/api/area-api'

// Query keys of the returns area: the account's return rows (the return overview), which only the
// warehouse changes.
export const returnKeys = areaKeys('returns')
