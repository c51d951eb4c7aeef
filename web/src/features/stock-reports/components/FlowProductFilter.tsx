import { useState } from 'react'
import { ProductSearchCombobox } from '@/components/products/ProductSearchCombobox'

interface FlowProductFilterProps {
  clientId: number
  /** The product picked (null: every product) and its article number. */
  productId: number | null
  product: string
  onChange: (change: { productId: number | null; product: string }) => void
  label: string
  placeholder: string
}

/**
 * The flow report's product: found by article number, EAN or name and picked from the list; emptying
 * the field shows every product again. What is typed but not picked narrows nothing.
 */
export function FlowProductFilter({
  clientId,
  productId,
  product,
  onChange,
  label,
  placeholder,
}: FlowProductFilterProps) {
  const [text, setText] = useState(product)
  // The address changed the pick (Back, 'Reset filters'): the field shows it.
  const [shown, setShown] = useState({ productId, product })
  if (shown.productId !== productId || shown.product !== product) {
    setShown({ productId, product })
    setText(product)
  }
  return (
    <ProductSearchCombobox
      clientId={clientId}
      scope="all"
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(typed) => {
        setText(typed)
        if (typed.trim() === '' && productId !== null) onChange({ productId: null, product: '' })
      }}
      optionDetail={(hit) => hit.articleNumber}
      onPick={(hit) => {
        setText(hit.articleNumber)
        onChange({ productId: hit.id, product: hit.articleNumber })
      }}
    />
  )
}
