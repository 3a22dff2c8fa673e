/**
 * The HTTP client (spec §7, DESIGN.md §3). Every API request gets, without the caller asking:
 *
 * - the configured base URL ("/api", or an `apiUrl` override such as "http://host:3000/api") and
 *   `credentials: "include"`, so the session cookie travels to a server on another origin too;
 * - `Accept-Language: <locale>`;
 * - `Authorization: Bearer <token>` when the call carries a token;
 * - the query parameters `brand` and `country`;
 * - `X-Country` when the country is overridden (spec §6), so a server can tell a tester's override
 *   from the visitor's real country;
 * - the version prefix: `v0` unless the request names v1/v2; a path such as `/v0/configs` that
 *   already names one is used as given.
 *
 * A request flagged `cancelInFlight` aborts the earlier in-flight requests of the same method and
 * path; an aborted request resolves to `Cancelled`, which callers turn into no event at all.
 * Non-GET duplicates within 300 ms are reported (see duplicates.ts).
 *
 * `external` requests (`/maintenance/generic.html`) get none of this: no base URL, no credentials,
 * no token; they are not our API and must not receive the bettor's session.
 *
 * `request` never rejects: every outcome, including a network failure, is a value.
 */
import { createDuplicateDetector, type DuplicateReport } from "./duplicates.js"
import { joinUrl, versionedPath, type ApiVersion } from "./paths.js"

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE"

/** The `fetch` signature we call; the global one satisfies it, tests inject their own. */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>

export type QueryValue = string | number | boolean | null | undefined

export interface HttpRequest {
  readonly method: HttpMethod
  /** Relative to the base URL: "sessions", "matches/123", or already versioned "/v0/configs". */
  readonly path: string
  readonly version?: ApiVersion
  readonly query?: Readonly<Record<string, QueryValue>>
  /** Serialised as JSON; undefined sends no body. */
  readonly body?: unknown
  readonly token?: string | null
  /** Abort earlier in-flight requests of the same method and path. */
  readonly cancelInFlight?: boolean
  /** Lets a caller abort this request (a `CancelCall` command). */
  readonly signal?: AbortSignal
  /** A URL outside our API: none of the automatic additions, no credentials. */
  readonly external?: boolean
  /** Headers of this call (bets/place `Idempotency-Key`); the automatic ones cannot be overridden. */
  readonly headers?: Readonly<Record<string, string>>
}

interface OutcomeBase {
  readonly method: HttpMethod
  /** The path as sent, version included, without the query: `/v0/sessions`. */
  readonly path: string
  readonly url: string
}

export type HttpOutcome =
  | (OutcomeBase & { readonly _tag: "Response"; readonly status: number; readonly body: string; readonly contentType: string | null })
  | (OutcomeBase & { readonly _tag: "NetworkError"; readonly message: string })
  | (OutcomeBase & { readonly _tag: "Cancelled" })

export interface HttpClientConfig {
  /** "/api" or an absolute URL; a trailing slash is fine. */
  readonly baseUrl: string
  readonly fetch: FetchLike
  readonly now: () => number
  /** Read at each request: the locale, brand and country may change while the app runs. */
  readonly locale: () => string
  readonly brand: () => string
  readonly country: () => string
  /** The country override of spec §6, or null when the country is the deployment's own. */
  readonly countryOverride?: () => string | null
  /** Where duplicate reports go; console.warn when absent. */
  readonly onDuplicate?: (report: DuplicateReport) => void
}

export interface HttpClient {
  request(request: HttpRequest): Promise<HttpOutcome>
  /** Aborts every in-flight request of this method and (unversioned or versioned) path. */
  cancel(method: HttpMethod, path: string, version?: ApiVersion): void
  /** How many requests are in flight: tests and the developer menu read it. */
  inFlight(): number
}

export const COUNTRY_HEADER = "X-Country"

const queryString = (params: Readonly<Record<string, QueryValue>>): string => {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue
    search.append(key, String(value))
  }
  const text = search.toString()
  return text === "" ? "" : `?${text}`
}

