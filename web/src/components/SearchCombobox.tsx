import { Combobox, Loader, TextInput, useCombobox } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useQuery, type QueryKey } from '@tanstack/react-query'
import type { ReactNode, Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { MAX_SEARCH_LENGTH, SEARCH_DEBOUNCE_MS } from './SearchInput'

/** The query of one search text: its key and the call that answers the options. */
export interface SearchQuery<T> {
  queryKey: QueryKey
  queryFn: (context: { signal: AbortSignal }) => Promise<T[]>
}

export interface SearchComboboxProps<T> {
  label: string
  /** The text in the input: what is being searched for, or what was picked. */
  value: string
  onChange: (text: string) => void
  /** The search behind the options: its query for the text, once typing pauses. */
  search: (q: string) => SearchQuery<T>
  optionKey: (option: T) => string
  renderOption: (option: T) => ReactNode
  onPick: (option: T) => void
  placeholder?: string
  description?: ReactNode
  error?: ReactNode
  required?: boolean
  name?: string
  inputRef?: Ref<HTMLInputElement>
  onBlur?: () => void
  /** Where the description goes (Mantine's order of label, description, input, error). */
  inputWrapperOrder?: ('label' | 'input' | 'description' | 'error')[]
}

/**
 * A text input that searches as you type and offers what it finds (an address from the address
 * book, a product for an order line). It searches only while its list is open, so a form with many
 * of them asks the API nothing until one is used.
 */
export function SearchCombobox<T>({
  label,
  value,
  onChange,
  search,
  optionKey,
  renderOption,
  onPick,
  inputRef,
  onBlur,
  ...input
}: SearchComboboxProps<T>) {
  const { t } = useTranslation()
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() })
  const [q] = useDebouncedValue(value.trim(), SEARCH_DEBOUNCE_MS)
  const results = useQuery({ ...search(q), enabled: combobox.dropdownOpened && q !== '' })
  const options = results.data ?? []
  const byKey = new Map(options.map((option) => [optionKey(option), option]))
  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(key) => {
        const option = byKey.get(key)
        if (option !== undefined) onPick(option)
        combobox.closeDropdown()
      }}
    >
      <Combobox.Target>
        <TextInput
          {...input}
          label={label}
          ref={inputRef}
          value={value}
          maxLength={MAX_SEARCH_LENGTH}
          autoComplete="off"
          onChange={(event) => {
            onChange(event.currentTarget.value)
            combobox.openDropdown()
            combobox.updateSelectedOptionIndex()
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown()
            onBlur?.()
          }}
          rightSection={results.isFetching ? <Loader size={16} /> : null}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={q === ''}>
        <Combobox.Options>
          {options.map((option) => (
            <Combobox.Option value={optionKey(option)} key={optionKey(option)}>
              {renderOption(option)}
            </Combobox.Option>
          ))}
          {results.isSuccess && options.length === 0 && <Combobox.Empty>{t('common.labels.noRecords')}</Combobox.Empty>}
          {results.isError && <Combobox.Empty>{t('errors.generic')}</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  )
}
