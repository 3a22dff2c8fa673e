/**
 * The route table of spec §2 in the browser, against the real server: a broad sample of URLs, each
 * opened as a visitor and as the logged-in demo bettor, asserting where it lands (the final path
 * and query, e.g. `/login?redirect=<full path>` for login-required pages, the kept `modal=` query)
 * and what the page says (document title `{title} - Sportsbook` and its h1, the title unless the
 * row says otherwise).
 *
 * Expectations come from the spec's text (§2.1–§2.10, §6), cross-checked with core/routing/table.
 * Rows are named in the spec's words. One page per test, many gotos; each row is a soft assertion
 * so one wrong row does not hide the others. A test per group of §2.
 *
 * Where the spec leaves a target open, the row follows the table's documented choice and says so
 * (legacy match links render the match-lookup page; /account/home lands on /account/members).
 *
 * The rows live here; routes.spec.ts and routes-account.spec.ts run half the groups each, so
 * `npm test` can run them in different shards.
 */
import { expect, type Page } from "@playwright/test"
import { logInAsDemo as logIn } from "./support.js"

const BRAND = "Sportsbook"
// The same budget as every other assertion (playwright.config.ts): a redirect that waits on the
// session's answer can take seconds on a loaded CI machine.
const soft = expect.configure({ soft: true, timeout: 10_000 })

/** Where a URL lands and what it shows. `h1: null`: the page is the sports team's (do not pin its h1). */
interface Landing {
  /** Final path + query, exactly (a RegExp where the spec allows several). */
  readonly url: string | RegExp
  /** The route's title (document title `{title} - Sportsbook`). */
  readonly title: string
  /** The page's h1; defaults to the title (most pages). */
  readonly h1?: string | RegExp | null
  /** A dialog that must be open (its accessible name), or true for any dialog; false: none. */
  readonly dialog?: string | boolean
}

interface Row {
  /** The spec's words for this row. */
  readonly spec: string
  readonly path: string
  readonly visitor: Landing
  /** Defaults to the visitor's landing. */
  readonly bettor?: Landing
}

const enc = encodeURIComponent
/** Spec §2.9: a visitor on a login-required page goes to login with the full path in `redirect`. */
const toLogin = (full: string): Landing => ({ url: `/login?redirect=${enc(full)}`, title: "Log in", h1: "Log in" })
const notFound = (path: string): Landing => ({ url: path, title: "Page not found", h1: "Ooooooops!" })
const at = (url: string, title: string, extra: Partial<Landing> = {}): Landing => ({ url, title, ...extra })
/**
 * A sports page (being built alongside this spec): the URL, the table's title, and not the 404
 * page; its h1 is the sports pages' to choose (a made-up match id may show a loading or empty state).
 */
const sport = (url: string, title: string): Landing => ({ url, title, h1: null })
/** The index (spec §2.1: the sport home by default_vertical "sports"; the lobby stands in for it). */
const INDEX_VISITOR: Landing = { url: "/", title: "Sports betting", h1: `Welcome to ${BRAND}`, dialog: false }
const INDEX_BETTOR: Landing = { url: "/", title: "Sports betting", h1: "Hi Demo, welcome back", dialog: false }
const indexWithModal = (query: string, dialog: string | true): Landing => ({ ...INDEX_BETTOR, url: `/?${query}`, dialog })

const currentUrl = (page: Page) => {
  const u = new URL(page.url())
  return u.pathname + u.search
}


