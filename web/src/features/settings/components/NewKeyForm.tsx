import { Button, Group, TextInput } from '@mantine/core'
import { useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '@/lib/api/errors'
import { translateError, translateMessage } from '@/lib/translate-message'

interface NewKeyFormProps<C> {
  /** The kind's texts; `<texts>.nameHint` describes the name. */
  texts: string
  /** Makes the key of that name (with what the kind's own inputs hold). */
  create: (name: string) => Promise<C>
  creating: boolean
  onCreated: (key: C) => void
  /** The kind's own inputs, below the name. */
  children?: ReactNode
}

/** The name of a new key (and the kind's own inputs), and the button that creates it. */
export function NewKeyForm<C>({ texts, create, creating, onCreated, children }: NewKeyFormProps<C>) {
  const { t } = useTranslation()
  const [name, setName] = useState('')
  const [error, setError] = useState<string>()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(undefined)
    try {
      onCreated(await create(name))
      setName('')
    } catch (failure) {
      const fieldError = failure instanceof ApiError ? failure.fieldErrors.name : undefined
      setError(fieldError ? translateMessage(t, fieldError) : translateError(t, failure))
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start">
        <TextInput
          label={t('settings.keys.name')}
          description={t(`${texts}.nameHint`)}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={error}
          maxLength={100}
          required
          w={320}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        {children}
        {/* Level with the input, which comes right after the one-line label. */}
        <Button type="submit" mt={25} loading={creating}>
          {t('settings.keys.create')}
        </Button>
      </Group>
    </form>
  )
}
