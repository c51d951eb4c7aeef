import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { authStore } from '@/lib/auth/auth-store'
import { renderPage } from '@/test/render'
import { tulipClient } from '@/test/profile'
import { AppHeader } from './AppHeader'

describe('AppHeader', () => {
  it("labels the account selector with 'Select an account' on the screen, not only for a screen reader", () => {
    authStore.setProfile(tulipClient)
    renderPage(() => <AppHeader menuOpened={false} onToggleMenu={() => {}} />)
    expect(screen.getByText('Select an account', { selector: 'label' })).toBeVisible()
    expect(screen.getByDisplayValue('Tulip Webshop B.V.')).toHaveAccessibleName('Select an account')
  })
})
