import { describe, expect, it } from 'vitest'
import { secretGroupsOfFour } from './secret-text'

describe('secretGroupsOfFour', () => {
  it('splits a secret into groups of four, without a space at the end', () => {
    expect(secretGroupsOfFour('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')
  })

  it('leaves a shorter last group as it is', () => {
    expect(secretGroupsOfFour('ABCDEF')).toBe('ABCD EF')
    expect(secretGroupsOfFour('ABCD')).toBe('ABCD')
  })
})
