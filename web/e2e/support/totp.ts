import { createHmac } from 'node:crypto'

// The codes of an authenticator app (RFC 6238), so a journey can log in with two-factor login as a
// person with a phone does: HMAC-SHA1 of the number of 30-second steps since the Unix epoch,
// truncated to six digits (RFC 4226).

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
const STEP_MS = 30_000

/** The bytes of a base32 secret (RFC 4648) as an app reads it: spaces, padding and case do not matter. */
export function base32Bytes(secret: string): Buffer {
  const bytes: number[] = []
  let value = 0
  let bits = 0
  for (const char of secret.toUpperCase().replace(/[\s=]/g, '')) {
    const index = BASE32.indexOf(char)
    if (index < 0) throw new Error(`${char} is not a base32 character`)
    value = ((value << 5) | index) & 0xffff // at most 12 bits are pending; the rest were written
    bits += 5
    if (bits >= 8) {
      bits -= 8
      bytes.push((value >>> bits) & 0xff)
    }
  }
  return Buffer.from(bytes)
}

/** The 30-second step of a moment (now unless given). */
export const totpStep = (time: number = Date.now()): number => Math.floor(time / STEP_MS)

/** The six-digit code of a base32 secret for a step (the current one unless given). */
export function totp(secret: string, step: number = totpStep()): string {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(step))
  const hash = createHmac('sha1', base32Bytes(secret)).update(counter).digest()
  const offset = hash[hash.length - 1] & 0x0f
  const value = hash.readUInt32BE(offset) & 0x7fffffff
  return String(value % 1_000_000).padStart(6, '0')
}
