import { waitFor } from '@testing-library/react'
import i18next from 'i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { tulipClient } from '@/test/profile'
import { authStore, type Profile } from './auth/auth-store'
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

describe('the language a user chose', () => {
  const daan = (language: Profile['language']) => ({ ...tulipClient, language })
  afterEach(() => authStore.clear())

  it('wins over the browser’s as soon as the profile is known, and logging out returns to the browser’s', async () => {
    // jsdom's browser speaks English.
    authStore.setProfile(daan('nl-NL'))
    await waitFor(() => expect(i18next.language).toBe('nl-NL'))
    expect(document.documentElement.lang).toBe('nl-NL')
    authStore.setProfile(daan(''))
    await waitFor(() => expect(i18next.language).toBe('en-GB'))
    authStore.setProfile(daan('nl-NL'))
    await waitFor(() => expect(i18next.language).toBe('nl-NL'))
    authStore.clear()
    await waitFor(() => expect(i18next.language).toBe('en-GB'))
  })
})
