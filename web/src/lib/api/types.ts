import type { Camelize } from './case'
import type { paths } from './schema.gen'

// Request and response types of every call, derived from the generated OpenAPI types and
// camelCased, so call sites stay typed without hand-written interfaces.

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

export type ApiPath = keyof paths

/** The paths that have an operation for this method. */
export type PathsWith<M extends Method> = {
  [P in ApiPath]: [NonNullable<paths[P][M]>] extends [never] ? never : P
}[ApiPath]

type Operation<P extends ApiPath, M extends Method> = NonNullable<paths[P][M]>

type JsonContent<T> = T extends { content: { 'application/json': infer Body } } ? Body : never

type Success<Responses> = Responses extends { 200: infer R } ? R : Responses extends { 201: infer R } ? R : never

/** The camelCased success body of a call; undefined for 204 No Content. */
export type ApiResult<P extends ApiPath, M extends Method> =
  Operation<P, M> extends { responses: infer Responses }
    ? [Success<Responses>] extends [never]
      ? undefined
      : Camelize<JsonContent<Success<Responses>>>
    : never

/** The camelCased JSON request body of a call. */
export type ApiBody<P extends ApiPath, M extends Method> = Camelize<
  Operation<P, M> extends { requestBody: { content: { 'application/json': infer Body } } } ? Body : never
>

type PathParams<O> = O extends { parameters: { path: infer Names } } ? Names : never

type QueryParams<O> = O extends { parameters: { query?: infer Query } } ? NonNullable<Query> : never

/** The camelCased query parameters of a call. */
export type ApiQuery<P extends ApiPath, M extends Method> = Camelize<QueryParams<Operation<P, M>>>

type Part<Name extends string, T> = [T] extends [never] ? { [K in Name]?: never } : { [K in Name]: T }

export type CallOptions<P extends ApiPath, M extends Method> = Part<'params', PathParams<Operation<P, M>>> &
  Part<'body', ApiBody<P, M>> &
  Partial<Part<'query', ApiQuery<P, M>>> & { signal?: AbortSignal }

/** Options may be left out when the call needs neither path parameters nor a body. */
export type CallArgs<P extends ApiPath, M extends Method> =
  object extends CallOptions<P, M> ? [options?: CallOptions<P, M>] : [options: CallOptions<P, M>]
