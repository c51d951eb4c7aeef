import type { Profile } from '@/lib/auth/auth-store'

/** Daan, a Default user working in Tulip Webshop B.V. (account 7), as the profile call describes him. */
export const tulipClient = {
  id: 3,
  name: 'Daan',
  level: 'Default',
  twoFactor: false,
  twoFactorRequired: false,
  client: { id: 7, name: 'Tulip Webshop B.V.' },
  clients: [{ id: 7, name: 'Tulip Webshop B.V.' }],
} as unknown as Profile

/** Daan in Tulip Webshop B.V. at another level. */
export const tulipUser = (level: Profile['level']): Profile => ({ ...tulipClient, level })
