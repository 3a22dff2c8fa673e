/**
 * `resolve`: what a location shows, with the route guards of spec §2.9. Pure; the route host
 * renders a Page by `route.name` and `route.layout`, follows a Redirect (301 semantics), shows the
 * 404 page for NotFound (logging `Page Not Found: {path}`) and waits on Pending.
 *
 * Order of the checks, first that applies wins:
 *  1. no row matches (named-route-only rows are skipped unless navigating by name) → NotFound;
 *  2. the row's feature is explicitly off → NotFound;
 *  3. a Redirect row → its target with the incoming query merged in; chains of redirect rows
 *     collapse into one redirect; an external link is its absolute URL as is;
 *  4. authenticated redirect: a logged-in user on a visitors-only page goes to index (or the row's
 *     `authenticatedRedirect`), keeping only the modal query;
 *  5. authenticated-only mode: a visitor goes to `/welcome?redirect=<path+search>` unless the row
 *     allows access;
 *  6. unauthenticated redirect: a visitor on a login-required page goes to
 *     `/login?redirect=<path+search>` (or the row's `unauthenticatedRedirect`);
 *     while a stored session is being restored, 5 and 6 answer Pending instead;
 *  7. /login reached from a non-login page without `redirect` → /login?redirect=<previous path>;
 *  8. the index rule: the casino or sport home by default vertical, else the configured default
 *     route, else the index page (Pending while restoring, as the user's vertical is not known yet);
 *  9. rewriteTo: the target route's page under this URL, with this URL's params.
 * Context fields beyond `loggedIn` and `restoring` are optional; left out, the check they drive
 * does not apply.
 */
import type { Vertical } from "../model/primitives.js"
import { compilePattern, fillTemplate, matchParts, pathParts, type CompiledPattern, type Params } from "./pattern.js"
import { formatQuery, parseQuery, splitLocation, withQuery, type Query } from "./query.js"
import { isExternal, type PageRoute, type RedirectRoute, type RouteDef } from "./route.js"
import { routes } from "./table/index.js"

export type Resolution =
  | { readonly _tag: "Page"; readonly route: PageRoute; readonly params: Params; readonly query: Query }
  | { readonly _tag: "Redirect"; readonly to: string }
  | { readonly _tag: "NotFound"; readonly path: string }
  /** The session is being restored: wait rather than redirect a returning user to log in. */
  | { readonly _tag: "Pending" }

export interface ResolveContext {
  readonly loggedIn: boolean
  /** A stored session is being restored (start-up). */
  readonly restoring: boolean
  /** Feature flags of the site config; a route whose gate is explicitly false is not found. */
  readonly features?: Readonly<Record<string, boolean>>
  /** Spec §6: visitors are forced to welcome. */
  readonly authenticatedOnlyMode?: boolean
  /** The user's default_vertical when logged in, the config's default vertical otherwise (spec §6). */
  readonly defaultVertical?: Vertical | null
  /** The configured default route (a route name) the index falls back to. */
  readonly defaultRoute?: string
  /** The path (and search) of the page shown before this navigation. */
  readonly previousPath?: string
  /** The navigation was by route name from inside the app, not by URL. */
  readonly namedNavigation?: boolean
}

export interface Location {
  readonly path: string
  /** "" or starting with "?". */
  readonly search: string
}

/** The table with its patterns compiled once, and its pages by name. */
export interface RouteTable {
  readonly rows: ReadonlyArray<RouteDef>
  readonly patterns: ReadonlyArray<CompiledPattern>
  readonly pages: Readonly<Record<string, PageRoute>>
}

export const routeTable = (rows: ReadonlyArray<RouteDef>): RouteTable => ({
  rows,
  patterns: rows.map((r) => compilePattern(r.path, r.constraints)),
  pages: Object.fromEntries(rows.flatMap((r) => (r._tag === "Page" && !isShadowed(rows, r) ? [[r.name, r]] : []))),
})

/** Only the first page of a name counts (the table test keeps names unique). */
const isShadowed = (rows: ReadonlyArray<RouteDef>, r: PageRoute) =>
  rows.find((o) => o._tag === "Page" && o.name === r.name) !== r

/** The compiled route table of spec §2. */
export const table: RouteTable = routeTable(routes)

export interface RouteMatch {
  readonly route: RouteDef
  readonly params: Params
}

/** The first row matching `path`; named-route-only rows match only when navigating by name. */
export const matchLocation = (t: RouteTable, path: string, namedNavigation = false): RouteMatch | null => {
  const parts = pathParts(path)
  if (!parts) return null
  for (let i = 0; i < t.rows.length; i++) {
    const route = t.rows[i]!
    if (route._tag === "Page" && route.meta?.namedRouteOnly && !namedNavigation) continue
    const params = matchParts(t.patterns[i]!, parts)
    if (params) return { route, params }
  }
  return null
}

const gatedOff = (route: RouteDef, features: ResolveContext["features"]) =>
  route.feature !== undefined && features?.[route.feature] === false

/**
 * The URL of a named page: its `meta.useUrl` template if it has one, else its path, filled with
 * `params`; `query` merged in (the template's own keys win). Null for an unknown name.
 */
