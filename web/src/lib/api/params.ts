import { toSnakeCase } from './case'

export type ParamValue = string | number | boolean | null | undefined
export type Params = Record<string, ParamValue | readonly ParamValue[]>

const paramString = (value: string | number | boolean): string =>
  typeof value === 'boolean' ? (value ? '1' : '0') : String(value)

/**
 * Flattens query or form-post parameters into snake_case name/value pairs: booleans become 1/0,
 * arrays repeat their name, and null/undefined are left out (an unset filter is no filter).
 */
export function toParamEntries(params: Params): [string, string][] {
  return Object.entries(params).flatMap(([key, value]) => {
    const values = Array.isArray(value) ? value : [value]
    return values
      .filter((item): item is string | number | boolean => item !== null && item !== undefined)
      .map((item): [string, string] => [toSnakeCase(key), paramString(item)])
  })
}

export function toQueryString(params: Params): string {
  const query = new URLSearchParams(toParamEntries(params)).toString()
  return query ? `?${query}` : ''
}

export function snakeFormData(form: FormData): FormData {
  const converted = new FormData()
  form.forEach((value, key) => converted.append(toSnakeCase(key), value))
  return converted
}
