// The order footer of spec point 3 as internal/orders/totals.go works it out, so the form shows
// what the API will store: money in whole euro cents, percentages in basis points (21% is 2100),
// every rounding to whole cents half away from zero, VAT rounded per line. internal/orders/testdata/totals.json
// holds the cases both sides check. The arithmetic runs in BigInt: the largest line (1,000,000 ×
// €100,000 at 21%) passes 2^53 on the way, though every result is well below it.

/** An order line as the API takes it: prices in cents (the one entered, the other null), percentages as the API writes them (21, 12.5). */
export interface TotalsLine {
  quantity: number
  priceInclVat: number | null
  priceExclVat: number | null
  vatPercentage: number
  discountPercentage: number
}

/** A line's prices (per unit) and amounts (the whole line) in cents. */
export interface LineAmounts {
  priceExclVat: number
  priceInclVat: number
  discount: number
  amountExclVat: number
  vat: number
}

/** The order footer in cents. */
export interface Totals {
  subtotal: number
  totalDiscount: number
  estimatedVat: number
  shippingCosts: number
  handlingCosts: number
  total: number
}

const BASIS = 10_000n

/** A percentage with at most two decimals (21, 12.5, 0.05) in basis points (2100, 1250, 5). */
export const basisPoints = (percentage: number): bigint => BigInt(Math.round(percentage * 100))

/** n / d rounded half away from zero; d > 0. */
function divRound(n: bigint, d: bigint): bigint {
  if (n < 0n) return -((-n + d / 2n) / d)
  return (n + d / 2n) / d
}

interface ExactAmounts {
  priceExclVat: bigint
  priceInclVat: bigint
  gross: bigint
  discount: bigint
  amountExclVat: bigint
  vat: bigint
}

/** Amounts of totals.go: the entered price kept, the other derived; when both are given the price excl. VAT is kept. */
function exactAmounts(line: TotalsLine): ExactAmounts {
  const vat = basisPoints(line.vatPercentage)
  let priceExclVat = 0n
  let priceInclVat = 0n
  if (line.priceExclVat !== null) {
    priceExclVat = BigInt(line.priceExclVat)
    priceInclVat = divRound(priceExclVat * (BASIS + vat), BASIS)
  } else if (line.priceInclVat !== null) {
    priceInclVat = BigInt(line.priceInclVat)
    priceExclVat = divRound(priceInclVat * BASIS, BASIS + vat)
  }
  const gross = BigInt(line.quantity) * priceExclVat
  const discount = divRound(gross * basisPoints(line.discountPercentage), BASIS)
  const amountExclVat = gross - discount
  return { priceExclVat, priceInclVat, gross, discount, amountExclVat, vat: divRound(amountExclVat * vat, BASIS) }
}

/** A line's prices and amounts, as the form shows them and the API stores them. */
export function lineAmounts(line: TotalsLine): LineAmounts {
  const { priceExclVat, priceInclVat, discount, amountExclVat, vat } = exactAmounts(line)
  return {
    priceExclVat: Number(priceExclVat),
    priceInclVat: Number(priceInclVat),
    discount: Number(discount),
    amountExclVat: Number(amountExclVat),
    vat: Number(vat),
  }
}

/** The footer of the lines with the order's shipment costs incl. VAT and the account's handling costs per order (cents). */
export function orderFooter(
  lines: readonly TotalsLine[],
  shipmentCostsInclVat: number | null,
  handlingCosts: number,
): Totals {
  let subtotal = 0n
  let totalDiscount = 0n
  let estimatedVat = 0n
  for (const line of lines) {
    const amounts = exactAmounts(line)
    subtotal += amounts.gross
    totalDiscount += amounts.discount
    estimatedVat += amounts.vat
  }
  const shippingCosts = BigInt(shipmentCostsInclVat ?? 0)
  const handling = BigInt(handlingCosts)
  return {
    subtotal: Number(subtotal),
    totalDiscount: Number(totalDiscount),
    estimatedVat: Number(estimatedVat),
    shippingCosts: Number(shippingCosts),
    handlingCosts: Number(handling),
    total: Number(subtotal - totalDiscount + estimatedVat + shippingCosts + handling),
  }
}
