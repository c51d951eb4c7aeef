import i18next from 'i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { deviceLabel, deviceOf } from './device-label'

// User-Agents as browsers send them.
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:126.0) Gecko/20100101 Firefox/126.0'
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1'
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36'
const EDGE_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36 Edg/125.0.2535.51'
const SAFARI_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15'
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.6422.113 Mobile Safari/537.36'
const CHROME_IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/125.0.6422.80 Mobile/15E148 Safari/604.1'
const FIREFOX_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/126.0 Mobile/15E148 Safari/605.1.15'
const OPERA_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 OPR/110.0.0.0'
const SAMSUNG_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36'
const CHROME_CHROMEOS =
  'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36'
const HEADLESS_CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/125.0.6422.60 Safari/537.36'

afterEach(() => i18next.changeLanguage('en-GB'))

describe('deviceLabel', () => {
  it.each([
    [FIREFOX_LINUX, 'Firefox on Linux'],
    [SAFARI_IPHONE, 'Safari on iPhone'],
    [CHROME_WINDOWS, 'Chrome on Windows'],
    [EDGE_WINDOWS, 'Edge on Windows'],
    [SAFARI_MAC, 'Safari on macOS'],
    [CHROME_ANDROID, 'Chrome on Android'],
    [CHROME_IPAD, 'Chrome on iPad'],
    [FIREFOX_IPHONE, 'Firefox on iPhone'],
    [OPERA_MAC, 'Opera on macOS'],
    [SAMSUNG_ANDROID, 'Samsung Internet on Android'],
    [CHROME_CHROMEOS, 'Chrome on ChromeOS'],
    [HEADLESS_CHROME_LINUX, 'Chrome on Linux'],
  ])('%s -> %s', (userAgent, label) => {
    expect(deviceLabel(i18next.t, userAgent)).toBe(label)
  })

  it('names another program by its product, and says so when nothing is known', () => {
    expect(deviceLabel(i18next.t, 'curl/8.5.0')).toBe('curl')
    expect(deviceLabel(i18next.t, 'python-requests/2.31.0')).toBe('python-requests')
    expect(deviceLabel(i18next.t, 'Mozilla/5.0 (compatible; Something)')).toBe('Unknown device')
    expect(deviceLabel(i18next.t, '')).toBe('Unknown device')
  })

  it('speaks the screen language', async () => {
    await i18next.changeLanguage('nl-NL')
    expect(deviceLabel(i18next.t, FIREFOX_LINUX)).toBe('Firefox op Linux')
    expect(deviceLabel(i18next.t, '')).toBe('Onbekend apparaat')
  })
})

describe('deviceOf', () => {
  it('keeps what it knows when the other half is missing', () => {
    expect(deviceOf('Mozilla/5.0 (X11; Linux x86_64) Something/1.0')).toEqual({ browser: null, system: 'Linux' })
    expect(deviceOf('Firefox/126.0')).toEqual({ browser: 'Firefox', system: null })
  })
})