export const urlForIn = (t: RouteTable, name: string, params: Params = {}, query: Query = {}): string | null => {
  const route = t.pages[name]
  if (!route) return null
  return withQuery(fillTemplate(route.meta?.useUrl ?? route.path, params), formatQuery(Object.entries(query)))
}

/** The URL of a named page of the route table (see `urlForIn`). */
export const urlFor = (name: string, params: Params = {}, query: Query = {}): string | null =>
  urlForIn(table, name, params, query)

const MAX_REDIRECT_HOPS = 5

/** The redirect row's target, following further redirect rows so the browser gets one 301. */
const redirectTarget = (t: RouteTable, route: RedirectRoute, params: Params, search: string, ctx: ResolveContext): string => {
  if (isExternal(route.to)) return route.to
  let to = withQuery(fillTemplate(route.to, params), search)
  for (let hop = 0; hop < MAX_REDIRECT_HOPS; hop++) {
    const next = splitLocation(to)
    const m = matchLocation(t, next.path)
    if (!m || m.route._tag !== "Redirect" || gatedOff(m.route, ctx.features) || isExternal(m.route.to)) break
    to = withQuery(fillTemplate(m.route.to, m.params), next.search)
  }
  return to
}

const named = (t: RouteTable, name: string, query: Query = {}) => urlForIn(t, name, {}, query) ?? "/"
const fullPath = (location: Location) => location.path + location.search

/** Steps 4–7 of the header: a Redirect or Pending when a guard applies, else null. */
const guard = (t: RouteTable, route: PageRoute, location: Location, query: Query, ctx: ResolveContext): Resolution | null => {
  if (ctx.loggedIn) {
    const to = route.authenticatedRedirect ?? (route.access === "logged-out-only" ? "index" : undefined)
    // Spec §2.3: "keeping any modal query" — and nothing else.
    if (to) return { _tag: "Redirect", to: named(t, to, query.modal ? { modal: query.modal } : {}) }
  } else {
    if (ctx.authenticatedOnlyMode && !route.allowInAuthenticatedOnlyMode) {
      return ctx.restoring ? { _tag: "Pending" } : { _tag: "Redirect", to: named(t, "welcome", { redirect: fullPath(location) }) }
    }
    const to = route.unauthenticatedRedirect ?? (route.access === "login-required" ? "login" : undefined)
    if (to) return ctx.restoring ? { _tag: "Pending" } : { _tag: "Redirect", to: named(t, to, { redirect: fullPath(location) }) }
  }
  if (route.name === "login" && !query.redirect && ctx.previousPath) {
    const previous = matchLocation(t, splitLocation(ctx.previousPath).path)
    if (previous?.route.name !== "login") {
      return { _tag: "Redirect", to: withQuery(named(t, "login", { redirect: ctx.previousPath }), location.search) }
    }
  }
  return null
}

/** Step 8: the page the index shows, or null for the index page itself. */
const indexRule = (t: RouteTable, ctx: ResolveContext): PageRoute | "Pending" | null => {
  if (ctx.defaultVertical === undefined && ctx.defaultRoute === undefined) return null
  if (ctx.restoring) return "Pending"
  const byVertical = ctx.defaultVertical === "casino" ? "casino" : ctx.defaultVertical === "sports" ? "sport" : undefined
  for (const name of [byVertical, ctx.defaultRoute]) {
    const candidate = name === undefined ? undefined : t.pages[name]
    if (!candidate || gatedOff(candidate, ctx.features)) continue
    if (candidate.access === "login-required" && !ctx.loggedIn) continue
    if (candidate.access === "logged-out-only" && ctx.loggedIn) continue
    return candidate.name === "index" ? null : candidate
  }
  return null
}

/** Query parameters a row lifts into params (e.g. /logout's `source`), when their value is allowed. */
const liftedQuery = (route: PageRoute, query: Query): Record<string, string> => {
  const out: Record<string, string> = {}
  for (const [key, allowed] of Object.entries(route.queryParams ?? {})) {
    const value = query[key]
    if (value !== undefined && allowed.includes(value)) out[key] = value
  }
  return out
}

/** `resolve` over a given table (tests use small tables for guards no spec row exercises). */
export const resolveIn = (t: RouteTable, location: Location, ctx: ResolveContext): Resolution => {
  const notFound: Resolution = { _tag: "NotFound", path: location.path }
  const query = parseQuery(location.search)
  const m = matchLocation(t, location.path, ctx.namedNavigation)
  if (!m || gatedOff(m.route, ctx.features)) return notFound
  const { route, params } = m
  if (route._tag === "Redirect") return { _tag: "Redirect", to: redirectTarget(t, route, params, location.search, ctx) }

  const guarded = guard(t, route, location, query, ctx)
  if (guarded) return guarded

  if (route.name === "index") {
    const home = indexRule(t, ctx)
    if (home === "Pending") return { _tag: "Pending" }
    if (home) return { _tag: "Page", route: home, params, query }
  }

  const shown = route.meta?.rewriteTo === undefined ? route : t.pages[route.meta.rewriteTo]
  if (!shown || gatedOff(shown, ctx.features)) return notFound
  return { _tag: "Page", route: shown, params: { ...params, ...liftedQuery(route, query) }, query }
}

/** What a location shows under the route table of spec §2 and the guards of §2.9. */
export const resolve = (location: Location, ctx: ResolveContext): Resolution => resolveIn(table, location, ctx)