const check = async (page: Page, row: Row, who: "visitor" | "bettor") => {
  const want = who === "bettor" ? row.bettor ?? row.visitor : row.visitor
  const label = `${who}: ${row.spec} — ${row.path}`
  await page.goto(row.path)
  // The app has started (a title is set) before the row checks: a fresh load under load can be slow.
  await soft.poll(() => page.title(), { message: `${label}: the app starts`, timeout: 15_000 }).not.toBe("")
  const lands = soft.poll(() => currentUrl(page), { message: `${label}: lands on`, timeout: 10_000 })
  await (typeof want.url === "string" ? lands.toEqual(want.url) : lands.toMatch(want.url))
  await soft(page, `${label}: title`).toHaveTitle(`${want.title} - ${BRAND}`)
  const h1 = want.h1 === undefined ? want.title : want.h1
  const heading = page.getByRole("heading", { level: 1 })
  if (h1 === null) await soft(page.getByRole("heading", { name: "Ooooooops!" }), `${label}: not the 404 page`).toHaveCount(0)
  else await soft(heading, `${label}: h1`).toHaveText(h1)
  if (want.dialog === true) await soft(page.getByRole("dialog"), `${label}: a dialog`).toBeVisible()
  else if (typeof want.dialog === "string") {
    await soft(page.getByRole("dialog", { name: want.dialog }), `${label}: dialog`).toBeVisible()
  } else if (want.dialog === false) await soft(page.getByRole("dialog"), `${label}: no dialog`).toHaveCount(0)
}

/** Visitor rows first, then log in and the bettor rows (in order: a /logout row ends the session). */
export const runGroup = async (page: Page, rows: ReadonlyArray<Row>) => {
  for (const row of rows) await check(page, row, "visitor")
  await logIn(page)
  for (const row of rows) await check(page, row, "bettor")
}

const GENERAL: ReadonlyArray<Row> = [
  { spec: "the root shows the sport home (default_vertical sports)", path: "/", visitor: INDEX_VISITOR, bettor: INDEX_BETTOR },
  { spec: "/about only when the about-page feature is on (on)", path: "/about", visitor: at("/about", "About us") },
  { spec: "/jobs only when the jobs-page feature is on (on)", path: "/jobs", visitor: at("/jobs", "Jobs") },
  { spec: "/jobs with the jobs-page feature off is unknown", path: "/jobs?jobs-page=false", visitor: notFound("/jobs?jobs-page=false") },
  { spec: "/about with the about-page feature off is unknown", path: "/about?about-page=false", visitor: notFound("/about?about-page=false") },
  { spec: "/my-bets redirects to the sports bets page (login required)", path: "/my-bets", visitor: toLogin("/sports/bets"), bettor: sport("/sports/bets", "My bets") },
  { spec: "unknown paths show the 404 page", path: "/no/such/page", visitor: notFound("/no/such/page") },
  { spec: "the 404 route is named-route-only: by URL it is not found", path: "/404", visitor: notFound("/404") },
]

