import type { components } from '@/lib/api/schema.gen'

/** The units a product is kept in and an order line is ordered in (spec point 3, Units); their texts are products.unit.*. */
export const UNITS = [
  'Piece',
  'Box',
  'Set',
  'Pallet',
  'DS',
  'ST',
  'SET',
  'CD',
] as const satisfies readonly components['schemas']['ProductUnit'][]
