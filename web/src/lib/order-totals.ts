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

/**
 * Amounts of totals.go: the entered price kept, the other derived for showing; when both are given the
 * price excl. VAT is kept. A line is the price entered times the quantity, rounded once: from a price
 * incl. VAT its net incl. VAT (less the discount incl. VAT) is split into the amount excl. VAT and the VAT,
 * the gross excl. VAT is rounded on its own and the discount is the difference.
 */
function exactAmounts(line: TotalsLine): ExactAmounts {
  const vat = basisPoints(line.vatPercentage)
  const discountPoints = basisPoints(line.discountPercentage)
  const exclVat = (inclVat: bigint) => divRound(inclVat * BASIS, BASIS + vat)
  const quantity = BigInt(line.quantity)
  if (line.priceExclVat !== null) {
    const priceExclVat = BigInt(line.priceExclVat)
    const gross = quantity * priceExclVat
    const discount = divRound(gross * discountPoints, BASIS)
    const amountExclVat = gross - discount
    const priceInclVat = divRound(priceExclVat * (BASIS + vat), BASIS)
    return { priceExclVat, priceInclVat, gross, discount, amountExclVat, vat: divRound(amountExclVat * vat, BASIS) }
  }
  if (line.priceInclVat !== null) {
    const priceInclVat = BigInt(line.priceInclVat)
    const grossInclVat = quantity * priceInclVat
    const netInclVat = grossInclVat - divRound(grossInclVat * discountPoints, BASIS)
    const gross = exclVat(grossInclVat)
    const amountExclVat = exclVat(netInclVat)
    const priceExclVat = exclVat(priceInclVat)
    return {
      priceExclVat,
      priceInclVat,
      gross,
      discount: gross - amountExclVat,
      amountExclVat,
      vat: netInclVat - amountExclVat,
    }
  }
  return { priceExclVat: 0n, priceInclVat: 0n, gross: 0n, discount: 0n, amountExclVat: 0n, vat: 0n }
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