const SPORTS: ReadonlyArray<Row> = [
  { spec: "/sports (sport)", path: "/sports", visitor: sport("/sports", "Sports betting") },
  { spec: "/sports/acca (sport.acca)", path: "/sports/acca", visitor: sport("/sports/acca", "Accumulators") },
  { spec: "/sports/upcoming redirects to acca", path: "/sports/upcoming", visitor: sport("/sports/acca", "Accumulators") },
  { spec: "/sports/outrights redirects to sport", path: "/sports/outrights", visitor: sport("/sports", "Sports betting") },
  { spec: "/sports/in-play (sport.inplay)", path: "/sports/in-play", visitor: sport("/sports/in-play", "In-play") },
  { spec: "/sports/search (sport.search)", path: "/sports/search", visitor: sport("/sports/search", "Search sports") },
  { spec: "/sports/favourites redirects to sport", path: "/sports/favourites", visitor: sport("/sports", "Sports betting") },
  { spec: "/sports/bets (sport.bets) login required", path: "/sports/bets", visitor: toLogin("/sports/bets"), bettor: sport("/sports/bets", "My bets") },
  { spec: "/sports/bets/settled login required", path: "/sports/bets/settled", visitor: toLogin("/sports/bets/settled"), bettor: sport("/sports/bets/settled", "Settled bets") },
  { spec: "/sports/{game} (sport.game)", path: "/sports/football", visitor: sport("/sports/football", "Betting") },
  { spec: "/sports/{game} sub-page matches", path: "/sports/football/matches", visitor: sport("/sports/football/matches", "Matches") },
  { spec: "/sports/{game} sub-page competitions", path: "/sports/tennis/competitions", visitor: sport("/sports/tennis/competitions", "Competitions") },
  { spec: "/sports/{game} upcoming redirects to matches", path: "/sports/football/upcoming", visitor: sport("/sports/football/matches", "Matches") },
  { spec: "/sports/{game} featured resolves to the game page", path: "/sports/football/featured", visitor: sport("/sports/football/featured", "Betting") },
  { spec: "/sports/{game} next_races resolves to the game page", path: "/sports/greyhounds/next_races", visitor: sport("/sports/greyhounds/next_races", "Betting") },
  { spec: "horse racing: matches redirects to meetings", path: "/sports/horseracing/matches", visitor: sport("/sports/horseracing/meetings", "Meetings") },
  { spec: "horse racing: outrights redirects to meetings", path: "/sports/horseracing/outrights", visitor: sport("/sports/horseracing/meetings", "Meetings") },
  { spec: "horse racing: upcoming redirects to meetings", path: "/sports/horseracing/upcoming", visitor: sport("/sports/horseracing/meetings", "Meetings") },
  { spec: "horse racing: in-play redirects to meetings", path: "/sports/horseracing/in-play?x=1", visitor: sport("/sports/horseracing/meetings?x=1", "Meetings") },
  { spec: "competition {slug}-{id}, id of 3 or more digits", path: "/sports/football/english-premier-league-123", visitor: sport("/sports/football/english-premier-league-123", "Competition") },
  { spec: "competition id of fewer than 3 digits is not found", path: "/sports/football/premier-league-12", visitor: notFound("/sports/football/premier-league-12") },
  { spec: "competition sub-page outrights", path: "/sports/football/premier-league-123/outrights", visitor: sport("/sports/football/premier-league-123/outrights", "Competition outrights") },
  { spec: "competition upcoming redirects to the competition", path: "/sports/football/premier-league-123/upcoming", visitor: sport("/sports/football/premier-league-123", "Competition") },
  { spec: "competition matches redirects to the competition", path: "/sports/football/premier-league-123/matches", visitor: sport("/sports/football/premier-league-123", "Competition") },
  { spec: "competition in-play redirects to the competition", path: "/sports/football/premier-league-123/in-play", visitor: sport("/sports/football/premier-league-123", "Competition") },
  { spec: "match: competition id 3+ digits, match id 5+ digits", path: "/sports/football/premier-league-123/arsenal-v-chelsea-12345", visitor: sport("/sports/football/premier-league-123/arsenal-v-chelsea-12345", "Match betting") },
  { spec: "match id of fewer than 5 digits is not found", path: "/sports/football/premier-league-123/arsenal-v-chelsea-1234", visitor: notFound("/sports/football/premier-league-123/arsenal-v-chelsea-1234") },
  { spec: "match under a competition id of fewer than 3 digits is not found", path: "/sports/football/premier-league-12/arsenal-v-chelsea-12345", visitor: notFound("/sports/football/premier-league-12/arsenal-v-chelsea-12345") },
]

const ESPORTS: ReadonlyArray<Row> = [
  { spec: "/esports redirects to /sports", path: "/esports", visitor: sport("/sports", "Sports betting") },
  { spec: "esports acca", path: "/esports/acca", visitor: sport("/sports/acca", "Accumulators") },
  { spec: "esports upcoming (→ /sports/upcoming → acca)", path: "/esports/upcoming", visitor: sport("/sports/acca", "Accumulators") },
  { spec: "esports outrights (→ sport)", path: "/esports/outrights", visitor: sport("/sports", "Sports betting") },
  { spec: "esports in-play", path: "/esports/in-play", visitor: sport("/sports/in-play", "In-play") },
  { spec: "esports search keeps its query", path: "/esports/search?q=navi", visitor: sport("/sports/search?q=navi", "Search sports") },
  { spec: "esports favourites (→ sport)", path: "/esports/favourites", visitor: sport("/sports", "Sports betting") },
  { spec: "esports bets (login required)", path: "/esports/bets", visitor: toLogin("/sports/bets"), bettor: sport("/sports/bets", "My bets") },
  { spec: "esports bets/settled (login required)", path: "/esports/bets/settled", visitor: toLogin("/sports/bets/settled"), bettor: sport("/sports/bets/settled", "Settled bets") },
  { spec: "esports {game}", path: "/esports/dota-2", visitor: sport("/sports/dota-2", "Betting") },
  { spec: "esports {game}/in-play", path: "/esports/football/in-play", visitor: sport("/sports/football/in-play", "In-play") },
  { spec: "esports {game}/upcoming (→ matches)", path: "/esports/dota-2/upcoming", visitor: sport("/sports/dota-2/matches", "Matches") },
  { spec: "esports {game}/meetings", path: "/esports/dota-2/meetings", visitor: sport("/sports/dota-2/meetings", "Meetings") },
  { spec: "esports {game}/{slug}-{id}, id of 3 or more digits", path: "/esports/dota-2/the-international-123", visitor: sport("/sports/dota-2/the-international-123", "Competition") },
  { spec: "esports competition id of fewer than 3 digits is not found", path: "/esports/dota-2/ti-12", visitor: notFound("/esports/dota-2/ti-12") },
  { spec: "esports match path", path: "/esports/dota-2/ti-123/navi-v-og-12345", visitor: sport("/sports/dota-2/ti-123/navi-v-og-12345", "Match betting") },
]

