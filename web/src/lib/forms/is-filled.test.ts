import { describe, expect, it } from 'vitest'
import { isFilled } from './is-filled'

describe('isFilled', () => {
  it.each([0, false, 'a', ' x ', [0], {}, 12.5])('%j is filled', (value) => {
    expect(isFilled(value)).toBe(true)
  })

  it.each([null, undefined, '', '   ', []])('%j is not filled', (value) => {
    expect(isFilled(value)).toBe(false)
  })
})
