import { expect, type APIRequestContext } from '@playwright/test'
import type { components } from '../../src/lib/api/schema.gen'
import { DEMO_PASSWORD } from './auth'

// Products for a journey, made through the API the way a client's webshop would: log in, add each
// product as a concept, send the concepts. Article numbers unique to the run keep journeys apart.

export type ProductFields = components['schemas']['ProductFields']

/** What a journey must say about a product; the rest defaults to a valid physical product. */
export type ProductInput = Partial<ProductFields> & Pick<ProductFields, 'article_number' | 'name'>

export interface CreatedProduct {
  id: number
  article_number: string
}

const validProduct: Omit<ProductFields, 'article_number' | 'name'> = {
  article_group: 'General',
  product_type: 'Physic',
  is_active: true,
  unit: 'Piece',
  outbound_algorithm: 'Fifo',
  weight: 0.5,
  length: 20,
  width: 10,
  height: 5,
}

export interface ApiSession {
  token: string
  /** The account the user works in (the profile's current client). */
  clientId: number
}

/** Logs in through the API (as the login page does) and returns the token and the current account. */
export async function apiLogin(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<ApiSession> {
  const login = await request.post('/api/auth/login', { data: { email, password } })
  expect(login.status(), `login of ${email}`).toBe(200)
  const { token } = ((await login.json()) as { data: { token: string } }).data
  const profile = await request.get('/api/profile', { headers: { Authorization: `Bearer ${token}` } })
  expect(profile.status(), `profile of ${email}`).toBe(200)
  const { client } = ((await profile.json()) as { data: { client: { id: number } | null } }).data
  if (!client) throw new Error(`${email} has no current account`)
  return { token, clientId: client.id }
}

/** A prefix for article numbers that no other run or journey uses, e.g. 'OVW-LQ2X8F3K'. */
export const uniquePrefix = (name: string): string =>
  `${name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase()

/** Adds the products as concepts, sends them, and returns the products' ids in the order given. */
export async function createProducts(
  request: APIRequestContext,
  token: string,
  clientId: number,
  fields: readonly ProductInput[],
): Promise<CreatedProduct[]> {
  const headers = { Authorization: `Bearer ${token}` }
  const base = `/api/clients/${clientId}`
  const conceptIds: number[] = []
  for (const product of fields) {
    const created = await request.post(`${base}/concept-products`, { headers, data: { ...validProduct, ...product } })
    expect(created.status(), `concept ${product.article_number}: ${await created.text()}`).toBe(201)
    conceptIds.push(((await created.json()) as { data: { id: number } }).data.id)
  }
  const sent = await request.post(`${base}/concept-products/send`, { headers, data: { ids: conceptIds } })
  expect(sent.status(), `send: ${await sent.text()}`).toBe(200)
  expect(((await sent.json()) as { data: { failed: unknown[] } }).data.failed, 'concepts that failed to send').toEqual(
    [],
  )

  const products: CreatedProduct[] = []
  for (const { article_number } of fields) {
    const found = await request.get(`${base}/products`, { headers, params: { q: article_number } })
    expect(found.status()).toBe(200)
    const rows = ((await found.json()) as { data: CreatedProduct[] }).data
    const product = rows.find((row) => row.article_number === article_number)
    if (!product) throw new Error(`product ${article_number} is not in the overview after sending`)
    products.push({ id: product.id, article_number })
  }
  return products
}