const LEGACY: ReadonlyArray<Row> = [
  { spec: "legacy /{gameType}/{game}/competition/{id}", path: "/football/soccer/competition/456", visitor: sport("/sports/soccer/competition-456", "Competition") },
  { spec: "legacy competition with /outrights", path: "/football/soccer/competition/456/outrights", visitor: sport("/sports/soccer/competition-456/outrights", "Competition outrights") },
  { spec: "legacy competition id of fewer than 3 digits is not found", path: "/football/soccer/competition/45", visitor: notFound("/football/soccer/competition/45") },
  // The spec does not show the match link's target: the table renders the match lookup under it.
  { spec: "legacy /{gameType}/{game}/match/{id} (match lookup)", path: "/sports/football/match/12345", visitor: sport("/sports/football/match/12345", "Match betting") },
  { spec: "legacy match with /outrights (match lookup)", path: "/football/soccer/match/12345/outrights", visitor: sport("/football/soccer/match/12345/outrights", "Match betting") },
  { spec: "legacy match id of fewer than 5 digits is not found", path: "/football/soccer/match/1234", visitor: notFound("/football/soccer/match/1234") },
]

const AUTH: ReadonlyArray<Row> = [
  { spec: "/auth redirects to index", path: "/auth", visitor: INDEX_VISITOR, bettor: INDEX_BETTOR },
  { spec: "/login (login); a logged-in user goes to index", path: "/login", visitor: at("/login", "Log in"), bettor: INDEX_BETTOR },
  { spec: "/welcome; a logged-in user goes to index", path: "/welcome", visitor: at("/welcome", "Welcome", { h1: `Welcome to ${BRAND}` }), bettor: INDEX_BETTOR },
  { spec: "/auth/signup; a logged-in user goes to index", path: "/auth/signup", visitor: at("/auth/signup", "Join", { h1: `Join ${BRAND}` }), bettor: INDEX_BETTOR },
  { spec: "/auth/password/recover; a logged-in user goes to index", path: "/auth/password/recover", visitor: at("/auth/password/recover", "Forgot your password", { h1: "Forgot your password?" }), bettor: INDEX_BETTOR },
  { spec: "login redirects a logged-in user to index keeping any modal query", path: "/login?modal=deposit&utm_source=mail", visitor: at("/login?modal=deposit&utm_source=mail", "Log in"), bettor: indexWithModal("modal=deposit", "Cashier") },
  { spec: "welcome redirects a logged-in user to index keeping any modal query", path: "/welcome?modal=withdraw", visitor: toLogin("/welcome?modal=withdraw"), bettor: indexWithModal("modal=withdraw", "Cashier") },
  { spec: "/auth/password/reset", path: "/auth/password/reset", visitor: at("/auth/password/reset", "Reset your password", { h1: "Choose a new password" }) },
  // /account/login → /login; a visitor may carry a redirect back (§2.9), a logged-in user goes on to index.
  { spec: "/account/login redirects to /login", path: "/account/login", visitor: { url: /^\/login(\?redirect=%2Faccount%2Flogin)?$/, title: "Log in", h1: "Log in" }, bettor: INDEX_BETTOR },
  // Last: these end the bettor's session.
  { spec: "/logout with source reality-check", path: "/logout?source=reality-check", visitor: INDEX_VISITOR, bettor: INDEX_VISITOR },
  { spec: "/logout with source inactivity-modal: index with the inactivity modal query", path: "/logout?source=inactivity-modal", visitor: { ...INDEX_VISITOR, url: "/?modal=InactivityLoggedOutModal", dialog: "You've been logged out" } },
]

