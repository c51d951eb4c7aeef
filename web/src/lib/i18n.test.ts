import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { loadAreaTexts, screenLanguage } from './i18n'
import { commonTexts } from './locale-resources'

describe('loadAreaTexts', () => {
  it('adds the areas’ texts, which the first script does not carry', async () => {
    expect(commonTexts['en-GB']).not.toHaveProperty('products')
    await loadAreaTexts()
    expect(i18next.t('products.fields.articleNumber')).toBe('Article number')
    expect(i18next.t('products.fields.articleNumber', { lng: 'nl-NL' })).toBe('Artikelnummer')
  })
})

describe('screenLanguage', () => {
  it('names the language the screen shows, so that a file is in its words', async () => {
    expect(screenLanguage()).toBe('en-GB')
    await i18next.changeLanguage('nl-NL')
    expect(screenLanguage()).toBe('nl-NL')
    await i18next.changeLanguage('en-GB')
  })
})
