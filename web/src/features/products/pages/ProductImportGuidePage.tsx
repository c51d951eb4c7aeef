import { useTranslation } from 'react-i18next'
import { ImportGuide } from '@/components/import/ImportGuide'
import { routePath } from '@/config/paths'
import { toCamelCase } from '@/lib/api/case'
import { productImportTemplateUrl, useImportConceptProducts } from '../api/import-concept-products'
import { productGuideGroups } from '../components/import/product-guide-groups'

const fileRules = ['limits', 'allOrNothing', 'rowErrors'] as const

/** The import guide ('Add new products'): tab Import explains and takes the file, tab Result shows what it did. */
export default function ProductImportGuidePage() {
  const { t, i18n } = useTranslation()
  const columnLabel = (column: string) => {
    const key = `products.fields.${toCamelCase(column)}`
    return i18n.exists(key) ? t(key) : undefined
  }
  return (
    <ImportGuide
      capability="products.write"
      texts="productImport"
      templateUrl={productImportTemplateUrl}
      useImport={useImportConceptProducts}
      fileRules={fileRules}
      columns={productGuideGroups(t)}
      listPath={routePath('product.concept')}
      columnLabel={columnLabel}
    />
  )
}
