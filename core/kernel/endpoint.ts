/**
 * The shape of one endpoint declaration (DESIGN.md §3 "Endpoints are declared once each"): method,
 * path, version, how the core input becomes query and body, the response schema, whether a new
 * call cancels the one in flight, and the success event its decoded answer becomes. Declarations
 * are pure data and functions of their input; each area declares its own (`Area.endpoints`) and
 * the shell (adapters/api) runs them.
 *
 * Request bodies pass the same wire schema the server decodes with, with excess properties
 * rejected: a field core adds that the contract does not know is a bug to surface, not to drop.
 */
import { Schema } from "effect"
import * as Result from "effect/Result"

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE"
export type QueryValue = string | number | boolean | null | undefined
export type ApiVersion = "v0" | "v1" | "v2"

/**
 * Calls whose answer the spec does not show (`{ok: true}` from our server): any 2xx whose body is
 * empty or a JSON object counts as success, so a leaner server (204, `{}`) is accepted too.
 */
export const ACKNOWLEDGEMENT = "acknowledgement" as const

export type ResponseSpec<A> = Schema.ConstraintDecoder<A> | typeof ACKNOWLEDGEMENT

export type BodyResult = Result.Result<unknown, string>

/** An event as an endpoint produces it: tagged, without `at` (the store stamps it). */
export type EventInputLike = { readonly _tag: string }

export interface EndpointDeclaration<N extends string, I, A> {
  readonly name: N
  readonly method: HttpMethod
  /** The spec's path, without the version unless the spec writes one (`/v0/configs`). */
  path(input: I): string
  readonly version: ApiVersion
  query?(input: I): Readonly<Record<string, QueryValue>>
  /** The wire body, already encoded; absent for calls with no body (GET, DELETE, empty POSTs). */
  body?(input: I): BodyResult
  /** Extra request headers the call carries (bets/place `Idempotency-Key`). */
  headers?(input: I): Readonly<Record<string, string>>
  readonly response: ResponseSpec<A>
  /** Abort an in-flight call of the same method and path when a new one starts. */
  readonly cancelInFlight: boolean
  /** The core event a decoded success becomes. Method syntax: the table erases `A` to unknown. */
  toEvent(decoded: A, requestId: string, input: I): EventInputLike
}

/** Any endpoint, its input and response types erased (the table and the runner work with this). */
export type AnyEndpoint = EndpointDeclaration<string, any, unknown>

/** The input type an endpoint declaration takes. */
export type InputOf<D> = D extends EndpointDeclaration<string, infer I, unknown> ? I : never

/**
 * What a declaration states: everything but what it may leave to the defaults below. Most calls
 * are v0, and most reads may be replaced by a newer one of the same path while writes may not, so
 * a declaration writes `version` and `cancelInFlight` only where it differs from that.
 */
export type EndpointSpec<N extends string, I, A> = Omit<EndpointDeclaration<N, I, A>, "version" | "cancelInFlight"> &
  Partial<Pick<EndpointDeclaration<N, I, A>, "version" | "cancelInFlight">>

/**
 * Declares an endpoint taking input `I`: `defineEndpoint<{ email: string }>()({ name: "login", … })`.
 * Curried so TypeScript infers the name and response type while the input type is stated. Unless
 * stated: version v0, and a new call cancels the one in flight for GET only.
 */
export const defineEndpoint = <I = Record<string, never>>() =>
  <const N extends string, A>(spec: EndpointSpec<N, I, A>): EndpointDeclaration<N, I, A> =>
    ({ ...spec, version: spec.version ?? "v0", cancelInFlight: spec.cancelInFlight ?? spec.method === "GET" })

/** A body builder that encodes with the shared wire schema, rejecting fields it does not know. */
export const encodedBody = <S extends Schema.ConstraintEncoder<unknown>, I>(schema: S, build: (input: I) => unknown) =>
  (input: I): BodyResult => {
    const encoded = Schema.encodeUnknownResult(schema, { onExcessProperty: "error" })(build(input))
    return Result.isSuccess(encoded) ? Result.succeed(encoded.success) : Result.fail(`request body: ${encoded.failure.message}`)
  }

/** A fixed path, whatever the input. */
export const fixed = (path: string) => (): string => path

/**
 * The success event most calls make: its tag, the request id and the decoded answer under one
 * field (`eventWith("TermsLoaded", "terms")` is `(terms, requestId) => ({ _tag: "TermsLoaded", requestId, terms })`).
 */
export const eventWith = <const T extends string, const F extends string>(tag: T, field: F) =>
  <A>(decoded: A, requestId: string) => ({ _tag: tag, requestId, [field]: decoded }) as { readonly _tag: T; readonly requestId: string } & { readonly [K in F]: A }

/** The success event of calls whose answer carries nothing but success. */
export const completed = (name: string) => (_: unknown, requestId: string) =>
  ({ _tag: "CallCompleted", requestId, endpoint: name }) as const
