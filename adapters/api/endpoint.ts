/**
 * The shape of one endpoint declaration (DESIGN.md §3 "Endpoints are declared once each"): method,
 * path, version, how the core input becomes query and body, the response schema, whether a new
 * call cancels the one in flight, and the success event its decoded answer becomes.
 *
 * Request bodies pass the same wire schema the server decodes with, with excess properties
 * rejected: a field core adds that the contract does not know is a bug to surface, not to drop.
 */
import { Schema } from "effect"
import * as Result from "effect/Result"
import type { EndpointInputs, EndpointName } from "../../core/app/endpoints.js"
import type { EventInput } from "../../core/app/events.js"
import type { HttpMethod, QueryValue } from "../http/client.js"
import type { ApiVersion } from "../http/paths.js"

/**
 * Calls whose answer the spec does not show (`{ok: true}` from our server): any 2xx whose body is
 * empty or a JSON object counts as success, so a leaner server (204, `{}`) is accepted too.
 */
export const ACKNOWLEDGEMENT = "acknowledgement" as const

export type ResponseSpec<A> = Schema.ConstraintDecoder<A> | typeof ACKNOWLEDGEMENT

export type BodyResult = Result.Result<unknown, string>

export interface EndpointDeclaration<E extends EndpointName, A> {
  readonly name: E
  readonly method: HttpMethod
  /** The spec's path, without the version unless the spec writes one (`/v0/configs`). */
  path(input: EndpointInputs[E]): string
  readonly version: ApiVersion
  query?(input: EndpointInputs[E]): Readonly<Record<string, QueryValue>>
  /** The wire body, already encoded; absent for calls with no body (GET, DELETE, empty POSTs). */
  body?(input: EndpointInputs[E]): BodyResult
  /** Extra request headers the call carries (bets/place `Idempotency-Key`). */
  headers?(input: EndpointInputs[E]): Readonly<Record<string, string>>
  readonly response: ResponseSpec<A>
  /** Abort an in-flight call of the same method and path when a new one starts. */
  readonly cancelInFlight: boolean
  /** The core event a decoded success becomes. Method syntax: the table erases `A` to unknown. */
  toEvent(decoded: A, requestId: string, input: EndpointInputs[E]): EventInput
}

/** Any endpoint, its response type erased (the table and the runner work with this). */
export type AnyEndpoint<E extends EndpointName = EndpointName> = EndpointDeclaration<E, unknown>

/** Declares an endpoint; exists so TypeScript infers `A` from the response schema. */
export const declareEndpoint = <E extends EndpointName, A>(declaration: EndpointDeclaration<E, A>): EndpointDeclaration<E, A> => declaration

/** A body builder that encodes with the shared wire schema, rejecting fields it does not know. */
export const encodedBody = <S extends Schema.ConstraintEncoder<unknown>, I>(schema: S, build: (input: I) => unknown) =>
  (input: I): BodyResult => {
    const encoded = Schema.encodeUnknownResult(schema, { onExcessProperty: "error" })(build(input))
    return Result.isSuccess(encoded) ? Result.succeed(encoded.success) : Result.fail(`request body: ${encoded.failure.message}`)
  }

/** A fixed path, whatever the input. */
export const fixed = (path: string) => (): string => path
