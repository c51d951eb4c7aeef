import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormTextInput } from '@/components/form/form-inputs'
import { useProfile } from '@/lib/auth/auth-store'
import { useApiForm } from '@/lib/forms/use-api-form'
import { useSendContact } from '../api/send-contact'
import {
  contactFieldNames,
  contactFormSchema,
  MAX_MESSAGE,
  MAX_SUBJECT,
  newContactForm,
  toContactMessage,
} from './contact-form-values'

/**
 * The contact form: a subject and a message, mailed to the provider's support with the user's name,
 * email, level and current account; the answer comes to the user's email.
 */
export function ContactForm() {
  const { t } = useTranslation()
  const profile = useProfile()
  const send = useSendContact()
  const [sent, setSent] = useState(false)
  const { form, formRef, alert, submitWith } = useApiForm({
    resolver: zodResolver(contactFormSchema),
    defaultValues: newContactForm(),
    toFields: (values) => toContactMessage(values, profile.client?.id ?? null),
    fieldNames: () => contactFieldNames,
  })
  const submit = submitWith(async (message) => {
    setSent(false)
    await send.mutateAsync(message)
    form.reset(newContactForm())
    setSent(true)
  })
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="contact-form">
      <form ref={formRef} noValidate onSubmit={submit}>
        <Stack>
          <Title order={2} size="h4" id="contact-form">
            {t('support.contact.form')}
          </Title>
          <Text size="sm" c="dimmed">
            {profile.client
              ? t('support.contact.fromAbout', { email: profile.email, account: profile.client.name })
              : t('support.contact.from', { email: profile.email })}
          </Text>
          <FormTextInput
            form={form}
            name="subject"
            label={t('support.contact.subject')}
            required
            maxChars={MAX_SUBJECT}
          />
          <FormTextInput
            form={form}
            name="message"
            label={t('support.contact.message')}
            required
            multiline
            maxChars={MAX_MESSAGE}
          />
          {alert && (
            <Alert color="red" role="alert">
              {alert}
            </Alert>
          )}
          {sent && (
            <Alert color="green" role="status">
              {t('support.contact.sent', { email: profile.email })}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('support.contact.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
