import { ImportGuide } from '@/components/import/ImportGuide'
import { routePath } from '@/config/paths'
import { conceptProducts } from '../api/concept-products'
import { productImportFile } from '../import-columns'

const fileRules = ['limits', 'allOrNothing', 'rowErrors'] as const

/** The import guide ('Add new products'): tab Import explains and takes the file, tab Result shows what it did. */
export default function ProductImportGuidePage() {
  return (
    <ImportGuide
      capability="products.write"
      texts="productImport"
      concepts={conceptProducts}
      fileRules={fileRules}
      file={productImportFile}
      listPath={routePath('product.concept')}
    />
  )
}