const errorMessage = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error)

export const createHttpClient = (config: HttpClientConfig): HttpClient => {
  const inFlight = new Map<string, Set<AbortController>>()
  const duplicates = createDuplicateDetector(config.now)
  const reportDuplicate = config.onDuplicate ??
    ((r: DuplicateReport) => console.warn(`[http] duplicate ${r.method} ${r.path} ${r.afterMs} ms after an identical request`, r.body ?? ""))

  const keyOf = (method: string, path: string) => `${method} ${path}`

  const track = (key: string, controller: AbortController): (() => void) => {
    let set = inFlight.get(key)
    if (!set) inFlight.set(key, (set = new Set()))
    set.add(controller)
    return () => {
      set.delete(controller)
      if (set.size === 0 && inFlight.get(key) === set) inFlight.delete(key)
    }
  }

  const abortAll = (key: string): void => {
    const set = inFlight.get(key)
    if (!set) return
    for (const controller of [...set]) controller.abort()
  }

  const build = (req: HttpRequest): { url: string; path: string; init: RequestInit; body: string | null } => {
    const body = req.body === undefined ? null : JSON.stringify(req.body)
    const headers: Record<string, string> = { ...req.headers, Accept: req.external ? "*/*" : "application/json", "Accept-Language": config.locale() }
    if (body !== null) headers["Content-Type"] = "application/json"
    if (req.external) {
      const path = req.path.split("?")[0] ?? req.path
      return { url: req.path + queryString(req.query ?? {}), path, body, init: { method: req.method, headers, credentials: "omit", ...(body !== null ? { body } : {}) } }
    }
    const override = config.countryOverride?.() ?? null
    const country = override ?? config.country()
    if (req.token) headers.Authorization = `Bearer ${req.token}`
    if (override !== null) headers[COUNTRY_HEADER] = override
    const path = versionedPath(req.path, req.version)
    // The caller's query first, then ours: brand and country always describe this deployment.
    const url = joinUrl(config.baseUrl, path) + queryString({ ...req.query, brand: config.brand(), country })
    return { url, path, body, init: { method: req.method, headers, credentials: "include", ...(body !== null ? { body } : {}) } }
  }

  return {
    async request(req) {
      let built: ReturnType<typeof build>
      try {
        built = build(req)
      } catch (error) {
        // A body that cannot be serialised (a cycle, a BigInt) is a bug, but not a reason to throw.
        return { _tag: "NetworkError", method: req.method, path: req.path, url: req.path, message: `request not sent: ${errorMessage(error)}` }
      }
      const { url, path, init, body } = built
      const base = { method: req.method, path, url }
      const key = keyOf(req.method, path)
      if (req.signal?.aborted) return { _tag: "Cancelled", ...base }

      const duplicate = duplicates.check(req.method, path, body)
      if (duplicate) {
        try {
          reportDuplicate(duplicate)
        } catch {
          // reporting must never stop the request
        }
      }

      if (req.cancelInFlight) abortAll(key)
      const controller = new AbortController()
      const untrack = track(key, controller)
      const onAbort = () => controller.abort()
      req.signal?.addEventListener("abort", onAbort, { once: true })
      try {
        const response = await config.fetch(url, { ...init, signal: controller.signal })
        const text = await response.text()
        if (controller.signal.aborted) return { _tag: "Cancelled", ...base }
        return { _tag: "Response", ...base, status: response.status, body: text, contentType: response.headers.get("content-type") }
      } catch (error) {
        if (controller.signal.aborted) return { _tag: "Cancelled", ...base }
        return { _tag: "NetworkError", ...base, message: errorMessage(error) }
      } finally {
        untrack()
        req.signal?.removeEventListener("abort", onAbort)
      }
    },
    cancel(method, path, version) {
      abortAll(keyOf(method, versionedPath(path, version)))
    },
    inFlight: () => [...inFlight.values()].reduce((n, set) => n + set.size, 0),
  }
}