const WALLET: ReadonlyArray<Row> = [
  { spec: "/deposit redirects to index with modal=deposit (login first)", path: "/deposit", visitor: toLogin("/?modal=deposit"), bettor: indexWithModal("modal=deposit", "Cashier") },
  { spec: "/wallet redirects to index with modal=deposit", path: "/wallet", visitor: toLogin("/?modal=deposit"), bettor: indexWithModal("modal=deposit", "Cashier") },
  { spec: "/wallet/deposit redirects to index with modal=deposit", path: "/wallet/deposit", visitor: toLogin("/?modal=deposit"), bettor: indexWithModal("modal=deposit", "Cashier") },
  { spec: "/wallet/withdraw redirects to index with modal=withdraw", path: "/wallet/withdraw", visitor: toLogin("/?modal=withdraw"), bettor: indexWithModal("modal=withdraw", "Cashier") },
  { spec: "/wallet/withdraw merges the incoming query", path: "/wallet/withdraw?utm_source=mail", visitor: toLogin("/?utm_source=mail&modal=withdraw"), bettor: indexWithModal("utm_source=mail&modal=withdraw", "Cashier") },
  { spec: "payment result deposit/success", path: "/payments/deposit/success", visitor: at("/payments/deposit/success", "Deposit successful") },
  { spec: "payment result deposit/pending", path: "/payments/deposit/pending", visitor: at("/payments/deposit/pending", "Deposit pending") },
  { spec: "payment result withdraw/failed", path: "/payments/withdraw/failed", visitor: at("/payments/withdraw/failed", "Withdrawal failed") },
  { spec: "payment result withdraw/successful", path: "/payments/withdraw/successful", visitor: at("/payments/withdraw/successful", "Withdrawal successful", { h1: "Withdrawal paid" }) },
]

const account = (path: string, title: string, extra: Partial<Landing> = {}): Pick<Row, "path" | "visitor" | "bettor"> =>
  ({ path, visitor: toLogin(path), bettor: at(path, title, extra) })

