import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '@/lib/auth/auth-store'
import { useCursorList, type CursorPage } from '@/lib/cursor-list'
import { tulipClient as profile } from '@/test/profile'
import { renderPage } from '@/test/render'
import { DateRangeFilter, type DateRange } from './DateRangeFilter'
import { ReadOnlyListScreen } from './ReadOnlyListScreen'

// A read-only list declared as the inbound overview declares it: its query, its columns and its
// filters, nothing more. The texts are the inbound overview's.

interface Receipt {
  id: number
  reference: string
  receivedQuantity: number
}

const rangeFilters = {
  parseFilters: (params: URLSearchParams): DateRange => ({
    dateFrom: params.get('date_from') ?? '',
    dateTo: params.get('date_to') ?? '',
  }),
  filtersToSearchParams: ({ dateFrom, dateTo }: DateRange) =>
    new URLSearchParams([...(dateFrom ? [['date_from', dateFrom]] : []), ...(dateTo ? [['date_to', dateTo]] : [])]),
  isFiltered: ({ dateFrom, dateTo }: DateRange) => dateFrom !== '' || dateTo !== '',
  resetFilters: (): DateRange => ({ dateFrom: '', dateTo: '' }),
}

const fetchPage = vi.fn<(filters: DateRange) => Promise<CursorPage<Receipt>>>()
const useReceipts = (clientId: number, filters: DateRange) =>
  useCursorList(clientId, { queryKey: ['clients', clientId, 'receipts', filters], fetchPage: () => fetchPage(filters) })

function ReceiptListPage() {
  return (
    <ReadOnlyListScreen
      texts="inboundOverview"
      filters={rangeFilters}
      useList={useReceipts}
      columns={() => [{ accessor: 'reference' }, { accessor: 'receivedQuantity' }]}
      filterBar={(range, onChange) => (
        <DateRangeFilter range={range} onChange={onChange} labels={{ from: 'From', to: 'To' }} />
      )}
    />
  )
}

beforeEach(() => authStore.setProfile(profile))
afterEach(() => fetchPage.mockReset())

describe('ReadOnlyListScreen', () => {
  it('titles the columns and the table by its texts, counts the rows and keeps its filters in the address', async () => {
    fetchPage.mockResolvedValue({ data: [{ id: 1, reference: 'PO 118', receivedQuantity: 24 }], meta: { total: 1 } })
    const { router } = renderPage(ReceiptListPage, { path: '/receipts' })
    const table = screen.getByRole('table', { name: 'Receipt rows' })
    expect(await within(table).findByText('PO 118')).toBeInTheDocument()
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    expect(headers).toEqual(['Reference', 'Received qty'])
    expect(screen.getByRole('status')).toHaveTextContent('1 receipt row')

    fetchPage.mockResolvedValue({ data: [], meta: { total: 0 } })
    await userEvent.setup().type(screen.getByLabelText('From'), '2026-11-01')
    await waitFor(() => expect(router.state.location.search).toBe('?date_from=2026-11-01'))
    expect(await screen.findByText('Nothing was received between these dates.')).toBeInTheDocument()
    expect(fetchPage).toHaveBeenLastCalledWith({ dateFrom: '2026-11-01', dateTo: '' })
  })

  it('says when the list is empty without filters', async () => {
    fetchPage.mockResolvedValue({ data: [], meta: { total: 0 } })
    renderPage(ReceiptListPage, { path: '/receipts' })
    expect(await screen.findByText('Nothing has been received for this account yet.')).toBeInTheDocument()
  })
})
