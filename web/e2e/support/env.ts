import { fileURLToPath } from 'node:url'

// Where the servers of this run are: global setup writes these variables into the runner's
// environment before any worker starts, so every test process inherits them.

export const ENV = {
  settings: 'KADE_E2E_SETTINGS',
  binary: 'KADE_E2E_BINARY_PATH',
} as const

export interface ServerSettings {
  /** The portal, e.g. http://127.0.0.1:43123 (also the tests' baseURL). */
  baseURL: string
  addr: string
  databaseURL: string
  smtpURL: string
  /** maildev's web API, e.g. http://127.0.0.1:43125 (GET /email lists the caught mails). */
  maildevURL: string
}

/** The contact address the server is started with; the password-forgotten page shows it. */
export const CONTACT_EMAIL = 'support@kade.example.com'

/** The provider's logo the server is started with (KADE_PROVIDER_LOGO); its name stays the default. */
export const PROVIDER_LOGO = fileURLToPath(new URL('./provider-logo.svg', import.meta.url))
export const PROVIDER_NAME = 'Kade Logistics'

export function serverSettings(): ServerSettings {
  const raw = process.env[ENV.settings]
  if (!raw)
    throw new Error(
      `${ENV.settings} is not set: the journeys run through "npm run e2e" (global setup starts the servers)`,
    )
  return JSON.parse(raw) as ServerSettings
}

/** The environment for the kade binary: the server's own settings (same database, base URL, SMTP). */
export function kadeEnvFromSettings(settings: ServerSettings): NodeJS.ProcessEnv {
  return {
    ...process.env,
    KADE_ADDR: settings.addr,
    KADE_DATABASE_URL: settings.databaseURL,
    KADE_BASE_URL: settings.baseURL,
    KADE_SMTP_URL: settings.smtpURL,
    KADE_CONTACT_EMAIL: CONTACT_EMAIL,
    KADE_PROVIDER_LOGO: PROVIDER_LOGO,
  }
}

export function kadeBinaryPath(): string {
  const path = process.env[ENV.binary]
  if (!path) throw new Error(`${ENV.binary} is not set: the journeys run through "npm run e2e"`)
  return path
}
