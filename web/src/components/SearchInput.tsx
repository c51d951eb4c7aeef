import { TextInput } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

/** How long typing pauses before a list searches. */
export const SEARCH_DEBOUNCE_MS = 300

/** The API's search text is at most 200 characters (openapi.yaml, parameter Q). */
export const MAX_SEARCH_LENGTH = 200

interface SearchInputProps {
  /** The search the list shows now (from the address). */
  value: string
  /** Called with the trimmed text once typing pauses, or at once on Enter. */
  onSearch: (q: string) => void
  placeholder: string
  w?: number
  /** What the box searches by, when it is not the list's search ('Search'): 'Who'. */
  label?: string
  /** The most characters the API takes of it. */
  maxLength?: number
}

/** A list's search box: searches as typing pauses, and shows a search changed from outside (Back, 'Reset filters'). */
export function SearchInput({
  value,
  onSearch,
  placeholder,
  w = 260,
  label,
  maxLength = MAX_SEARCH_LENGTH,
}: SearchInputProps) {
  const { t } = useTranslation()
  const [text, setText] = useState(value)
  const searchLater = useDebouncedCallback((q: string) => onSearch(q.trim()), SEARCH_DEBOUNCE_MS)
  // A search changed from outside shows at once (React's 'adjusting state when a prop changes'),
  // unless the typing it came from is still waiting to be searched.
  const [searched, setSearched] = useState(value)
  if (value !== searched) {
    setSearched(value)
    if (!searchLater.isPending()) setText((shown) => (shown.trim() === value ? shown : value))
  }
  return (
    <TextInput
      type="search"
      label={label ?? t('common.labels.search')}
      placeholder={placeholder}
      value={text}
      maxLength={maxLength}
      onChange={(event) => {
        setText(event.currentTarget.value)
        searchLater(event.currentTarget.value)
      }}
      onKeyDown={(event) => event.key === 'Enter' && searchLater.flush()}
      w={w}
    />
  )
}
