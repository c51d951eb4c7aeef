import { cursorListHook, type RowOf } from '@/lib/api/area-api'
import { activityParams } from '../components/activity-filters'
import { activityKeys } from './keys'

const path = '/api/clients/{clientId}/activity'

export type ActivityRow = RowOf<typeof path>

/** The account's activity so far, newest first ('Load more' fetches the next page). */
export const useActivity = cursorListHook(path, activityKeys, activityParams)
