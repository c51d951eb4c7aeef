import { zodResolver } from '@hookform/resolvers/zod'
import { useApiForm, type FormAction } from '@/lib/forms/use-api-form'
import { salesOrderFormSchema } from '../sales-order-schema'
import {
  formFieldNames,
  toSalesOrderFields,
  type SalesOrderFields,
  type SalesOrderFormValues,
} from './sales-order-values'

/** A call the form hands its fields to (send, save as concept); it rejects with the API's error. */
export type SalesOrderAction = FormAction<SalesOrderFields>

/** The sales order form's state: its rules, then its fields in the API's shape (see useApiForm). */
export const useSalesOrderForm = (defaultValues: SalesOrderFormValues) =>
  useApiForm<SalesOrderFormValues, SalesOrderFields>({
    resolver: zodResolver(salesOrderFormSchema),
    defaultValues,
    toFields: toSalesOrderFields,
    fieldNames: formFieldNames,
  })
