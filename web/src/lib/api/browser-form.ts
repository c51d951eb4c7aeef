import { toParamEntries, type Params } from './params'

/**
 * Submits a real browser form (spec point 7): the browser itself follows the answer, so
 * redirects set cookies and downloads land as files. Names are snake_case like every API call.
 */
export function submitBrowserForm(action: string, payload: Params): void {
  const form = document.createElement('form')
  form.method = 'POST'
  form.action = action
  form.hidden = true
  for (const [name, value] of toParamEntries(payload)) {
    const input = document.createElement('input')
    input.type = 'hidden'
    input.name = name
    input.value = value
    form.append(input)
  }
  document.body.append(form)
  form.submit()
  form.remove()
}
