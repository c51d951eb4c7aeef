import { describe, expect, it } from 'vitest'
import { chooseLocale, detectLocale } from './locale'

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

describe('chooseLocale', () => {
  it.each([
    ['nl-NL', ['en-US'], 'nl-NL'],
    ['en-GB', ['nl-NL', 'nl'], 'en-GB'],
    ['', ['nl-BE'], 'nl-NL'],
    ['', ['en-US'], 'en-GB'],
    [undefined, ['nl'], 'nl-NL'],
    [null, ['de'], 'en-GB'],
    ['fr-FR', ['nl'], 'nl-NL'],
  ])('chosen %j, browser %j -> %s', (chosen, languages, locale) => {
    expect(chooseLocale(chosen, languages)).toBe(locale)
  })
})
