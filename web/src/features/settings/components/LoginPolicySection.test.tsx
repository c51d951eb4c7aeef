import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { renderWithFeedback } from '@/test/render'
import { LoginPolicySection } from './LoginPolicySection'

afterEach(() => vi.unstubAllGlobals())

describe('LoginPolicySection', () => {
  it('shows the policy and requires two-factor login of the staff with one switch', async () => {
    const api = fakeApi({
      'GET /api/login-policy': { data: { require_two_factor_for_staff: false } },
      'PUT /api/login-policy': { data: { require_two_factor_for_staff: true } },
    })
    renderWithFeedback(LoginPolicySection, { path: '/settings' })
    const toggle = await screen.findByRole('switch', {
      name: 'Require two-factor login of provider staff and Administrators',
    })
    expect(toggle).not.toBeChecked()
    await userEvent.setup({ delay: null }).click(toggle)
    await waitFor(() => expect(toggle).toBeChecked())
    expect(api.calls('PUT')).toEqual([{ url: '/api/login-policy', body: { require_two_factor_for_staff: true } }])
    expect(
      await screen.findByText(
        'Two-factor login is required of provider staff and Administrators from their next login',
      ),
    ).toBeInTheDocument()
  })
})
