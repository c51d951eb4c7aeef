import { Button, Menu } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { showSnackbar } from '@/components/snackbar'
import type { components } from '@/lib/api/schema.gen'

export type ExportFormat = components['schemas']['FileFormat']

const formats: readonly ExportFormat[] = ['xlsx', 'csv']

interface ExportMenuProps {
  /** Starts the download, as a browser form (see submitBrowserForm), of what the list shows. */
  onExport: (format: ExportFormat) => void
  /** The area's words: each format's menu item and the note that the download started. */
  formatLabel: (format: ExportFormat) => string
  startedMessage: string
}

/** 'Export': the list's rows, with its filters and order, as xlsx or csv. */
export function ExportMenu({ onExport, formatLabel, startedMessage }: ExportMenuProps) {
  const { t } = useTranslation()
  const download = (format: ExportFormat) => {
    onExport(format)
    showSnackbar({ message: startedMessage, type: 'info' })
  }
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="default">{t('common.buttons.export')}</Button>
      </Menu.Target>
      <Menu.Dropdown>
        {formats.map((format) => (
          <Menu.Item key={format} onClick={() => download(format)}>
            {formatLabel(format)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}
