import { screen } from '@testing-library/react'
import type { Mock } from 'vitest'
import { expect, vi } from 'vitest'
import { jsonResponse } from './render'

/** What a record page says of a record it cannot find. */
export const notFoundText = 'What you are looking for does not exist or is no longer available.'

/** The record's call answers 404 (an unknown id, or another account's): the page says it is not found, under one title. */
export async function expectNotFoundAnswer(fetchMock: Mock<typeof fetch>, render: () => unknown): Promise<void> {
  fetchMock.mockResolvedValue(jsonResponse(404, { message: 'errors.404' }))
  render()
  expect(await screen.findByText(notFoundText)).toBeInTheDocument()
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
}

/** The path's id cannot be a record's (not a number): the page says it is not found without a call. */
export async function expectNoRecordAt(render: () => unknown): Promise<void> {
  const fetchMock = vi.fn<typeof fetch>()
  vi.stubGlobal('fetch', fetchMock)
  render()
  expect(await screen.findByText(notFoundText)).toBeInTheDocument()
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
  expect(fetchMock).not.toHaveBeenCalled()
}
