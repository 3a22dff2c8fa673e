/**
 * Runs one core `Call` command and answers with the event it becomes (DESIGN.md §3):
 *
 * - 2xx whose body passes the endpoint's response schema → the endpoint's success event;
 * - 2xx whose body fails it → `RequestFailed` reason "decode", the schema issue as detail;
 * - any other status → `RequestFailed` reason "http" with the decoded `ErrorPayload`, or null when
 *   the body is empty, not JSON or not an error payload (spec §8: "no snackbar for responses
 *   without a body" is core's rule, so core must be able to tell);
 * - no response at all → `RequestFailed` reason "network", status 0;
 * - a cancelled call (superseded in flight, or `CancelCall`) → no event: nobody waits for it.
 *
 * `run` never rejects and never throws: an unexpected fault becomes a "decode" failure with the
 * fault as detail, since the app can do nothing better with it than with a bad body.
 */
import { Schema } from "effect"
import * as Result from "effect/Result"
import type { Call } from "../../core/app/commands.js"
import type { EndpointName } from "../../core/app/endpoints.js"
import type { EventInput, EventOf } from "../../core/app/events.js"
import { ErrorPayload } from "../../core/model/error.js"
import type { HttpClient, HttpMethod } from "../http/client.js"
import { versionedPath } from "../http/paths.js"
import { ACKNOWLEDGEMENT, type AnyEndpoint, type ResponseSpec } from "../../core/kernel/index.js"
import { ENDPOINTS } from "./endpoints.js"

export interface CallRunner {
  /** The event the call's outcome becomes; null when the call was cancelled. Never rejects. */
  run(call: Call): Promise<EventInput | null>
  /** Aborts the endpoint's in-flight calls (`CancelCall`); they produce no event. */
  cancel(endpoint: EndpointName): void
  /** Aborts every call in flight (the runtime stopping). */
  cancelAll(): void
}

type Failure = Omit<EventOf<"RequestFailed">, "at" | "_tag">
const failed = (f: Failure): EventInput => ({ _tag: "RequestFailed", ...f })

const decodeErrorPayload = Schema.decodeUnknownResult(ErrorPayload)

const parseJson = (text: string): Result.Result<unknown, string> => {
  try {
    return Result.succeed(JSON.parse(text) as unknown)
  } catch (error) {
    return Result.fail(`body is not JSON: ${error instanceof Error ? error.message : String(error)}`)
  }
}

const isJsonObject = (value: unknown): boolean => typeof value === "object" && value !== null && !Array.isArray(value)

/** Decodes a 2xx body against the endpoint's response spec; the failure is the developer detail. */
export const decodeSuccessBody = (spec: ResponseSpec<unknown>, text: string): Result.Result<unknown, string> => {
  if (spec === ACKNOWLEDGEMENT) {
    if (text.trim() === "") return Result.succeed(null)
    const json = parseJson(text)
    if (Result.isFailure(json)) return json
    return isJsonObject(json.success) ? json : Result.fail("expected a JSON object or an empty body")
  }
  if (text.trim() === "") return Result.fail("empty body where a response was expected")
  const json = parseJson(text)
  if (Result.isFailure(json)) return json
  const decoded = Schema.decodeUnknownResult(spec)(json.success)
  return Result.isSuccess(decoded) ? Result.succeed(decoded.success) : Result.fail(decoded.failure.message)
}

/** The error payload of a failed response, or null when there is none to read (spec §8). */
export const decodeErrorBody = (text: string): ErrorPayload | null => {
  if (text.trim() === "") return null
  const json = parseJson(text)
  if (Result.isFailure(json) || !isJsonObject(json.success)) return null
  const decoded = decodeErrorPayload(json.success)
  return Result.isSuccess(decoded) ? decoded.success : null
}

const snippet = (text: string): string => (text.length > 200 ? `${text.slice(0, 200)}…` : text)

