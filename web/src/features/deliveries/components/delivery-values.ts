import type { UseFormReturn } from 'react-hook-form'
import type { ApiBody, ApiResult } from '@/lib/api/types'
import { toNumber, type NumberValue } from '@/lib/forms/number-issue'
import type { components } from '@/lib/api/schema.gen'
import { UNITS } from '@/lib/units'

// The delivery form (spec point 3, Delivery: header, items and unit-load info): its values, a new
// delivery's defaults, and the API's fields (internal/deliveries Fields, camelCased here and
// snake_cased by the API client).

type UnitLoad = components['schemas']['UnitLoad']
type ContainerLength = components['schemas']['ContainerLength']

// Records keyed by the generated unions: the compiler rejects a list that misses or invents a value.
const valuesOf = <T extends string>(values: Record<T, true>): readonly T[] => Object.keys(values) as T[]

/** Spec point 3, Unit load. */
export const UNIT_LOADS = valuesOf<UnitLoad>({ Container: true, Colli: true, Pallet: true })
/** The standard shipping containers a Container delivery comes in. */
export const CONTAINER_LENGTHS = valuesOf<ContainerLength>({ '20ft': true, '40ft': true, '45ft': true })

/** The fields the concept calls and the delivery edit take (deliveries.Fields). */
export type DeliveryFields = ApiBody<'/api/clients/{clientId}/concept-deliveries', 'post'>

/** A delivery's or concept's fields as the API answers them: every field present. */
export type StoredDeliveryFields = ApiResult<
  '/api/clients/{clientId}/concept-deliveries/{conceptDeliveryId}',
  'get'
>['data']['fields']

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  (values as readonly (string | null)[]).includes(value)

export interface DeliveryLineValues {
  articleNumber: string
  /** The product's name, once a search picked it or the delivery knows it; never sent. */
  productName: string | null
  quantity: NumberValue
  unit: string | null
}

export interface DeliveryFormValues {
  reference: string
  /** ISO date (yyyy-mm-dd), '' when none. */
  plannedDate: string
  unitLoad: string | null
  /** The unit-load info: a Container's length, the number of pallets of a Pallet delivery. */
  containerLength: string | null
  numberOfPallets: NumberValue
  lines: DeliveryLineValues[]
}

/** The delivery form (its inputs are bound to its values). */
export type DeliveryForm = UseFormReturn<DeliveryFormValues>

export const newDeliveryLine = (): DeliveryLineValues => ({
  articleNumber: '',
  productName: null,
  quantity: 1,
  unit: null,
})

/** A new delivery: nothing filled in, one empty line. */
export const newDeliveryForm = (): DeliveryFormValues => ({
  reference: '',
  plannedDate: '',
  unitLoad: null,
  containerLength: null,
  numberOfPallets: '',
  lines: [newDeliveryLine()],
})

/**
 * The delivery's fields as the API takes them: the unit-load info only of its unit load, a line's
 * unit '' for the product's own. A unit load that is none of the list is left out, and the API
 * reports it as missing.
 */
export function toDeliveryFields(values: DeliveryFormValues) {
  const unitLoad = isOneOf(UNIT_LOADS, values.unitLoad) ? values.unitLoad : undefined
  return {
    reference: values.reference.trim(),
    plannedDate: values.plannedDate,
    unitLoad,
    containerLength:
      unitLoad === 'Container' && isOneOf(CONTAINER_LENGTHS, values.containerLength) ? values.containerLength : '',
    numberOfPallets: unitLoad === 'Pallet' ? toNumber(values.numberOfPallets) : null,
    lines: values.lines.map((line) => ({
      articleNumber: line.articleNumber.trim(),
      quantity: toNumber(line.quantity) ?? 0,
      unit: isOneOf(UNITS, line.unit) ? line.unit : ('' as const),
    })),
  } satisfies DeliveryFields
}

/** A stored delivery's or concept's fields in the form; `names` are its products' names by article number, where known. */
export function toDeliveryFormValues(
  fields: StoredDeliveryFields,
  names: ReadonlyMap<string, string> = new Map(),
): DeliveryFormValues {
  return {
    reference: fields.reference,
    plannedDate: fields.plannedDate,
    unitLoad: fields.unitLoad === '' ? null : fields.unitLoad,
    containerLength: fields.containerLength === '' ? null : fields.containerLength,
    numberOfPallets: fields.numberOfPallets ?? '',
    lines: fields.lines.map((line) => ({
      articleNumber: line.articleNumber,
      productName: names.get(line.articleNumber) ?? null,
      quantity: line.quantity,
      unit: line.unit === '' ? null : line.unit,
    })),
  }
}

/** The header fields in the form's order, as the API names them camelCased. */
export const deliveryHeaderFields = [
  'reference',
  'plannedDate',
  'unitLoad',
  'containerLength',
  'numberOfPallets',
] as const

export type DeliveryHeaderField = (typeof deliveryHeaderFields)[number]

/** The fields of a line the API may report an error for ('lines.2.articleNumber'). */
export const deliveryLineFields = ['articleNumber', 'quantity', 'unit'] as const

/** Every field of the form with these values where a server error may land. */
export const deliveryFieldNames = (values: Pick<DeliveryFormValues, 'lines'>) => [
  ...deliveryHeaderFields,
  'lines' as const,
  ...values.lines.flatMap((_, index) => deliveryLineFields.map((field) => `lines.${index}.${field}` as const)),
]
