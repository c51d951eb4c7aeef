import { Anchor, Stack, Table, Title } from '@mantine/core'
import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '@/lib/format'
import type { SalesOrder } from '../../api/get-sales-order'

/** The order's shipments, first shipped first: when each left and its packages with their carrier's tracking link. */
export function OrderShipments({ shipments }: { shipments: SalesOrder['shipments'] }) {
  const { t } = useTranslation()
  if (shipments.length === 0) return null
  const column = (key: string) => t(`salesOrderPage.shipments.${key}`)
  return (
    <Stack gap="xs" component="section" aria-labelledby="order-shipments-title">
      <Title order={2} size="h3" mt="md" id="order-shipments-title">
        {t('salesOrderPage.sections.shipments')}
      </Title>
      <Table.ScrollContainer minWidth={560} type="native">
        <Table striped aria-label={t('salesOrderPage.sections.shipments')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{column('shippedAt')}</Table.Th>
              <Table.Th>{column('carrier')}</Table.Th>
              <Table.Th>{column('trackingCode')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shipments.map((shipment, index) => (
              <Fragment key={index}>
                {shipment.packages.map((parcel, packageIndex) => (
                  <Table.Tr key={packageIndex}>
                    <Table.Td>{packageIndex === 0 ? formatDateTime(shipment.shippedAt) : ''}</Table.Td>
                    <Table.Td>{parcel.carrier}</Table.Td>
                    <Table.Td>
                      {parcel.trackingUrl ? (
                        <Anchor href={parcel.trackingUrl} target="_blank" rel="noopener noreferrer">
                          {parcel.trackingCode}
                        </Anchor>
                      ) : (
                        parcel.trackingCode
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  )
}
