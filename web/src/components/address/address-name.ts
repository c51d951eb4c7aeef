import type { AnsweredAddress } from './address-values'

/** Who an address is for, as a list shows it: the company, else the person. */
export function addressName(address: Pick<AnsweredAddress, 'companyName' | 'firstName' | 'lastName'>): string {
  const person = [address.firstName, address.lastName].filter((part) => part !== '').join(' ')
  return address.companyName || person
}

/** The person at a company, shown under its name; '' when the name is the person's. */
export function addressContact(address: Pick<AnsweredAddress, 'companyName' | 'firstName' | 'lastName'>): string {
  return address.companyName ? [address.firstName, address.lastName].filter((part) => part !== '').join(' ') : ''
}
