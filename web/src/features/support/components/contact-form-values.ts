import * as z from 'zod/mini'
import { isFilled } from '@/lib/forms/is-filled'
import { REQUIRED_MESSAGE } from '@/lib/forms/validation'
import type { ContactMessage } from '../api/send-contact'

// The contact form and its rules, mirroring internal/support (MaxSubject, MaxMessage) so most
// mistakes show before a round trip; the API stays the judge.

export interface ContactFormValues {
  subject: string
  message: string
}

export const MAX_SUBJECT = 200
export const MAX_MESSAGE = 5000

export const newContactForm = (): ContactFormValues => ({ subject: '', message: '' })

export const contactFieldNames = ['subject', 'message'] as const

/** What the API takes: the texts trimmed, about the account the user works in (if any). */
export const toContactMessage = (values: ContactFormValues, clientId: number | null): ContactMessage => ({
  subject: values.subject.trim(),
  message: values.message.trim(),
  clientId,
})

const length = (text: string) => [...text.trim()].length

/** The subject is one line: it becomes the mail's subject. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/

export const contactFormSchema = z.custom<ContactFormValues>().check(
  z.superRefine((values, context) => {
    const refuse = (field: keyof ContactFormValues, message: string) =>
      context.issues.push({ code: 'custom', message, path: [field], input: values[field] })
    if (!isFilled(values.subject)) refuse('subject', REQUIRED_MESSAGE)
    else if (length(values.subject) > MAX_SUBJECT) refuse('subject', `validation.max,${MAX_SUBJECT}`)
    else if (CONTROL.test(values.subject)) refuse('subject', 'validation.control_characters')
    if (!isFilled(values.message)) refuse('message', REQUIRED_MESSAGE)
    else if (length(values.message) > MAX_MESSAGE) refuse('message', `validation.max,${MAX_MESSAGE}`)
  }),
)
