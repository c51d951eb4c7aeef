import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { FeedbackProviders } from '@/app/FeedbackProviders'
import { renderPage } from '@/test/render'
import { confirm } from './confirm'

const renderApp = () => renderPage(() => <FeedbackProviders>{null}</FeedbackProviders>)

describe('confirm', () => {
  it('resolves true when confirmed', async () => {
    renderApp()
    const answer = confirm({
      title: 'Delete address',
      body: 'Are you sure?',
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
    })
    expect(await screen.findByText('Are you sure?')).toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Delete' }))
    await expect(answer).resolves.toBe(true)
  })

  it('resolves false when cancelled', async () => {
    renderApp()
    const answer = confirm({
      title: 'Delete address',
      body: 'Are you sure?',
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
    })
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Cancel' }))
    await expect(answer).resolves.toBe(false)
  })

  it('resolves false when closed with its named close button', async () => {
    renderApp()
    const answer = confirm({
      title: 'Delete address',
      body: 'Are you sure?',
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
    })
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Close' }))
    await expect(answer).resolves.toBe(false)
  })

  it('shows no cancel button when none is asked for', async () => {
    renderApp()
    void confirm({ title: 'Sent', body: 'All orders were sent.', confirmLabel: 'Continue' })
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeVisible()
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument())
  })

  it('makes the confirm button of a destructive action red, and of any other the usual colour', async () => {
    renderApp()
    void confirm({
      title: 'Delete address',
      body: 'Are you sure?',
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
      destructive: true,
    })
    expect((await screen.findByRole('button', { name: 'Delete' })).getAttribute('style')).toContain('red-9')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }))
    void confirm({ title: 'Sent', body: 'All orders were sent.', confirmLabel: 'Continue' })
    expect((await screen.findByRole('button', { name: 'Continue' })).getAttribute('style') ?? '').not.toContain('red')
  })
})
