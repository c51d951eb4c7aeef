/**
 * After a refused save or send, takes the reader to the first field with an error, in the order
 * the form shows them: focused, and scrolled to the middle of the screen, so that neither the page
 * header nor the form's sticky buttons cover it. Answers whether a field was found.
 */
export function focusFirstError(form: ParentNode | null): boolean {
  const field = form
    ? [...form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')].find((element) => !element.matches(':disabled'))
    : undefined
  if (!field) return false
  // Focus alone scrolls as little as it can, which leaves a field at the bottom under the buttons.
  field.focus({ preventScroll: true })
  field.scrollIntoView({ block: 'center' })
  return true
}