const httpDetail = (status: number, error: ErrorPayload | null, body: string): string => {
  if (error) return `HTTP ${status}${error.message_key ? ` ${error.message_key}` : ""}${error.message ? `: ${error.message}` : ""}`
  return body.trim() === "" ? `HTTP ${status} with an empty body` : `HTTP ${status}, body is not an error payload: ${snippet(body)}`
}

const describe = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}` : String(error))

const safePath = (declaration: AnyEndpoint, call: Call): string => {
  try {
    return versionedPath(declaration.path(call.input as never), declaration.version)
  } catch {
    return ""
  }
}

export const createCallRunner = (client: HttpClient, endpoints: Readonly<Record<string, AnyEndpoint>> = ENDPOINTS): CallRunner => {
  const controllers = new Map<EndpointName, Set<AbortController>>()

  const execute = async (call: Call, declaration: AnyEndpoint, controller: AbortController): Promise<EventInput | null> => {
    const input = call.input as never
    const method: HttpMethod = declaration.method
    const rawPath = declaration.path(input)
    const base = { requestId: call.requestId, endpoint: call.endpoint, method, path: versionedPath(rawPath, declaration.version) }

    let body: unknown = undefined
    if (declaration.body) {
      const encoded = declaration.body(input)
      if (Result.isFailure(encoded)) return failed({ ...base, status: 0, reason: "decode", error: null, detail: encoded.failure })
      body = encoded.success
    }
    const token = call.token ?? (call.endpoint === "logout" ? call.input.token : null)

    const outcome = await client.request({
      method,
      path: rawPath,
      version: declaration.version,
      ...(declaration.query ? { query: declaration.query(input) } : {}),
      ...(body !== undefined ? { body } : {}),
      ...(declaration.headers ? { headers: declaration.headers(input) } : {}),
      token,
      cancelInFlight: declaration.cancelInFlight,
      signal: controller.signal,
    })
    const at = { ...base, path: outcome.path }
    switch (outcome._tag) {
      case "Cancelled":
        return null
      case "NetworkError":
        return failed({ ...at, status: 0, reason: "network", error: null, detail: outcome.message })
      case "Response": {
        if (outcome.status < 200 || outcome.status > 299) {
          const error = decodeErrorBody(outcome.body)
          return failed({ ...at, status: outcome.status, reason: "http", error, detail: httpDetail(outcome.status, error, outcome.body) })
        }
        const decoded = decodeSuccessBody(declaration.response, outcome.body)
        if (Result.isFailure(decoded)) {
          return failed({ ...at, status: outcome.status, reason: "decode", error: null, detail: decoded.failure })
        }
        return declaration.toEvent(decoded.success, call.requestId, input) as EventInput
      }
    }
  }

  return {
    async run(call) {
      const declaration = endpoints[call.endpoint] as AnyEndpoint | undefined
      if (!declaration) {
        return failed({ requestId: call.requestId, endpoint: call.endpoint, method: "GET", path: "", status: 0, reason: "decode", error: null, detail: `no declaration for endpoint '${call.endpoint}'` })
      }
      const controller = new AbortController()
      let set = controllers.get(call.endpoint)
      if (!set) controllers.set(call.endpoint, (set = new Set()))
      set.add(controller)
      try {
        return await execute(call, declaration, controller)
      } catch (error) {
        return failed({
          requestId: call.requestId,
          endpoint: call.endpoint,
          method: declaration.method,
          path: safePath(declaration, call),
          status: 0,
          reason: "decode",
          error: null,
          detail: `unexpected fault: ${describe(error)}`,
        })
      } finally {
        set.delete(controller)
      }
    },
    cancel(endpoint) {
      for (const controller of [...(controllers.get(endpoint) ?? [])]) controller.abort()
    },
    cancelAll() {
      for (const set of controllers.values()) for (const controller of [...set]) controller.abort()
    },
  }
}
