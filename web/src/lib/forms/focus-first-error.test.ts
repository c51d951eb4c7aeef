import { afterEach, describe, expect, it, vi } from 'vitest'
import { focusFirstError } from './focus-first-error'

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

function formWith(html: string): HTMLFormElement {
  document.body.innerHTML = `<form>${html}</form>`
  return document.querySelector('form')!
}

describe('focusFirstError', () => {
  it('focuses the first field with an error in the order a reader meets them, and scrolls it to the middle', () => {
    const scrolled: Element[] = []
    Element.prototype.scrollIntoView = vi.fn(function (this: Element, options?: boolean | ScrollIntoViewOptions) {
      expect(options).toEqual({ block: 'center' })
      scrolled.push(this)
    })
    const form = formWith(`
      <input id="name" />
      <fieldset><input id="weight" aria-invalid="true" /></fieldset>
      <input id="unit" aria-invalid="true" />`)
    expect(focusFirstError(form)).toBe(true)
    expect(document.activeElement?.id).toBe('weight')
    expect(scrolled.map((element) => element.id)).toEqual(['weight'])
  })

  it('passes over a field that cannot take focus, and answers false when no field has an error', () => {
    Element.prototype.scrollIntoView = vi.fn()
    const form = formWith(`
      <input id="disabled" aria-invalid="true" disabled />
      <input id="valid" aria-invalid="false" />
      <select id="unit" aria-invalid="true"></select>`)
    expect(focusFirstError(form)).toBe(true)
    expect(document.activeElement?.id).toBe('unit')
    expect(focusFirstError(formWith('<input aria-invalid="false" />'))).toBe(false)
    expect(focusFirstError(null)).toBe(false)
  })
})