const ACCOUNT: ReadonlyArray<Row> = [
  { spec: "/account (login required)", ...account("/account", "My account") },
  { spec: "account notifications", ...account("/account/notifications", "Notifications") },
  { spec: "account payment-methods", ...account("/account/payment-methods", "Payment methods") },
  { spec: "account preferences", ...account("/account/preferences", "Preferences") },
  { spec: "account security", ...account("/account/security", "Security") },
  { spec: "account transactions: redirect holds the full path", ...account("/account/transactions?page=2", "Transactions") },
  { spec: "account verification", ...account("/account/verification", "Verification", { h1: "Identity verification" }) },
  { spec: "account settings", ...account("/account/settings", "Settings") },
  { spec: "account safer-gambling", ...account("/account/safer-gambling", "Safer gambling") },
  { spec: "safer-gambling/deposit-limits", ...account("/account/safer-gambling/deposit-limits", "Deposit limits") },
  { spec: "safer-gambling deposit-limits/edit", ...account("/account/safer-gambling/deposit-limits/edit", "Edit deposit limits", { h1: "Deposit limits" }) },
  { spec: "safer-gambling loss-limits/edit", ...account("/account/safer-gambling/loss-limits/edit", "Edit loss limits", { h1: "Loss limits" }) },
  { spec: "safer-gambling reality-check", ...account("/account/safer-gambling/reality-check", "Reality check") },
  { spec: "safer-gambling play-reminders", ...account("/account/safer-gambling/play-reminders", "Play reminders") },
  { spec: "safer-gambling self-exclusion", ...account("/account/safer-gambling/self-exclusion", "Self-exclusion") },
  { spec: "safer-gambling cool-off", ...account("/account/safer-gambling/cool-off", "Cool-off") },
  { spec: "/account/verification/upload (login required)", ...account("/account/verification/upload", "Upload documents", { h1: "Upload a document" }) },
  { spec: "/account/verification/success", path: "/account/verification/success", visitor: at("/account/verification/success", "Documents received", { h1: "Document received" }) },
  { spec: "old /account/responsible-tools redirects to safer-gambling", path: "/account/responsible-tools", visitor: toLogin("/account/safer-gambling"), bettor: at("/account/safer-gambling", "Safer gambling") },
  { spec: "old responsible-tools/* to the safer-gambling equivalent", path: "/account/responsible-tools/loss-limits/edit", visitor: toLogin("/account/safer-gambling/loss-limits/edit"), bettor: at("/account/safer-gambling/loss-limits/edit", "Edit loss limits", { h1: "Loss limits" }) },
  { spec: "the old timeout path redirects to cool-off", path: "/account/responsible-tools/timeout", visitor: toLogin("/account/safer-gambling/cool-off"), bettor: at("/account/safer-gambling/cool-off", "Cool-off") },
  { spec: "/members redirects to account", path: "/members", visitor: toLogin("/account"), bettor: at("/account", "My account") },
  { spec: "/account/home redirects to a members modal", path: "/account/home", visitor: toLogin("/account/members"), bettor: at("/account/members", "Members") },
  { spec: "account questionnaire redirect: index with modal=questionnaire", path: "/account/questionnaire", visitor: toLogin("/?modal=questionnaire"), bettor: indexWithModal("modal=questionnaire", true) },
  { spec: "phone-call redirect: index with modal=phone-call-incoming", path: "/account/phone-call-incoming", visitor: toLogin("/?modal=phone-call-incoming"), bettor: indexWithModal("modal=phone-call-incoming", true) },
  { spec: "phone-call redirect: index with modal=phone-call-attempted", path: "/account/phone-call-attempted", visitor: toLogin("/?modal=phone-call-attempted"), bettor: indexWithModal("modal=phone-call-attempted", true) },
]

const CASINO: ReadonlyArray<Row> = [
  { spec: "/casino", path: "/casino", visitor: at("/casino", "Casino") },
  { spec: "/casino/tab/{category*}", path: "/casino/tab/slots", visitor: at("/casino/tab/slots", "Casino games", { h1: "Casino" }) },
  { spec: "/casino/game-providers", path: "/casino/game-providers", visitor: at("/casino/game-providers", "Game providers") },
  { spec: "/casino/search", path: "/casino/search", visitor: at("/casino/search", "Search games", { h1: "Search" }) },
  { spec: "/casino/recent needs login", ...account("/casino/recent", "Recently played") },
  { spec: "/casino/favourites needs login", ...account("/casino/favourites", "Favourite games", { h1: "Favourites" }) },
  { spec: "/casino/live-casino/tab/{category*} (casino.casino-category)", path: "/casino/live-casino/tab/roulette", visitor: at("/casino/live-casino/tab/roulette", "Casino games", { h1: "Live casino" }) },
  { spec: "catch-all /casino/{category}", path: "/casino/slots", visitor: at("/casino/slots", "Casino games", { h1: "Casino" }) },
  { spec: "/casino/game/{game}", path: "/casino/game/gem-lines", visitor: at("/casino/game/gem-lines", "Casino game", { h1: "Gem Lines" }) },
  { spec: "a game the lobby does not know still has a heading", path: "/casino/game/starburst", visitor: at("/casino/game/starburst", "Casino game", { h1: "Casino" }) },
  { spec: "game player (login required)", ...account("/casino/game/gem-lines/player", "Playing", { h1: "Gem Lines" }) },
  { spec: "game player sub-page info", ...account("/casino/game/gem-lines/player/info", "Game information", { h1: "Gem Lines" }) },
  { spec: "game player sub-page rewards/{id}", ...account("/casino/game/gem-lines/player/rewards/12", "Reward", { h1: "Gem Lines" }) },
  { spec: "game player reward id that is not numeric is not found", path: "/casino/game/starburst/player/rewards/abc", visitor: notFound("/casino/game/starburst/player/rewards/abc") },
]

