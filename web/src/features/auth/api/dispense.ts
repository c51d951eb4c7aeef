import type { Camelize } from '@/lib/api/case'
import { submitBrowserForm } from '@/lib/api/browser-form'
import type { components } from '@/lib/api/schema.gen'

export type DispenseForm = Camelize<components['schemas']['DispenseForm']>

/**
 * The browser form post after login: the server sets the session cookie that browser-form
 * downloads use and answers 303 to redirectUri, so the browser leaves this page.
 */
export const dispense = (form: DispenseForm): void => submitBrowserForm('/api/auth/dispense', form)
