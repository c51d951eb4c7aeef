import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderPage } from '@/test/render'
import AuthCallbackPage from './AuthCallbackPage'

describe('AuthCallbackPage', () => {
  it('returns to login with the error', async () => {
    const { router } = renderPage(AuthCallbackPage, { path: '/auth/callback', url: '/auth/callback?error=auth.failed' })
    expect(await screen.findByTestId('location')).toHaveTextContent('/login')
    expect(router.state.location.state).toEqual({ error: 'auth.failed' })
  })
})
