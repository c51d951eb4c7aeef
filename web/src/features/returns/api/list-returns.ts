import { cursorListHook, type RowOf } from '@/lib/api/area-api'
import { returnParams } from '../components/return-filters'
import { returnKeys } from './keys'

const path = '/api/clients/{clientId}/returns'

export type ReturnRow = RowOf<typeof path>

/** The return overview's pages so far, newest return date first. */
export const useReturns = cursorListHook(path, returnKeys, returnParams)
