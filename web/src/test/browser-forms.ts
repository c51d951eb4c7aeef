import { vi } from 'vitest'

/** The browser forms a page posts from now on (its exports), each with its action and fields. */
export function submittedForms(): Record<string, string>[] {
  const submitted: Record<string, string>[] = []
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push({ action: this.action, ...Object.fromEntries(new FormData(this) as unknown as [string, string][]) })
  })
  return submitted
}
