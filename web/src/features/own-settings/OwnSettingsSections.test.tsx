import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore, type Profile } from '@/lib/auth/auth-store'
import { fakeApi } from '@/test/fake-api'
import { tulipUser } from '@/test/profile'
import { renderWithFeedback } from '@/test/render'
import { OwnSettingsSections } from './OwnSettingsSections'

afterEach(() => vi.unstubAllGlobals())

describe('OwnSettingsSections', () => {
  beforeEach(() => fakeApi({ 'GET /api/profile/sessions': { data: [] } }))

  it.each(['Default', 'Exit', 'Administrator'] as const)(
    'gives a %s user their details, password and sessions',
    async (level) => {
      authStore.setProfile({ ...tulipUser(level), email: 'daan@tulip.example.com', language: '' } as Profile)
      renderWithFeedback(OwnSettingsSections)
      expect(await screen.findByText('You are logged in nowhere else.')).toBeInTheDocument()
      expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
        'Your details',
        'Password',
        'Sessions',
      ])
    },
  )
})
