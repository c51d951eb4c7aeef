import { Button, Menu } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { showSnackbar } from '@/components/snackbar'
import { exportProducts, type ExportFormat } from '../../api/export-products'
import type { ProductOverviewFilters } from './overview-filters'

const formats: readonly ExportFormat[] = ['xlsx', 'csv']

/** 'Export': the products matching the overview's filters, in its order, as xlsx or csv. */
export function ExportMenu({ clientId, filters }: { clientId: number; filters: ProductOverviewFilters }) {
  const { t } = useTranslation()
  const download = (format: ExportFormat) => {
    exportProducts(clientId, filters, format)
    showSnackbar({ message: t('productOverview.exportStarted'), type: 'info' })
  }
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="default">{t('common.buttons.export')}</Button>
      </Menu.Target>
      <Menu.Dropdown>
        {formats.map((format) => (
          <Menu.Item key={format} onClick={() => download(format)}>
            {t(`productOverview.exportFormat.${format}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}
