import * as z from 'zod/mini'
import type { Profile } from '@/lib/auth/auth-store'
import { isFilled } from '@/lib/forms/is-filled'
import { REQUIRED_MESSAGE } from '@/lib/forms/validation'
import type { OwnSettingsFields } from '../api/update-own-settings'

// 'Your details': the user's name and language, mirroring the API's rules (PUT /api/profile: a name
// of at most 100 characters; the language en-GB, nl-NL or '' to follow the browser).

/** The select's value for '' (follow the browser): a select cannot tell an empty choice from none. */
export const BROWSER_LANGUAGE = 'browser'

/** The language select's options, in its order; each is labelled by ownSettings.details.languages.<value>. */
export const LANGUAGE_CHOICES = [BROWSER_LANGUAGE, 'en-GB', 'nl-NL'] as const

export type LanguageChoice = (typeof LANGUAGE_CHOICES)[number]

export const MAX_NAME = 100

export interface DetailsFormValues {
  name: string
  language: LanguageChoice
}

/** The profile's details in the form; a profile stored before languages could be chosen follows the browser. */
export const toDetailsForm = (profile: Pick<Profile, 'name' | 'language'>): DetailsFormValues => ({
  name: profile.name,
  language: profile.language ? profile.language : BROWSER_LANGUAGE,
})

export const toOwnSettingsFields = (values: DetailsFormValues): OwnSettingsFields => ({
  name: values.name.trim(),
  language: values.language === BROWSER_LANGUAGE ? '' : values.language,
})

export const detailsFieldNames = ['name', 'language'] as const

export const detailsFormSchema = z.custom<DetailsFormValues>().check(
  z.superRefine((values, context) => {
    const name = values.name.trim()
    const refuse = (message: string) => context.issues.push({ code: 'custom', message, path: ['name'], input: name })
    if (!isFilled(name)) refuse(REQUIRED_MESSAGE)
    else if ([...name].length > MAX_NAME) refuse(`validation.max,${MAX_NAME}`)
  }),
)
