import { Anchor, List, Stack, Table, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useProvider } from '@/app/api/use-provider'
import { useRouteTitle } from '@/app/use-route-title'
import { routePath } from '@/config/paths'

const orderStatuses = ['Complete', 'OnHold', 'Assigned', 'Shipped', 'DataIssue', 'Cancelled'] as const
const deliveryStatuses = ['Announced', 'Arrived', 'Received', 'Cancelled'] as const
const importSteps = ['template', 'upload', 'concepts', 'autoSend'] as const
const warehouseSteps = ['take', 'ship', 'receive', 'returns', 'stock'] as const
const stockFigures = ['total', 'available', 'onHold', 'inbound'] as const
const sections = ['salesOrders', 'deliveries', 'imports', 'webshopApi', 'warehouse', 'stock', 'agreement'] as const

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="sm" aria-labelledby={`information-${id}`}>
      <Title order={2} id={`information-${id}`}>
        {title}
      </Title>
      {children}
    </Stack>
  )
}

/** A table of statuses: each status in the words the overview shows, with what it means. */
function StatusTable({ caption, rows }: { caption: string; rows: { status: string; meaning: string }[] }) {
  return (
    <Table withTableBorder verticalSpacing="xs" captionSide="top">
      <Table.Caption style={{ textAlign: 'left', fontWeight: 600 }}>{caption}</Table.Caption>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.status}>
            <Table.Th scope="row" w="24%" style={{ verticalAlign: 'top' }}>
              {row.status}
            </Table.Th>
            <Table.Td>{row.meaning}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}

/** information.show: help for each area of the portal, and the way to the data processing agreement. */
export default function InformationPage() {
  const { t } = useTranslation()
  const title = useRouteTitle()
  const provider = useProvider().data?.name ?? ''
  const words = {
    complete: t('salesOrderOverview.status.Complete'),
    assigned: t('salesOrderOverview.status.Assigned'),
    shipped: t('salesOrderOverview.status.Shipped'),
    dataIssue: t('salesOrderOverview.status.DataIssue'),
    toAdjust: t('conceptSalesOrders.flag.toAdjust'),
    ready: t('conceptSalesOrders.flag.ready'),
  }

  return (
    <Stack gap="xl" maw={900}>
      <Stack gap="sm">
        <Title order={1}>{title}</Title>
        <Text>{t('information.intro')}</Text>
        <nav aria-label={t('information.contents')}>
          <List size="sm">
            {sections.map((section) => (
              <List.Item key={section}>
                <Anchor href={`#information-${section}`}>{t(`information.${section}.title`)}</Anchor>
              </List.Item>
            ))}
          </List>
        </nav>
      </Stack>

      <Section id="salesOrders" title={t('information.salesOrders.title')}>
        <Text>{t('information.salesOrders.concepts', words)}</Text>
        <StatusTable
          caption={t('information.salesOrders.statusesLabel')}
          rows={orderStatuses.map((status) => ({
            status: t(`salesOrderOverview.status.${status}`),
            meaning: t(`information.salesOrders.status.${status}`, words),
          }))}
        />
        <Text>{t('information.salesOrders.numbers')}</Text>
        <Text>{t('information.salesOrders.stock')}</Text>
        <Text>{t('information.salesOrders.translator')}</Text>
      </Section>

      <Section id="deliveries" title={t('information.deliveries.title')}>
        <Text>{t('information.deliveries.intro')}</Text>
        <StatusTable
          caption={t('information.deliveries.statusesLabel')}
          rows={deliveryStatuses.map((status) => ({
            status: t(`deliveryOverview.status.${status}`),
            meaning: t(`information.deliveries.status.${status}`),
          }))}
        />
      </Section>

      <Section id="imports" title={t('information.imports.title')}>
        <Text>{t('information.imports.intro')}</Text>
        <List type="ordered" spacing="xs">
          {importSteps.map((step) => (
            <List.Item key={step}>{t(`information.imports.steps.${step}`, words)}</List.Item>
          ))}
        </List>
        <Text>{t('information.imports.exports')}</Text>
      </Section>

      <Section id="webshopApi" title={t('information.webshopApi.title')}>
        <Text>{t('information.webshopApi.intro')}</Text>
        <Text>{t('information.webshopApi.key')}</Text>
        <Text>{t('information.webshopApi.orders', words)}</Text>
        <Text>{t('information.webshopApi.retry')}</Text>
      </Section>

      <Section id="warehouse" title={t('information.warehouse.title')}>
        <Text>{t('information.warehouse.intro')}</Text>
        <List type="ordered" spacing="xs">
          {warehouseSteps.map((step) => (
            <List.Item key={step}>{t(`information.warehouse.steps.${step}`, words)}</List.Item>
          ))}
        </List>
      </Section>

      <Section id="stock" title={t('information.stock.title')}>
        <Text>{t('information.stock.intro')}</Text>
        <List spacing="xs">
          {stockFigures.map((figure) => (
            <List.Item key={figure}>{t(`information.stock.figures.${figure}`)}</List.Item>
          ))}
        </List>
      </Section>

      <Section id="agreement" title={t('information.agreement.title')}>
        <Text>{t('information.agreement.text', { name: provider })}</Text>
        <Anchor component={Link} to={routePath('information.procesAgreement.show')} fw={600}>
          {t('information.agreement.link')}
        </Anchor>
      </Section>
    </Stack>
  )
}
