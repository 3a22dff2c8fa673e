/**
 * The route table (spec §2) as data, and `resolve`, the pure function that says what a location
 * shows: a page (name, params, layout) or a redirect. wouter only renders what `resolve` returns.
 *
 * This holds the routes of the walking skeleton (general, authentication, account); the app-shell
 * work adds the rest of spec §2 as further rows of the same table.
 */
export type Layout = "base" | "auth" | "welcome" | "signup" | "email-auth" | "empty" | "casino-game-player" | "default"

/** Who may see a route: anyone, only logged-in users (spec §6), or only visitors (spec §2.3). */
export type Access = "any" | "login-required" | "logged-out-only"

export interface PageRoute {
  readonly _tag: "Page"
  readonly name: string
  readonly path: string
  readonly layout: Layout
  readonly access: Access
  /** Page title message id, for `{title} - {brand}`. */
  readonly title: string
}

export interface RedirectRoute {
  readonly _tag: "Redirect"
  readonly path: string
  readonly to: string
}

export type RouteDef = PageRoute | RedirectRoute

const page = (name: string, path: string, layout: Layout, access: Access, title: string): PageRoute =>
  ({ _tag: "Page", name, path, layout, access, title })
const redirect = (path: string, to: string): RedirectRoute => ({ _tag: "Redirect", path, to })

export const routes: ReadonlyArray<RouteDef> = [
  page("index", "/", "default", "any", "page.home.title"),
  page("login", "/login", "auth", "logged-out-only", "page.login.title"),
  page("welcome", "/welcome", "welcome", "logged-out-only", "page.welcome.title"),
  redirect("/auth", "/"),
  page("auth.signup", "/auth/signup", "signup", "logged-out-only", "page.signup.title"),
  page("auth.confirmation", "/auth/confirmation", "email-auth", "any", "page.confirmation.title"),
  page("auth.confirmation-failure", "/auth/confirmation-failure", "email-auth", "any", "page.confirmationFailure.title"),
  page("auth.password.recover", "/auth/password/recover", "auth", "logged-out-only", "page.recover.title"),
  page("auth.password.reset", "/auth/password/reset", "auth", "any", "page.reset.title"),
  page("logout", "/logout", "empty", "any", "page.logout.title"),
  redirect("/account/login", "/login"),
  page("account", "/account", "default", "login-required", "page.account.title"),
]

export type Resolution =
  | { readonly _tag: "Page"; readonly route: PageRoute; readonly params: Readonly<Record<string, string>>; readonly query: Readonly<Record<string, string>> }
  | { readonly _tag: "Redirect"; readonly to: string }
  | { readonly _tag: "NotFound"; readonly path: string }
  /** The session is being restored: wait rather than redirect a returning user to log in. */
  | { readonly _tag: "Pending" }

export interface ResolveContext {
  readonly loggedIn: boolean
  readonly restoring: boolean
}

const trimSlash = (path: string) => (path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path)

/** Matches `/a/:b` patterns segment by segment; returns the params or null. */
export const matchPath = (pattern: string, path: string): Record<string, string> | null => {
  const want = trimSlash(pattern).split("/")
  const got = trimSlash(path).split("/")
  if (want.length !== got.length) return null
  const params: Record<string, string> = {}
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!
    const g = got[i]!
    if (w.startsWith(":")) {
      if (g === "") return null
      params[w.slice(1)] = decodeURIComponent(g)
    } else if (w !== g) return null
  }
  return params
}

export const parseQuery = (search: string): Record<string, string> => Object.fromEntries(new URLSearchParams(search))

/** Keeps only the modal deep link of a query (spec §2.3: "keeping any modal query"). */
const modalQuery = (query: Record<string, string>) => (query.modal ? `?modal=${encodeURIComponent(query.modal)}` : "")

export const resolve = (location: { readonly path: string; readonly search: string }, ctx: ResolveContext): Resolution => {
  const query = parseQuery(location.search)
  for (const route of routes) {
    const params = matchPath(route.path, location.path)
    if (!params) continue
    if (route._tag === "Redirect") return { _tag: "Redirect", to: route.to + location.search }
    if (route.access === "login-required" && !ctx.loggedIn) {
      if (ctx.restoring) return { _tag: "Pending" }
      return { _tag: "Redirect", to: `/login?redirect=${encodeURIComponent(location.path + location.search)}` }
    }
    if (route.access === "logged-out-only" && ctx.loggedIn) return { _tag: "Redirect", to: `/${modalQuery(query)}` }
    return { _tag: "Page", route, params, query }
  }
  return { _tag: "NotFound", path: location.path }
}
