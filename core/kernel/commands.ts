/**
 * Commands: plain data describing an effect for the shell to run after the state is committed
 * (DESIGN.md §2). Never closures, so a log replay prints them and a test compares them.
 *
 * A `Call` names its endpoint by the declaration's name; `call(endpoint, input, …)` takes the
 * declaration itself, so the input is checked against what that endpoint takes.
 */
import type { EndpointDeclaration } from "./endpoint.js"
import type { Text } from "./text.js"

export interface Call {
  readonly _tag: "Call"
  readonly endpoint: string
  readonly input: unknown
  readonly requestId: string
  /** Bearer token to send; the session's token at the time core asked. */
  readonly token: string | null
}

export type AnalyticsEvent = {
  readonly name: string
  readonly properties: Readonly<Record<string, string | number | boolean | null>>
}

export type Command =
  | Call
  | { readonly _tag: "CancelCall"; readonly endpoint: string }
  | { readonly _tag: "StartTimer"; readonly id: string; readonly fireAt: number }
  | { readonly _tag: "CancelTimer"; readonly id: string }
  /** Write local storage (spec §9); `key` is one an area declared in its `storageKeys`; the adapter adds the prefix. */
  | { readonly _tag: "Persist"; readonly key: string; readonly value: string | null }
  | { readonly _tag: "Navigate"; readonly to: string; readonly replace: boolean }
  | { readonly _tag: "Authenticate"; readonly token: string | null }
  | { readonly _tag: "Subscribe"; readonly channel: string; readonly params: Readonly<Record<string, unknown>> }
  | { readonly _tag: "Unsubscribe"; readonly channel: string; readonly params: Readonly<Record<string, unknown>> }
  | { readonly _tag: "Acknowledge"; readonly ackId: string }
  | { readonly _tag: "Track"; readonly event: AnalyticsEvent }
  | { readonly _tag: "Reload" }
  | { readonly _tag: "OpenExternal"; readonly url: string }
  | { readonly _tag: "ClearOverrides" }
  /** Write a cookie (spec §9 "Cookie helpers": lifetime in days, path /). */
  | { readonly _tag: "SetCookie"; readonly name: string; readonly value: string; readonly maxAgeDays: number }
  /** Load the cookie consent provider's script (spec §4 "Cookie consent"); it answers ConsentGiven. */
  | { readonly _tag: "LoadConsentScript"; readonly providerId: string }
  | { readonly _tag: "Log"; readonly level: "info" | "warn" | "error"; readonly message: string; readonly text?: Text }

export type CommandTag = Command["_tag"]

/** Builds a Call with the input type the endpoint declares. */
export const call = <I>(
  endpoint: EndpointDeclaration<string, I, unknown>,
  input: NoInfer<I>,
  requestId: string,
  token: string | null,
): Call => ({ _tag: "Call", endpoint: endpoint.name, input, requestId, token })

/** Cancels the endpoint's calls in flight. */
export const cancelCall = (endpoint: { readonly name: string }): Command => ({ _tag: "CancelCall", endpoint: endpoint.name })
