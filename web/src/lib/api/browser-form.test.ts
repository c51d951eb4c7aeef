import { afterEach, describe, expect, it, vi } from 'vitest'
import { submitBrowserForm } from './browser-form'

afterEach(() => vi.restoreAllMocks())

describe('submitBrowserForm', () => {
  it('posts the payload as hidden snake_case inputs and removes the form', () => {
    const posted: { action: string; method: string; fields: [string, string][]; inDocument: boolean }[] = []
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      const inputs = [...this.querySelectorAll('input')]
      posted.push({
        action: new URL(this.action).pathname,
        method: this.method,
        fields: inputs.map((input) => [input.name, input.value]),
        inDocument: document.body.contains(this),
      })
      expect(inputs.every((input) => input.type === 'hidden')).toBe(true)
    })

    submitBrowserForm('/api/auth/dispense', { redirectUri: 'http://localhost/', email: 'a@b.nl', token: 't0k3n' })

    expect(posted).toEqual([
      {
        action: '/api/auth/dispense',
        method: 'post',
        fields: [
          ['redirect_uri', 'http://localhost/'],
          ['email', 'a@b.nl'],
          ['token', 't0k3n'],
        ],
        inDocument: true,
      },
    ])
    expect(document.querySelector('form')).toBeNull()
  })
})