const REWARDS_VIRTUALS_RUNDOWN: ReadonlyArray<Row> = [
  { spec: "/rewards", path: "/rewards", visitor: at("/rewards", "Rewards") },
  { spec: "/rewards/{id} (id numeric)", path: "/rewards/12", visitor: at("/rewards/12", "Reward", { h1: "Rewards" }) },
  { spec: "/rewards/{id}/claim", path: "/rewards/12/claim", visitor: at("/rewards/12/claim", "Claim reward", { h1: "Rewards" }) },
  { spec: "/rewards/{slug} (slug starts with a non-digit)", path: "/rewards/welcome-bonus", visitor: at("/rewards/welcome-bonus", "Rewards") },
  { spec: "a reward segment starting with a digit but not numeric is not found", path: "/rewards/12abc", visitor: notFound("/rewards/12abc") },
  { spec: "claim needs a numeric id", path: "/rewards/welcome-bonus/claim", visitor: notFound("/rewards/welcome-bonus/claim") },
  { spec: "/virtuals (PRODUCT_VIRTUALS)", path: "/virtuals", visitor: at("/virtuals", "Virtual sports") },
  { spec: "/rundown (HAS_RUNDOWN)", path: "/rundown", visitor: at("/rundown", "The Rundown") },
  { spec: "/rundown/category/{category*}", path: "/rundown/category/previews", visitor: at("/rundown/category/previews", "The Rundown", { h1: "Previews" }) },
  { spec: "a rundown category that does not exist is not found", path: "/rundown/category/football/premier-league", visitor: { ...notFound("/rundown/category/football/premier-league"), title: "The Rundown" } },
  { spec: "/rundown/{article+}", path: "/rundown/el-clasico-preview", visitor: at("/rundown/el-clasico-preview", "El Clásico preview: Real Madrid v Barcelona") },
]

const MODALS: ReadonlyArray<Row> = [
  { spec: "modal=deposit opens the cashier (login first)", path: "/?modal=deposit", visitor: toLogin("/?modal=deposit"), bettor: indexWithModal("modal=deposit", "Cashier") },
  { spec: "modal=withdraw over another page keeps the page and the query", path: "/casino?modal=withdraw", visitor: toLogin("/casino?modal=withdraw"), bettor: at("/casino?modal=withdraw", "Casino", { dialog: "Cashier" }) },
  { spec: "modal=VerificationModal needs login", path: "/?modal=VerificationModal", visitor: toLogin("/?modal=VerificationModal"), bettor: indexWithModal("modal=VerificationModal", true) },
  { spec: "modal=questionnaire needs login", path: "/?modal=questionnaire", visitor: toLogin("/?modal=questionnaire"), bettor: indexWithModal("modal=questionnaire", true) },
  { spec: "InactivityLoggedOutModal works when logged out", path: "/?modal=InactivityLoggedOutModal", visitor: { ...INDEX_VISITOR, url: "/?modal=InactivityLoggedOutModal", dialog: "You've been logged out" }, bettor: { ...INDEX_BETTOR, url: "/?modal=InactivityLoggedOutModal", dialog: true } },
  { spec: "MarketingPreferencesReview only with its feature flag (off)", path: "/?modal=MarketingPreferencesReview", visitor: { ...INDEX_VISITOR, url: /^\/(\?modal=MarketingPreferencesReview)?$/ }, bettor: { ...INDEX_BETTOR, url: /^\/(\?modal=MarketingPreferencesReview)?$/ } },
  { spec: "an unknown modal value opens nothing", path: "/?modal=NoSuchModal", visitor: { ...INDEX_VISITOR, url: "/?modal=NoSuchModal" }, bettor: { ...INDEX_BETTOR, url: "/?modal=NoSuchModal" } },
]

export const GROUPS = [
  ["§2.1 general", GENERAL],
  ["§2.2 sports", SPORTS],
  ["§2.2 esports redirects", ESPORTS],
  ["§2.2 legacy links", LEGACY],
  ["§2.3 authentication", AUTH],
  ["§2.4 wallet and payments", WALLET],
  ["§2.5 account", ACCOUNT],
  ["§2.6 casino", CASINO],
  ["§2.7 rewards, virtuals, rundown", REWARDS_VIRTUALS_RUNDOWN],
  ["§2.10 modal deep links", MODALS],
] as const
