import { Tabs } from '@mantine/core'
import { Fragment, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

type Tab = 'import' | 'result'

interface Imported<R> {
  result: R
  /** Counts the imports, so each result opens fresh. */
  number: number
}

interface ImportTabsProps<R> {
  /** Tab Import: the area's guide around its upload form, which calls `onImported` with what the import did. */
  guide: (onImported: (result: R) => void) => ReactNode
  /** Tab Result: shown after an import, disabled before. */
  result: (result: R) => ReactNode
}

/** An import guide's two tabs: Import explains and takes the file, Result shows what the last import did. */
export function ImportTabs<R>({ guide, result }: ImportTabsProps<R>) {
  const { t } = useTranslation()
  const [tab, setTab] = useState<Tab>('import')
  const [imported, setImported] = useState<Imported<R> | null>(null)
  const showResult = (next: R) => {
    setImported((previous) => ({ result: next, number: (previous?.number ?? 0) + 1 }))
    setTab('result')
  }

  return (
    <Tabs value={tab} onChange={(value) => setTab(value as Tab)}>
      <Tabs.List>
        <Tabs.Tab value="import">{t('import.tabs.import')}</Tabs.Tab>
        <Tabs.Tab value="result" disabled={!imported}>
          {t('import.tabs.result')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="import" pt="lg">
        {guide(showResult)}
      </Tabs.Panel>
      <Tabs.Panel value="result" pt="lg">
        {imported && <Fragment key={imported.number}>{result(imported.result)}</Fragment>}
      </Tabs.Panel>
    </Tabs>
  )
}
