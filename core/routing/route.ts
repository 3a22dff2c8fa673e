/**
 * The shape of a route-table row (spec §2) and the builders the per-vertical table files use.
 *
 * Rows are plain data: constraints are regular-expression sources, targets are path templates or
 * route names. Two kinds:
 * - a Page row renders a page: name, layout, title message id, who may see it (`access`), the
 *   feature that gates it, and the meta of spec §2.1 (type, categoryHome, rewriteTo,
 *   namedRouteOnly, useUrl);
 * - a Redirect row sends the browser elsewhere (301 semantics, spec §9): `to` is a path template
 *   whose `:params` come from the matched path and whose own query is merged with the incoming one,
 *   or an absolute URL (an external link; the incoming query is then not passed on).
 *
 * Invariant (checked by specs/core/routing-table.test.ts): page names are unique, and every name a
 * row refers to (rewriteTo, authenticated/unauthenticated redirect) is a page of the table.
 */
import type { Constraints } from "./pattern.js"

export type Layout = "base" | "auth" | "welcome" | "signup" | "email-auth" | "empty" | "casino-game-player" | "default"

/** Who may see a route: anyone, only logged-in users (spec §6), or only visitors (spec §2.3). */
export type Access = "any" | "login-required" | "logged-out-only"

/** The feature flags that gate routes (spec §2). A gate explicitly off makes its routes not found. */
export type Feature = "PRODUCT_SPORTS" | "PRODUCT_CASINO" | "PRODUCT_VIRTUALS" | "HAS_RUNDOWN" | "about-page" | "jobs-page"

/** Route meta of spec §2.1. */
export interface RouteMeta {
  /** The vertical a page belongs to. */
  readonly type?: "sport" | "casino"
  /** The home page of its vertical (sport, casino). */
  readonly categoryHome?: boolean
  /** Render this route's page instead, under this URL, with this URL's params. */
  readonly rewriteTo?: string
  /** Reachable only by name from inside the app; by URL it does not exist. */
  readonly namedRouteOnly?: boolean
  /** The URL shown when navigating by name: a template with `:param`s; its query merges with the route's. */
  readonly useUrl?: string
  /** Shown as a modal over the page (spec §2.5 "named modal routes"). */
  readonly modal?: boolean
}

export interface PageRoute {
  readonly _tag: "Page"
  readonly name: string
  readonly path: string
  readonly layout: Layout
  readonly access: Access
  /** Page title message id, for `{title} - {brand}`. */
  readonly title: string
  readonly feature?: Feature
  /** Spec §2.3: some auth pages stay reachable for visitors in authenticated-only mode. */
  readonly allowInAuthenticatedOnlyMode?: boolean
  readonly meta?: RouteMeta
  readonly constraints?: Constraints
  /** Query parameters lifted into the page's params when their value is one of those listed. */
  readonly queryParams?: Readonly<Record<string, ReadonlyArray<string>>>
  /** Spec §2.9: where a logged-in user is sent (keeping only the modal query). Default for logged-out-only: index. */
  readonly authenticatedRedirect?: string
  /** Spec §2.9: where a visitor is sent, with `redirect` = full path. Default for login-required: login. */
  readonly unauthenticatedRedirect?: string
}

export interface RedirectRoute {
  readonly _tag: "Redirect"
  readonly path: string
  /** A path template (`/sports/:game/matches`, `/?modal=deposit`) or an absolute external URL. */
  readonly to: string
  readonly name?: string
  readonly feature?: Feature
  readonly constraints?: Constraints
}

export type RouteDef = PageRoute | RedirectRoute

export type PageOptions = Partial<Omit<PageRoute, "_tag" | "name" | "path">>

/** A page row; layout defaults to `default`, access to `any`, title to `page.<name>.title`. */
export const page = (name: string, path: string, options: PageOptions = {}): PageRoute => ({
  _tag: "Page",
  name,
  path,
  layout: "default",
  access: "any",
  title: `page.${name}.title`,
  ...options,
})

export const redirect = (path: string, to: string, options: Partial<Omit<RedirectRoute, "_tag" | "path" | "to">> = {}): RedirectRoute =>
  ({ _tag: "Redirect", path, to, ...options })

/** Stamps a vertical's feature gate and meta type onto its rows (a row's own values win). */
export const inVertical = (feature: Feature, type: RouteMeta["type"] | undefined, rows: ReadonlyArray<RouteDef>): RouteDef[] =>
  rows.map((row) =>
    row._tag === "Redirect"
      ? { feature, ...row }
      : { feature, ...row, meta: type ? { type, ...row.meta } : row.meta })

/** The regular-expression sources of spec §5's route parameter rules. */
export const ID_RULES = {
  /** Competition id: 3 or more digits. */
  competitionId: "\\d{3,}",
  /** Match id: 5 or more digits. */
  matchId: "\\d{5,}",
  /** Reward id: numeric. */
  rewardId: "\\d+",
  /** Reward slug: starts with a non-digit. */
  rewardSlug: "\\D.*",
} as const

export const isExternal = (to: string): boolean => /^[a-z][a-z0-9+.-]*:\/\//i.test(to)
