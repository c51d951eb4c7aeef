import { useTranslation } from 'react-i18next'
import { ExportMenu } from '@/components/ExportMenu'
import { OverviewScreen } from '@/components/list/OverviewScreen'
import { exportProducts } from '../api/export-products'
import { useProducts } from '../api/list-products'
import { ProductFilterBar } from '@/components/products/ProductFilterBar'
import { ProductOverviewTable } from '../components/overview/ProductOverviewTable'
import * as filters from '@/components/products/product-filters'

/** product.index: the current account's products with their stock, searchable, filterable and exportable. */
export default function ProductOverviewPage() {
  const { t } = useTranslation()
  return (
    <OverviewScreen
      filters={filters}
      useList={useProducts}
      totalKey="productOverview.total"
      actions={(clientId, current) => (
        <ExportMenu
          onExport={(format) => exportProducts(clientId, current, format)}
          formatLabel={(format) => t(`productOverview.exportFormat.${format}`)}
          startedMessage={t('productOverview.exportStarted')}
        />
      )}
      filterBar={(current, onChange) => <ProductFilterBar filters={current} onChange={onChange} />}
      table={(list) => <ProductOverviewTable {...list} />}
    />
  )
}
