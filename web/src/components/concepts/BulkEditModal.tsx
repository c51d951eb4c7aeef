import { Alert, Button, Group, Modal, Select, Stack, Text, type ComboboxData } from '@mantine/core'
import { Fragment, type ReactNode } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useBulkEdit, type BulkEdit } from './use-bulk-edit'

interface BulkEditModalProps<V extends FieldValues, F extends Path<V>> extends BulkEdit<V, F> {
  /** The fields that may be bulk edited, grouped as the area's form groups them. */
  fieldOptions: ComboboxData
  /** The chosen field's input, from the area's form. */
  input: (form: UseFormReturn<V>, field: F) => ReactNode
}

/** Sets one field to one value on every selected concept (spec point 4: bulk edit); the area checks and calls. */
export function BulkEditModal<V extends FieldValues, F extends Path<V>>({
  fieldOptions,
  input,
  ...edit
}: BulkEditModalProps<V, F>) {
  const { t } = useTranslation()
  const { form, modal } = useBulkEdit(edit)
  const { texts, opened } = edit
  const count = edit.ids.length
  const { onClose, field, onFieldChange, fieldError, failure, pending, onApply } = modal
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
          {field && <Fragment key={field}>{input(form, field)}</Fragment>}
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
