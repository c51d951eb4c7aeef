import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18next from 'i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '@/lib/auth/auth-store'
import { fakeApi } from '@/test/fake-api'
import { providerAnswer as provider } from '@/test/provider'
import { tulipUser as profile } from '@/test/profile'
import { jsonResponse, renderWithFeedback } from '@/test/render'
import { attachmentName } from '../api/download-document'
import DataProcessingAgreementPage from './DataProcessingAgreementPage'

const pdf = (fileName: string) =>
  new Response('%PDF-1.3 ... %%EOF', {
    status: 200,
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${fileName}"` },
  })

/** The files the page saved: their names and blobs, through the temporary link it clicks. */
function savedFiles() {
  const files: { name: string; blob: Blob }[] = []
  const blobs = new Map<string, Blob>()
  vi.stubGlobal(
    'URL',
    class extends URL {
      static createObjectURL = (blob: Blob) => {
        const href = `blob:document-${blobs.size}`
        blobs.set(href, blob)
        return href
      }
      static revokeObjectURL = () => {}
    },
  )
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '') as Blob })
  })
  return files
}

beforeEach(async () => {
  authStore.setProfile(profile('Default'))
  await i18next.changeLanguage('en-GB')
})
afterEach(async () => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  await i18next.changeLanguage('en-GB')
})

const renderAgreement = () =>
  renderWithFeedback(DataProcessingAgreementPage, { path: '/information/data-processing-agreement' })

describe('DataProcessingAgreementPage', () => {
  it('lists the agreement and its two appendices, each with its version and date', async () => {
    fakeApi({ 'GET /api/provider': provider })
    renderAgreement()
    const items = screen.getAllByRole('listitem')
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Data processing agreement',
      'Appendix 1: Sub-processors',
      'Appendix 2: Security measures',
    ])
    for (const item of items) expect(within(item).getByText('Version 2.1, July 2025')).toBeInTheDocument()
    expect(
      await screen.findByText(/Kade Logistics processes personal data on behalf of your company/),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to information' })).toHaveAttribute('href', '/information')
  })

  it("downloads each document in the user's language, saved under the server's file name", async () => {
    const api = fakeApi({
      'GET /api/provider': provider,
      'GET /api/documents/appendix-1': () => pdf('verwerkersovereenkomst-bijlage-1-v2.1.pdf'),
    })
    await i18next.changeLanguage('nl-NL')
    const files = savedFiles()
    const user = userEvent.setup({ delay: null })
    renderAgreement()
    expect(screen.getAllByText('Versie 2.1, juli 2025')).toHaveLength(3)
    await user.click(screen.getByRole('button', { name: 'Bijlage 1: Subverwerkers downloaden (pdf)' }))
    await waitFor(() => expect(files.map((file) => file.name)).toEqual(['verwerkersovereenkomst-bijlage-1-v2.1.pdf']))
    expect(await files[0].blob.text()).toContain('%PDF-')
    expect(api.calls('GET').map((call) => call.url)).toContain('/api/documents/appendix-1?language=nl-NL')
  })

  it('says so when a download fails', async () => {
    fakeApi({
      'GET /api/provider': provider,
      'GET /api/documents/appendix-2': () => jsonResponse(500, { message: 'errors.500' }),
    })
    const files = savedFiles()
    const user = userEvent.setup({ delay: null })
    renderAgreement()
    await user.click(screen.getByRole('button', { name: 'Download Appendix 2: Security measures (PDF)' }))
    expect(await screen.findByText(i18next.t('errors.500'))).toBeInTheDocument()
    expect(files).toEqual([])
  })
})

describe('attachmentName', () => {
  it('reads the file name of a Content-Disposition, else the fallback', () => {
    expect(attachmentName('attachment; filename="data-processing-agreement-v2.1.pdf"', 'x.pdf')).toBe(
      'data-processing-agreement-v2.1.pdf',
    )
    expect(attachmentName(null, 'x.pdf')).toBe('x.pdf')
  })
})
