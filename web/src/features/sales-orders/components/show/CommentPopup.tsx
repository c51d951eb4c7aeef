import { Button, Group, Modal, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * The order's comment, the packing table's instruction (spec point 3): a pop-up when the page opens,
 * once per visit. It stays closed when the order is read again after an action.
 */
export function CommentPopup({ comment }: { comment: string }) {
  const { t } = useTranslation()
  const [opened, setOpened] = useState(comment.trim() !== '')
  const close = () => setOpened(false)
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('salesOrderPage.comment.title')}
      closeButtonProps={{ 'aria-label': t('common.buttons.close') }}
      centered
    >
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{comment}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={close}>{t('common.buttons.close')}</Button>
      </Group>
    </Modal>
  )
}
