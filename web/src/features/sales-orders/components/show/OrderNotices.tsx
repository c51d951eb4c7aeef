import { Alert, List, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { SalesOrder } from '../../api/get-sales-order'

// The title in the text colour: orange and red titles on their light backgrounds miss WCAG AA contrast.
const titleStyles = { title: { color: 'var(--mantine-color-text)' } }
import { describeSalesOrderErrors } from '../sales-order-errors'

/** A DataIssue order's problems, each with its field's name and the value sent where it did not fit, and lines that order more than is available. */
export function OrderNotices({ order }: { order: SalesOrder }) {
  const { t } = useTranslation()
  const problems = describeSalesOrderErrors(t, order.problems, order.sentValues)
  const warnings = describeSalesOrderErrors(t, order.warnings)
  return (
    <>
      {problems.length > 0 && (
        <Alert color="red" title={t('salesOrderPage.problems.title')} styles={titleStyles}>
          <Text size="sm" mb="xs">
            {t('salesOrderPage.problems.intro')}
          </Text>
          <List size="sm">
            {problems.map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {warnings.length > 0 && (
        <Alert color="orange" title={t('salesOrderPage.warnings.title')} styles={titleStyles}>
          <List size="sm">
            {warnings.map((warning) => (
              <List.Item key={warning}>{warning}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </>
  )
}
