import type { TFunction } from 'i18next'

// A session's device as a person recognises it, 'Firefox on Linux' or 'Safari on iPhone', read from
// the User-Agent the browser sent at login. Only the common browsers and systems are named; the raw
// User-Agent stays available beside the label. The order of each list matters: Edge's and Opera's
// User-Agents also name Chrome and Safari, Chrome's names Safari, an iPhone's names Mac OS X.

interface Pattern {
  name: string
  pattern: RegExp
}

const BROWSERS: Pattern[] = [
  { name: 'Edge', pattern: /\bEdg(e|A|iOS)?\// },
  { name: 'Opera', pattern: /\b(OPR|OPT|Opera)\// },
  { name: 'Samsung Internet', pattern: /\bSamsungBrowser\// },
  { name: 'Firefox', pattern: /\b(Firefox|FxiOS)\// },
  { name: 'Chrome', pattern: /\b(Chrome|HeadlessChrome|CriOS|Chromium)\// },
  { name: 'Safari', pattern: /\bVersion\/[\d.]+.*\bSafari\// },
]

const SYSTEMS: Pattern[] = [
  { name: 'iPhone', pattern: /\biPhone\b/ },
  { name: 'iPad', pattern: /\biPad\b/ },
  { name: 'Android', pattern: /\bAndroid\b/ },
  { name: 'Windows', pattern: /\bWindows\b/ },
  { name: 'ChromeOS', pattern: /\bCrOS\b/ },
  { name: 'macOS', pattern: /\bMac OS X\b|\bMacintosh\b/ },
  { name: 'Linux', pattern: /\bLinux\b|\bX11\b/ },
]

export interface Device {
  browser: string | null
  system: string | null
}

const firstMatch = (patterns: Pattern[], userAgent: string): string | null =>
  patterns.find(({ pattern }) => pattern.test(userAgent))?.name ?? null

/** The browser and the system a User-Agent names; null for what it does not name recognisably. */
export function deviceOf(userAgent: string): Device {
  return { browser: firstMatch(BROWSERS, userAgent), system: firstMatch(SYSTEMS, userAgent) }
}

/**
 * The device as the sessions table shows it: 'Firefox on Linux'; the browser or the system alone when
 * only one is known; another program (curl, a script) by its first product name; 'Unknown device'
 * when the User-Agent is empty.
 */
export function deviceLabel(t: TFunction, userAgent: string): string {
  const { browser, system } = deviceOf(userAgent)
  if (browser && system) return t('ownSettings.sessions.deviceLabel', { browser, system })
  const program = /^[\w.-]+(?=\/)/.exec(userAgent.trim())?.[0]
  const other = program && program !== 'Mozilla' ? program : null
  return browser ?? system ?? other ?? t('ownSettings.sessions.unknownDevice')
}
