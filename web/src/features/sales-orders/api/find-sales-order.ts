import { api } from '@/lib/api/client'

/**
 * The id of the account's order with exactly this number, or undefined. Sending a concept answers
 * the concept's id only; its order is found by the number, which is unique in the account.
 */
export async function findSalesOrderId(clientId: number, orderNumber: string): Promise<number | undefined> {
  const { data } = await api.get('/api/clients/{clientId}/sales-orders', {
    params: { clientId },
    query: { q: orderNumber, limit: 50 },
  })
  return data.find((order) => order.orderNumber === orderNumber)?.id
}
