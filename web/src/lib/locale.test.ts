import { describe, expect, it } from 'vitest'
import { detectLocale } from './locale'

describe('detectLocale', () => {
  it.each([
    [['nl'], 'nl-NL'],
    [['nl-NL'], 'nl-NL'],
    [['nl-BE', 'fr-BE'], 'nl-NL'],
    [['NL-nl'], 'nl-NL'],
    [['en-US'], 'en-GB'],
    [['en-GB', 'nl'], 'en-GB'],
    [['de'], 'en-GB'],
    [['nld'], 'en-GB'],
    [[], 'en-GB'],
  ])('%j -> %s', (languages, locale) => {
    expect(detectLocale(languages)).toBe(locale)
  })
})
