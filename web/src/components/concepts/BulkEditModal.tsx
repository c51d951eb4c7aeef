import { Alert, Button, Group, Modal, Select, Stack, Text, type ComboboxData } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

interface BulkEditModalProps {
  /** The area's key prefix (see ConceptTable). */
  texts: string
  count: number
  opened: boolean
  onClose: () => void
  /** The fields that may be bulk edited, grouped as the area's form groups them. */
  fieldOptions: ComboboxData
  field: string | null
  onFieldChange: (field: string | null) => void
  fieldError: string | null
  /** The chosen field's input, from the area's form. */
  children: ReactNode
  /** Why the last apply failed, in words. */
  failure: string | null
  pending: boolean
  onApply: () => void
}

/** Sets one field to one value on every selected concept (spec point 4: bulk edit); the area checks and calls. */
export function BulkEditModal({
  texts,
  count,
  opened,
  onClose,
  fieldOptions,
  field,
  onFieldChange,
  fieldError,
  children,
  failure,
  pending,
  onApply,
}: BulkEditModalProps) {
  const { t } = useTranslation()
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(`${texts}.bulkEdit.title`, { count })}
      closeButtonProps={{ 'aria-label': t('common.buttons.close') }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          onApply()
        }}
      >
        <Stack>
          <Text size="sm">{t(`${texts}.bulkEdit.intro`)}</Text>
          <Select
            label={t(`${texts}.bulkEdit.field`)}
            data={fieldOptions}
            value={field}
            onChange={onFieldChange}
            searchable
            required
            error={fieldError}
            nothingFoundMessage={t('common.labels.noRecords')}
          />
          {children}
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.buttons.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {t(`${texts}.bulkEdit.apply`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
