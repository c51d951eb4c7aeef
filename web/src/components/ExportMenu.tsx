import { Button, Menu } from '@mantine/core'
import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { showSnackbar } from '@/components/snackbar'
import type { components } from '@/lib/api/schema.gen'

export type ExportFormat = components['schemas']['FileFormat']

const formats: readonly ExportFormat[] = ['xlsx', 'csv']

/** Starts the download, as a browser form (see submitBrowserForm), of what the list shows. */
type StartExport = (format: ExportFormat) => void

/** One kind of file of a list that exports several (the orders, their lines), named in the menu. */
export interface ExportKind {
  label: string
  onExport: StartExport
}

type ExportMenuProps = {
  /** The area's words: each format's menu item and the note that the download started. */
  formatLabel: (format: ExportFormat) => string
  startedMessage: string
} & ({ onExport: StartExport } | { kinds: readonly ExportKind[] })

/** 'Export': the list's rows, with its filters and order, as xlsx or csv (of each kind the list offers). */
export function ExportMenu({ formatLabel, startedMessage, ...exports }: ExportMenuProps) {
  const { t } = useTranslation()
  const items = (onExport: StartExport) =>
    formats.map((format) => (
      <Menu.Item
        key={format}
        onClick={() => {
          onExport(format)
          showSnackbar({ message: startedMessage, type: 'info' })
        }}
      >
        {formatLabel(format)}
      </Menu.Item>
    ))
  return (
    // Without the focus placeholder: a menu may hold only items and groups (axe aria-required-children).
    <Menu position="bottom-end" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button variant="default">{t('common.buttons.export')}</Button>
      </Menu.Target>
      <Menu.Dropdown>
        {'kinds' in exports
          ? exports.kinds.map((kind) => <KindGroup key={kind.label} label={kind.label} items={items(kind.onExport)} />)
          : items(exports.onExport)}
      </Menu.Dropdown>
    </Menu>
  )
}

/** A kind's formats under its name; the group carries the name, so the orders' CSV and their lines' CSV differ. */
function KindGroup({ label, items }: { label: string; items: ReactNode }) {
  const labelId = useId()
  return (
    <div role="group" aria-labelledby={labelId}>
      <Menu.Label id={labelId}>{label}</Menu.Label>
      {items}
    </div>
  )
}
