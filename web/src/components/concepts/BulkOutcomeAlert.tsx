import { Alert, List } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { describeOutcome, type BulkOutcome } from '@/lib/bulk-outcome'

interface BulkOutcomeAlertProps {
  /** The area's key prefix (see ConceptTable). */
  texts: string
  outcome: BulkOutcome
  onClose: () => void
}

/** The last bulk action's result: how many succeeded and failed, orange while some failed. */
export function BulkOutcomeAlert({ texts, outcome, onClose }: BulkOutcomeAlertProps) {
  const { t } = useTranslation()
  return (
    <Alert
      color={outcome.failed.length > 0 ? 'orange' : 'green'}
      withCloseButton
      closeButtonLabel={t(`${texts}.outcome.close`)}
      onClose={onClose}
    >
      <List size="sm">
        {describeOutcome(t, texts, outcome).map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
    </Alert>
  )
}
