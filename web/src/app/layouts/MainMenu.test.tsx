import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { authStore } from '@/lib/auth/auth-store'
import { tulipClient } from '@/test/profile'
import { renderPage } from '@/test/render'
import { MainMenu } from './MainMenu'

beforeEach(() => authStore.setProfile(tulipClient))

describe('MainMenu', () => {
  it("opens the group of an order's page opened by its address and highlights the overview it belongs to", () => {
    renderPage(() => <MainMenu onNavigate={() => {}} />, {
      path: '/client/:clientId/sales-order/:salesOrderId',
      url: '/client/7/sales-order/12',
    })
    const overview = screen.getByRole('link', { name: 'Order overview' })
    expect(overview).toBeVisible()
    expect(overview).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Concept orders' })).not.toHaveAttribute('aria-current')
  })
})
