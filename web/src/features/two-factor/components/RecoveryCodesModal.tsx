import { Button, CopyButton, Group, List, Modal, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { downloadRecoveryCodes } from './recovery-codes-file'

const texts = 'twoFactor.recoveryCodes'

interface RecoveryCodesModalProps {
  /** The codes confirming answered; none while the modal is closed. */
  codes: string[] | null
  onClose: () => void
}

/**
 * The ten recovery codes, shown this once: to copy or download, and closed only once the user says
 * they saved them (not by Escape or a click beside it, which would lose them unseen).
 */
export function RecoveryCodesModal({ codes, onClose }: RecoveryCodesModalProps) {
  const { t } = useTranslation()
  return (
    <Modal
      opened={codes !== null}
      onClose={onClose}
      title={t(`${texts}.title`)}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
    >
      {codes && (
        <Stack>
          <Text>{t(`${texts}.intro`)}</Text>
          <List listStyleType="none" ff="monospace" fz="lg" data-testid="recovery-codes" spacing={4}>
            {codes.map((code) => (
              <List.Item key={code}>{code}</List.Item>
            ))}
          </List>
          <Group>
            <CopyButton value={codes.join('\n')}>
              {({ copied, copy }) => (
                <Button variant="outline" onClick={copy}>
                  {copied ? t(`${texts}.copied`) : t(`${texts}.copy`)}
                </Button>
              )}
            </CopyButton>
            <Button variant="outline" onClick={() => downloadRecoveryCodes(codes, t(`${texts}.fileName`))}>
              {t(`${texts}.download`)}
            </Button>
          </Group>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t(`${texts}.saved`)}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  )
}
