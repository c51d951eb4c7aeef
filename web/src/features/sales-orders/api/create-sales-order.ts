import { useMutation, useQueryClient } from '@tanstack/react-query'
import { productKeys } from '@/components/products/product-keys'
import { api } from '@/lib/api/client'
import type { ApiResult } from '@/lib/api/types'
import type { SalesOrderFields } from '../components/sales-order-values'
import { salesOrderKeys } from './keys'

export type SalesOrder = ApiResult<'/api/clients/{clientId}/sales-orders', 'post'>['data']

/** Sends a new order to the warehouse; a 422 carries the field errors and stores nothing. */
export const createSalesOrder = async (clientId: number, fields: SalesOrderFields): Promise<SalesOrder> =>
  (await api.post('/api/clients/{clientId}/sales-orders', { params: { clientId }, body: fields })).data

/** A sent order joins the overview, claims stock and takes its number. */
export function useCreateSalesOrder(clientId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (fields: SalesOrderFields) => createSalesOrder(clientId, fields),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: salesOrderKeys.all(clientId) }),
        queryClient.invalidateQueries({ queryKey: productKeys.all(clientId) }),
      ]),
  })
}
