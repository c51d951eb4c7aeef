import { useQuery } from '@tanstack/react-query'
import { areaKeys, type RecordOf } from '@/lib/api/area-api'
import { api } from '@/lib/api/client'

const path = '/api/clients/{clientId}/dashboard'

/** The account's dashboard as the caller's level may read it: what needs attention, today, and the charts' rows. */
export type Dashboard = RecordOf<typeof path, 'get'>
export type DashboardAttention = Dashboard['attention'][number]
export type AttentionKey = DashboardAttention['key']
export type DashboardCount = NonNullable<Dashboard['today']['ordersReceived']>
export type OrdersDay = NonNullable<Dashboard['ordersPerDay']>[number]
export type InboundWeek = NonNullable<Dashboard['inboundUnitsPerWeek']>[number]

/** Under the account, so a change of the account (or leaving it) drops it with the account's other queries. */
export const dashboardKeys = areaKeys('dashboard')

/**
 * The dashboard of the account. Its figures are everybody's work of the day, changed by other users,
 * the webshop and the warehouse: it is read afresh on every visit of the page (never fresh in the
 * cache), and the page shows the last answer meanwhile.
 */
export const useDashboard = (clientId: number) =>
  useQuery({
    queryKey: dashboardKeys.all(clientId),
    queryFn: async ({ signal }): Promise<Dashboard> => (await api.get(path, { params: { clientId }, signal })).data,
    staleTime: 0,
    refetchOnMount: 'always',
  })
