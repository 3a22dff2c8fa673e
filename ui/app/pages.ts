/**
 * Which component renders each page route of core's table (core/routing/routes.ts), code-split
 * per vertical (DESIGN.md §4): each vertical's pages share one lazily loaded chunk.
 *
 * Every chunk is imported once (the same promise serves a hover preload and the page itself), with
 * the messages its pages need that the shell does not carry (PAGE_AREAS). A chunk that fails to
 * load (its code or its messages) rejects with `ChunkLoadError`, so the page's error boundary can tell a
 * failed download (reported to core as ChunkLoadFailed) from a bug in a page.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from "react"
import type { EventInput } from "../../core/app/events.js"
import { CASINO_FRONT_DOOR, frontDoorPage } from "../../core/routing/front-door.js"
import { matchLocation, table } from "../../core/routing/resolve.js"
import { withAreaMessages } from "../i18n/AreaMessages.js"
import { loadAreaCatalogues, type LazyArea } from "../i18n/catalogues.js"
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

/**
 * Tells core a chunk failed to download (spec §8: it shows the snackbar and decides the forced
 * reload, at most once a minute).
 */
export const reportChunkLoadFailed = (send: (event: EventInput) => void, error: ChunkLoadError): void => {
  console.error(error.message)
  send({ _tag: "ChunkLoadFailed", chunk: error.chunk })
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

/**
 * The betslip (ui/components/betslip/BetslipDock.tsx) is a chunk of its own: only the pages that
 * show it (DefaultLayout: sports, My Bets, virtuals) download it, not the first visit of any page
 * (docs/decisions/0018). Those pages' chunks wait for it (ignoring its failure, which the dock's
 * own boundary reports), so a page never appears before its betslip.
 */
const betslipChunk = chunk("betslip", () => import("../components/betslip/BetslipDock.js"))
const withBetslip = <M>(load: () => Promise<M>) => async (): Promise<M> => {
  const [page] = await Promise.all([load(), betslipChunk().catch(() => undefined)])
  return page
}

/** The betslip beside a page (desktop) or over the tab bar (mobile), loaded on first use. */
export const LazyBetslipDock = lazy(() => betslipChunk().then((m) => ({ default: m.BetslipDock })))

/**
 * The lazy message areas (ui/i18n/area-messages.ts) the pages of each chunk show, by the chunk's
 * folder under ui/pages. A chunk downloads them with its code and its pages draw inside them
 * (AreaMessages); specs/ui/area-messages.test.ts checks this table against the pages' code.
 */
export const PAGE_AREAS = {
  home: ["casino"],
  auth: ["cashier", "rewards"],
  account: ["account"],
  cashier: ["account", "cashier"],
  sports: [],
  bets: [],
  rundown: ["rundown"],
  rewards: ["rewards"],
  "safer-gambling": ["account", "safer-gambling"],
  virtuals: ["virtuals"],
  casino: ["casino", "rewards"],
} as const satisfies Readonly<Record<string, readonly LazyArea[]>>

type ChunkName = keyof typeof PAGE_AREAS

/** A page chunk: its code and its areas' messages, loaded together, once. */
const pageChunk = <M>(name: ChunkName, load: () => Promise<M>): (() => Promise<M>) =>
  chunk(name, async () => (await Promise.all([load(), loadAreaCatalogues(PAGE_AREAS[name])]))[0])

const chunks = {
  home: pageChunk("home", () => import("../pages/home/index.js")),
  auth: pageChunk("auth", () => import("../pages/auth/index.js")),
  account: pageChunk("account", () => import("../pages/account/index.js")),
  cashier: pageChunk("cashier", () => import("../pages/cashier/index.js")),
  sports: pageChunk("sports", withBetslip(() => import("../pages/sports/index.js"))),
  bets: pageChunk("bets", withBetslip(() => import("../pages/bets/index.js"))),
  rundown: pageChunk("rundown", () => import("../pages/rundown/index.js")),
  rewards: pageChunk("rewards", () => import("../pages/rewards/index.js")),
  "safer-gambling": pageChunk("safer-gambling", () => import("../pages/safer-gambling/index.js")),
  virtuals: pageChunk("virtuals", withBetslip(() => import("../pages/virtuals/index.js"))),
  casino: pageChunk("casino", () => import("../pages/casino/index.js")),
} as const satisfies Readonly<Record<ChunkName, () => Promise<unknown>>>

interface PageEntry {
  readonly chunk: ChunkName
  readonly component: Page
}

const entry = <C extends ChunkName>(name: C, pick: (m: Awaited<ReturnType<(typeof chunks)[C]>>) => ComponentType<PageProps>): PageEntry => ({
  chunk: name,
  component: lazy(() => (chunks[name]() as Promise<Awaited<ReturnType<(typeof chunks)[C]>>>)
    .then((m) => ({ default: withAreaMessages(PAGE_AREAS[name], pick(m)) }))),
})

const entries: Readonly<Record<string, PageEntry>> = {
  index: entry("home", (m) => m.HomePage),
  [CASINO_FRONT_DOOR]: entry("home", (m) => m.CasinoHomePage),
  login: entry("auth", (m) => m.LoginPage),
  welcome: entry("auth", (m) => m.WelcomePage),
  "auth.signup": entry("auth", (m) => m.SignupPage),
  "auth.confirmation": entry("auth", (m) => m.ConfirmationPage),
  "auth.confirmation-failure": entry("auth", (m) => m.ConfirmationFailurePage),
  "auth.password.recover": entry("auth", (m) => m.RecoverPasswordPage),
  "auth.password.reset": entry("auth", (m) => m.ResetPasswordPage),
  logout: entry("auth", (m) => m.LogoutPage),
  account: entry("account", (m) => m.AccountPage),
  "account.safer-gambling": entry("safer-gambling", (m) => m.SaferGamblingPage),
  "account.safer-gambling.deposit-limits": entry("safer-gambling", (m) => m.DepositLimitsPage),
  "account.safer-gambling.deposit-limits.edit": entry("safer-gambling", (m) => m.DepositLimitsPage),
  "account.safer-gambling.loss-limits": entry("safer-gambling", (m) => m.LossLimitsPage),
  "account.safer-gambling.loss-limits.edit": entry("safer-gambling", (m) => m.LossLimitsPage),
  "account.safer-gambling.reality-check": entry("safer-gambling", (m) => m.RealityCheckPage),
  "account.safer-gambling.play-reminders": entry("safer-gambling", (m) => m.PlayRemindersPage),
  "account.safer-gambling.self-exclusion": entry("safer-gambling", (m) => m.SelfExclusionPage),
  "account.safer-gambling.cool-off": entry("safer-gambling", (m) => m.CoolOffPage),
  "account.notifications": entry("account", (m) => m.NotificationsPage),
  "account.preferences": entry("account", (m) => m.PreferencesPage),
  "account.security": entry("account", (m) => m.SecurityPage),
  "account.settings": entry("account", (m) => m.SettingsPage),
  "account.verification": entry("account", (m) => m.VerificationPage),
  "account.verification.upload": entry("account", (m) => m.VerificationUploadPage),
  "account.verification.success": entry("account", (m) => m.VerificationSuccessPage),
  // spec §2.5 named modal routes, shown as dialogs (core/routing/table/account.ts meta.modal).
  "modal.members": entry("account", (m) => m.MembersModalPage),
  "modal.find": entry("account", (m) => m.FindModalPage),
  "auth.passthrough": entry("account", (m) => m.PassthroughPage),
  "account.transactions": entry("cashier", (m) => m.TransactionsPage),
  "account.payment-methods": entry("cashier", (m) => m.PaymentMethodsPage),
  "payments.deposit.success": entry("cashier", (m) => m.DepositSuccessPage),
  "payments.deposit.successful": entry("cashier", (m) => m.DepositSuccessfulPage),
  "payments.deposit.pending": entry("cashier", (m) => m.DepositPendingPage),
  "payments.deposit.failed": entry("cashier", (m) => m.DepositFailedPage),
  "payments.withdraw.success": entry("cashier", (m) => m.WithdrawSuccessPage),
  "payments.withdraw.successful": entry("cashier", (m) => m.WithdrawSuccessfulPage),
  "payments.withdraw.pending": entry("cashier", (m) => m.WithdrawPendingPage),
  "payments.withdraw.failed": entry("cashier", (m) => m.WithdrawFailedPage),
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
  rundown: entry("rundown", (m) => m.RundownPage),
  "rundown.category": entry("rundown", (m) => m.RundownCategoryPage),
  "rundown.article": entry("rundown", (m) => m.RundownArticlePage),
  about: entry("rundown", (m) => m.AboutPage),
  jobs: entry("rundown", (m) => m.JobsPage),
  rewards: entry("rewards", (m) => m.RewardsPage),
  "rewards.reward": entry("rewards", (m) => m.RewardDetailPage),
  "rewards.reward.claim": entry("rewards", (m) => m.ClaimRewardPage),
  "rewards.slug": entry("rewards", (m) => m.PromotionPage),
  virtuals: entry("virtuals", (m) => m.VirtualsLobbyPage),
  "virtuals.kind": entry("virtuals", (m) => m.VirtualsKindPage),
  casino: entry("casino", (m) => m.CasinoLobbyPage),
  "casino.tab": entry("casino", (m) => m.CasinoTabPage),
  "casino.game-providers": entry("casino", (m) => m.CasinoProvidersPage),
  "casino.search": entry("casino", (m) => m.CasinoSearchPage),
  "casino.recent": entry("casino", (m) => m.CasinoRecentPage),
  "casino.favourites": entry("casino", (m) => m.CasinoFavouritesPage),
  "casino.fairness": entry("casino", (m) => m.CasinoFairnessPage),
  "casino.casino-category": entry("casino", (m) => m.CasinoCategoryPage),
  "casino.game": entry("casino", (m) => m.CasinoGamePage),
  "casino.game.player": entry("casino", (m) => m.CasinoPlayerPage),
  ...Object.fromEntries((["exit", "deposit", "info", "rewards", "search", "recommended"] as const).map((sub) =>
    [`casino.game.player.${sub}`, entry("casino", (m) => m.playerSubPage(sub))])),
  "casino.game.player.reward": entry("casino", (m) => m.playerSubPage("reward")),
}

/** The page component of a route name, or undefined while its page is not built. */
export const pages: Readonly<Record<string, Page>> = Object.fromEntries(Object.entries(entries).map(([name, e]) => [name, e.component]))

/**
 * The page a resolved route shows: core's front door (spec §2.1) decides, at the root, between the
 * sports-led home (`index`) and the casino-led one by the vertical the index rule picked.
 */
export const pageNameFor = frontDoorPage

export const preloadPage = (routeName: string): Promise<void> => {
  const e = entries[routeName]
  return e ? routePreloads.preload(e.chunk, chunks[e.chunk]) : Promise.resolve()
}

/** Pages whose chunk waits for the betslip's (`withBetslip` above). */
const WITH_BETSLIP: ReadonlySet<ChunkName> = new Set(["sports", "bets", "virtuals"])

/**
 * The source files of the chunks a page address downloads: its page chunk, and the betslip's
 * where the page waits for it. The server links their stylesheets into the page's prerendered HTML
 * (ui/prerender.tsx); specs/ui/prerender.test.ts checks each is an entry of the build's manifest.
 */
export const chunkSourcesOfPath = (path: string): ReadonlyArray<string> => {
  const m = matchLocation(table, path)
  if (!m || m.route._tag !== "Page") return []
  const e = entries[m.route.meta?.rewriteTo ?? m.route.name]
  if (!e) return []
  const page = `ui/pages/${e.chunk}/index.ts`
  return WITH_BETSLIP.has(e.chunk) ? [page, "ui/components/betslip/BetslipDock.tsx"] : [page]
}

/** Preloads the chunk of the page an in-app link leads to (on hover or focus); ignores anything else. */
export const preloadPath = (href: string): void => {
  if (!href.startsWith("/")) return
  const path = href.split(/[?#]/)[0] ?? href
  const m = matchLocation(table, path)
  if (!m || m.route._tag !== "Page") return
  void preloadPage(m.route.meta?.rewriteTo ?? m.route.name).catch(() => undefined)
}
