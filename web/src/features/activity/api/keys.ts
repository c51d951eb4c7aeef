import { areaKeys } from '@/lib/api/area-api'

// Query keys of the activity: the account's event log entries, which every area's changes add to.
export const activityKeys = areaKeys('activity')
