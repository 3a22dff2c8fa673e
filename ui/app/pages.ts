/**
 * Which component renders each page route of core's table (core/routing/routes.ts), code-split
 * per vertical (DESIGN.md §4): each vertical's pages share one lazily loaded chunk.
 *
 * Every chunk is imported once (the same promise serves a hover preload and the page itself). A
 * chunk that fails to load rejects with `ChunkLoadError`, so the page's error boundary can tell a
 * failed download (reported to core as ChunkLoadFailed) from a bug in a page.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from "react"
import { matchLocation, table } from "../../core/routing/resolve.js"
import { routePreloads } from "./preload.js"

export interface PageProps {
  readonly params: Readonly<Record<string, string>>
  readonly query: Readonly<Record<string, string>>
}

type Page = LazyExoticComponent<ComponentType<PageProps>>

/** A page chunk that could not be downloaded (offline, or a deploy removed the old file). */
export class ChunkLoadError extends Error {
  override readonly name = "ChunkLoadError"
  constructor(readonly chunk: string, cause: unknown) {
    super(`Could not load the ${chunk} pages: ${cause instanceof Error ? cause.message : String(cause)}`, { cause })
  }
}

const chunk = <M>(name: string, load: () => Promise<M>): (() => Promise<M>) => {
  let promise: Promise<M> | null = null
  return () => {
    promise ??= load().catch((error: unknown) => {
      throw new ChunkLoadError(name, error)
    })
    return promise
  }
}

const chunks = {
  home: chunk("home", () => import("../pages/home/index.js")),
  auth: chunk("auth", () => import("../pages/auth/index.js")),
  account: chunk("account", () => import("../pages/account/index.js")),
  sports: chunk("sports", () => import("../pages/sports/index.js")),
  bets: chunk("bets", () => import("../pages/bets/index.js")),
} as const

type ChunkName = keyof typeof chunks

interface PageEntry {
  readonly chunk: ChunkName
  readonly component: Page
}

const entry = <C extends ChunkName>(name: C, pick: (m: Awaited<ReturnType<(typeof chunks)[C]>>) => ComponentType<PageProps>): PageEntry => ({
  chunk: name,
  component: lazy(() => (chunks[name]() as Promise<Awaited<ReturnType<(typeof chunks)[C]>>>).then((m) => ({ default: pick(m) }))),
})

const entries: Readonly<Record<string, PageEntry>> = {
  index: entry("home", (m) => m.HomePage),
  login: entry("auth", (m) => m.LoginPage),
  welcome: entry("auth", (m) => m.WelcomePage),
  "auth.signup": entry("auth", (m) => m.SignupPage),
  "auth.confirmation": entry("auth", (m) => m.ConfirmationPage),
  "auth.confirmation-failure": entry("auth", (m) => m.ConfirmationFailurePage),
  "auth.password.recover": entry("auth", (m) => m.RecoverPasswordPage),
  "auth.password.reset": entry("auth", (m) => m.ResetPasswordPage),
  logout: entry("auth", (m) => m.LogoutPage),
  account: entry("account", (m) => m.AccountPage),
  sport: entry("sports", (m) => m.SportHomePage),
  "sport.acca": entry("sports", (m) => m.AccaPage),
  "sport.inplay": entry("sports", (m) => m.InPlayPage),
  "sport.search": entry("sports", (m) => m.SearchPage),
  "sport.game": entry("sports", (m) => m.GamePage),
  ...Object.fromEntries((["matches", "in-play", "outrights", "competitions", "meetings", "specials"] as const).map((tab) =>
    [`sport.game.${tab}`, entry("sports", (m) => m.gameTabPage(tab))])),
  "sport.competition": entry("sports", (m) => m.CompetitionPage),
  "sport.competition.outrights": entry("sports", (m) => m.CompetitionOutrightsPage),
  "sport.match": entry("sports", (m) => m.MatchPage),
  "sport.match-lookup": entry("sports", (m) => m.MatchLookupPage),
  "sport.bets": entry("bets", (m) => m.OpenBetsPage),
  "sport.bets.settled": entry("bets", (m) => m.SettledBetsPage),
}

/** The page component of a route name, or undefined while its page is not built. */
export const pages: Readonly<Record<string, Page>> = Object.fromEntries(Object.entries(entries).map(([name, e]) => [name, e.component]))

/**
 * The route whose page a resolved route shows. Until every vertical's home exists (casino does
 * not yet), the index keeps showing the lobby (HomePage) when core's index rule picks a vertical
 * home (spec §2.1 default_vertical): the front door must not be a "coming soon" card. /sports and
 * /casino themselves show their own pages.
 */
export const pageNameFor = (routeName: string, path: string, categoryHome: boolean): string =>
  categoryHome && path === "/" ? "index" : routeName

/** Loads a route's chunk through the preload queue (at most 4 at once); resolves at once for a route without a page. */
export const preloadPage = (routeName: string): Promise<void> => {
  const e = entries[routeName]
  return e ? routePreloads.preload(e.chunk, chunks[e.chunk]) : Promise.resolve()
}

/** Preloads the chunk of the page an in-app link leads to (on hover or focus); ignores anything else. */
export const preloadPath = (href: string): void => {
  if (!href.startsWith("/")) return
  const path = href.split(/[?#]/)[0] ?? href
  const m = matchLocation(table, path)
  if (!m || m.route._tag !== "Page") return
  void preloadPage(m.route.meta?.rewriteTo ?? m.route.name).catch(() => undefined)
}
