/**
 * The route table of spec §2, one test row per route and per redirect, named with the spec's words
 * and path; the id rules of spec §5 at their boundaries; and a check that every row of the table
 * has a test row here.
 */
import { describe, expect, it } from "vitest"
import {
  matchLocation, resolve, routes, table, type Access, type Feature, type Layout, type Params, type ResolveContext,
} from "../../core/routing/routes.js"

const visitor: ResolveContext = { loggedIn: false, restoring: false }
const bettor: ResolveContext = { loggedIn: true, restoring: false }

const at = (url: string) => {
  const q = url.indexOf("?")
  return q === -1 ? { path: url, search: "" } : { path: url.slice(0, q), search: url.slice(q) }
}

interface Expect {
  readonly params?: Params
  readonly layout?: Layout
  readonly access?: Access
  readonly feature?: Feature
  /** The row matched when it differs from the page shown (rewrites). */
  readonly via?: string
  /** Reached by name only (spec §2.1 namedRouteOnly). */
  readonly named?: boolean
}
type PageRow = [spec: string, url: string, name: string, expect?: Expect]

const S = { feature: "PRODUCT_SPORTS" } as const
const C = { feature: "PRODUCT_CASINO" } as const
const member = { access: "login-required" } as const
const visitorsOnly = { access: "logged-out-only" } as const
const player = { ...C, access: "login-required", layout: "casino-game-player" } as const

const pages: ReadonlyArray<PageRow> = [
  // §2.1 General
  ["§2.1 / (index)", "/", "index"],
  ["§2.1 /about (about) with the about-page feature", "/about", "about", { feature: "about-page" }],
  ["§2.1 /jobs (jobs) with the jobs-page feature", "/jobs", "jobs", { feature: "jobs-page" }],
  ["§2.8 404 page, route error.fourohfour (by name)", "/404", "error.fourohfour", { layout: "base", named: true }],
  // §2.2 Sports
  ["§2.2 /sports (sport)", "/sports", "sport", S],
  ["§2.2 /sports/acca (sport.acca)", "/sports/acca", "sport.acca", S],
  ["§2.2 /sports/in-play (sport.inplay)", "/sports/in-play", "sport.inplay", S],
  ["§2.2 /sports/search (sport.search)", "/sports/search", "sport.search", S],
  ["§2.2 /sports/bets (sport.bets) login required", "/sports/bets", "sport.bets", { ...S, ...member }],
  ["§2.2 /sports/bets/settled (sport.bets.settled) login required", "/sports/bets/settled", "sport.bets.settled", { ...S, ...member }],
  ["§2.2 /sports/{game} (sport.game)", "/sports/football", "sport.game", { ...S, params: { game: "football" } }],
  ["§2.2 /sports/{game} sub-page matches", "/sports/football/matches", "sport.game.matches", { ...S, params: { game: "football" } }],
  ["§2.2 /sports/{game} sub-page in-play", "/sports/football/in-play", "sport.game.in-play", { ...S, params: { game: "football" } }],
  ["§2.2 /sports/{game} sub-page outrights", "/sports/football/outrights", "sport.game.outrights", { ...S, params: { game: "football" } }],
  ["§2.2 /sports/{game} sub-page competitions", "/sports/football/competitions", "sport.game.competitions", { ...S, params: { game: "football" } }],
  ["§2.2 /sports/{game} sub-page meetings", "/sports/horseracing/meetings", "sport.game.meetings", { ...S, params: { game: "horseracing" } }],
  ["§2.2 /sports/{game} sub-page specials", "/sports/football/specials", "sport.game.specials", { ...S, params: { game: "football" } }],
  ["§2.2 featured resolves to the game page", "/sports/football/featured", "sport.game", { ...S, params: { game: "football" }, via: "sport.game.featured" }],
  ["§2.2 next_races resolves to the game page", "/sports/horseracing/next_races", "sport.game", { ...S, params: { game: "horseracing" }, via: "sport.game.next_races" }],
  ["§2.2 /sports/{game}/{slug}-{id} (sport.competition)", "/sports/football/premier-league-123", "sport.competition",
    { ...S, params: { game: "football", slug: "premier-league", id: "123" } }],
  ["§2.2 competition sub-page outrights (sport.competition.outrights)", "/sports/football/premier-league-123/outrights", "sport.competition.outrights",
    { ...S, params: { game: "football", slug: "premier-league", id: "123" } }],
  ["§2.2 /sports/{game}/{competition_slug}-{competition_id}/{slug}-{id} (sport.match)", "/sports/football/premier-league-123/chelsea-v-arsenal-12345", "sport.match",
    { ...S, params: { game: "football", competition_slug: "premier-league", competition_id: "123", slug: "chelsea-v-arsenal", id: "12345" } }],
  ["§2.2 legacy /{gameType}/{game}/match/{id} (match lookup)", "/sports/football/match/12345", "sport.match-lookup",
    { ...S, layout: "base", params: { gameType: "sports", game: "football", id: "12345" } }],
  ["§2.2 legacy /{gameType}/{game}/match/{id}/outrights (match lookup)", "/esports/csgo/match/12345/outrights", "sport.match-lookup",
    { ...S, layout: "base", params: { gameType: "esports", game: "csgo", id: "12345" }, via: "sport.match-lookup.outrights" }],
  // §2.3 Authentication
  ["§2.3 /login (login)", "/login", "login", { layout: "auth", ...visitorsOnly }],
  ["§2.3 /welcome (welcome)", "/welcome", "welcome", { layout: "welcome", ...visitorsOnly }],
  ["§2.3 /auth/signup (auth.signup)", "/auth/signup", "auth.signup", { layout: "signup", ...visitorsOnly }],
  ["§2.3 /auth/confirmation (auth.confirmation)", "/auth/confirmation", "auth.confirmation", { layout: "email-auth" }],
  ["§2.3 /auth/confirmation-failure (auth.confirmation-failure)", "/auth/confirmation-failure", "auth.confirmation-failure", { layout: "email-auth" }],
  ["§2.3 /auth/password/recover (auth.password.recover)", "/auth/password/recover", "auth.password.recover", { layout: "auth", ...visitorsOnly }],
  ["§2.3 /auth/password/reset (auth.password.reset)", "/auth/password/reset", "auth.password.reset", { layout: "auth" }],
  ["§2.3 /auth/passthrough (auth.passthrough)", "/auth/passthrough", "auth.passthrough", { layout: "empty" }],
  ["§2.3 /logout", "/logout", "logout", { layout: "empty" }],
  ["§2.3 /logout source inactivity-modal", "/logout?source=inactivity-modal", "logout", { layout: "empty", params: { source: "inactivity-modal" } }],
  ["§2.3 /logout source reality-check", "/logout?source=reality-check", "logout", { layout: "empty", params: { source: "reality-check" } }],
  ["§2.3 /logout with another source lifts nothing", "/logout?source=elsewhere", "logout", { layout: "empty", params: {} }],
  // §2.4 Wallet and payments
  ...(["deposit", "withdraw"] as const).flatMap((direction) =>
    (["failed", "pending", "success", "successful"] as const).map((outcome): PageRow =>
      [`§2.4 /payments/${direction}/${outcome}`, `/payments/${direction}/${outcome}`, `payments.${direction}.${outcome}`, { layout: "empty" }])),
  // §2.5 Account
  ["§2.5 /account", "/account", "account", member],
  ["§2.5 /account/notifications", "/account/notifications", "account.notifications", member],
  ["§2.5 /account/payment-methods", "/account/payment-methods", "account.payment-methods", member],
  ["§2.5 /account/preferences", "/account/preferences", "account.preferences", member],
  ["§2.5 /account/security", "/account/security", "account.security", member],
  ["§2.5 /account/transactions (account.transactions)", "/account/transactions", "account.transactions", member],
  ["§2.5 /account/verification", "/account/verification", "account.verification", member],
  ["§2.5 /account/settings", "/account/settings", "account.settings", member],
  ["§2.5 /account/safer-gambling", "/account/safer-gambling", "account.safer-gambling", member],
  ["§2.5 safer-gambling/deposit-limits", "/account/safer-gambling/deposit-limits", "account.safer-gambling.deposit-limits", member],
  ["§2.5 deposit-limits/edit", "/account/safer-gambling/deposit-limits/edit", "account.safer-gambling.deposit-limits.edit", member],
  ["§2.5 loss-limits", "/account/safer-gambling/loss-limits", "account.safer-gambling.loss-limits", member],
  ["§2.5 loss-limits/edit", "/account/safer-gambling/loss-limits/edit", "account.safer-gambling.loss-limits.edit", member],
  ["§2.5 reality-check", "/account/safer-gambling/reality-check", "account.safer-gambling.reality-check", member],
  ["§2.5 play-reminders", "/account/safer-gambling/play-reminders", "account.safer-gambling.play-reminders", member],
  ["§2.5 self-exclusion", "/account/safer-gambling/self-exclusion", "account.safer-gambling.self-exclusion", member],
  ["§2.5 cool-off", "/account/safer-gambling/cool-off", "account.safer-gambling.cool-off", member],
  ["§2.5 /account/verification/upload (login required)", "/account/verification/upload", "account.verification.upload", member],
  ["§2.5 /account/verification/success", "/account/verification/success", "account.verification.success"],
  ["§2.5 named modal route members", "/account/members", "modal.members", member],
  ["§2.5 named modal route find", "/find", "modal.find"],
  // §2.6 Casino
  ["§2.6 /casino", "/casino", "casino", C],
  ["§2.6 /casino/tab/{category*} with no category", "/casino/tab", "casino.tab", { ...C, params: { category: "" } }],
  ["§2.6 /casino/tab/{category*} with categories", "/casino/tab/slots/new", "casino.tab", { ...C, params: { category: "slots/new" } }],
  ["§2.6 /casino/game-providers", "/casino/game-providers", "casino.game-providers", C],
  ["§2.6 /casino/search", "/casino/search", "casino.search", C],
  ["§2.6 /casino/recent (needs login)", "/casino/recent", "casino.recent", { ...C, ...member }],
  ["§2.6 /casino/favourites (needs login)", "/casino/favourites", "casino.favourites", { ...C, ...member }],
  ["issue 16 /casino/fairness (the provably-fair verifier, open to anyone; not the catch-all)", "/casino/fairness", "casino.fairness", C],
  ["§2.6 /casino/live-casino/tab/{category*} (casino.casino-category with category live-casino)", "/casino/live-casino/tab/roulette", "casino.casino-category",
    { ...C, params: { category: "live-casino", tab: "roulette" }, via: "casino.live-casino.tab" }],
  ["§2.6 catch-all /casino/{category}", "/casino/live-casino", "casino.casino-category", { ...C, params: { category: "live-casino" } }],
  ["§2.6 /casino/game/{game}", "/casino/game/starburst", "casino.game", { ...C, params: { game: "starburst" } }],
  ["§2.6 game player /casino/game/{game}/player", "/casino/game/starburst/player", "casino.game.player", { ...player, params: { game: "starburst" } }],
  ...(["exit", "deposit", "info", "rewards", "search", "recommended"] as const).map((sub): PageRow =>
    [`§2.6 game player sub-page ${sub}`, `/casino/game/starburst/player/${sub}`, `casino.game.player.${sub}`, { ...player, params: { game: "starburst" } }]),
  ["§2.6 game player sub-page rewards/{id}", "/casino/game/starburst/player/rewards/42", "casino.game.player.reward",
    { ...player, params: { game: "starburst", id: "42" } }],
  // §2.7 Rewards, virtuals, rundown
  ["§2.7 /rewards", "/rewards", "rewards"],
  ["§2.7 /rewards/{id} (id numeric)", "/rewards/42", "rewards.reward", { params: { id: "42" } }],
  ["§2.7 /rewards/{id}/claim", "/rewards/42/claim", "rewards.reward.claim", { params: { id: "42" } }],
  ["§2.7 /rewards/{slug} (slug starts with a non-digit)", "/rewards/welcome-offer-2", "rewards.slug", { params: { slug: "welcome-offer-2" } }],
  ["§2.7 /virtuals (PRODUCT_VIRTUALS)", "/virtuals", "virtuals", { feature: "PRODUCT_VIRTUALS" }],
  ["issue 17: /virtuals/{kind}, a page per event type", "/virtuals/greyhounds", "virtuals.kind", { feature: "PRODUCT_VIRTUALS", params: { kind: "greyhounds" } }],
  ["§2.7 /rundown (HAS_RUNDOWN)", "/rundown", "rundown", { feature: "HAS_RUNDOWN" }],
  ["§2.7 /rundown/category/{category*}", "/rundown/category/football/transfers", "rundown.category", { feature: "HAS_RUNDOWN", params: { category: "football/transfers" } }],
  ["§2.7 /rundown/category/{category*} with no category", "/rundown/category", "rundown.category", { feature: "HAS_RUNDOWN", params: { category: "" } }],
  ["§2.7 /rundown/{article+}", "/rundown/2024/derby-preview", "rundown.article", { feature: "HAS_RUNDOWN", params: { article: "2024/derby-preview" } }],
]

type RedirectRow = readonly [spec: string, url: string, to: string]

const redirects: ReadonlyArray<RedirectRow> = [
  // §2.1
  ["§2.1 /my-bets redirects to the sports bets page", "/my-bets", "/sports/bets"],
  // §2.2 Sports
  ["§2.2 /sports/upcoming redirects to acca", "/sports/upcoming", "/sports/acca"],
  ["§2.2 /sports/outrights redirects to sport", "/sports/outrights", "/sports"],
  ["§2.2 /sports/favourites redirects to sport", "/sports/favourites", "/sports"],
  ["§2.2 /sports/{game}/upcoming redirects to matches", "/sports/football/upcoming", "/sports/football/matches"],
  ...(["upcoming", "matches", "in-play"] as const).map((sub): RedirectRow =>
    [`§2.2 competition ${sub} redirects to the competition`, `/sports/football/premier-league-123/${sub}`, "/sports/football/premier-league-123"]),
  ...(["matches", "outrights", "upcoming", "in-play"] as const).map((sub): RedirectRow =>
    [`§2.2 horse racing ${sub} redirects to /sports/horseracing/meetings`, `/sports/horseracing/${sub}`, "/sports/horseracing/meetings"]),
  ["§2.2 /esports redirects to /sports", "/esports", "/sports"],
  ["§2.2 /esports/acca", "/esports/acca", "/sports/acca"],
  ["§2.2 /esports/upcoming (to acca, in one hop)", "/esports/upcoming", "/sports/acca"],
  ["§2.2 /esports/outrights (to sport, in one hop)", "/esports/outrights", "/sports"],
  ["§2.2 /esports/in-play", "/esports/in-play", "/sports/in-play"],
  ["§2.2 /esports/search", "/esports/search", "/sports/search"],
  ["§2.2 /esports/favourites (to sport, in one hop)", "/esports/favourites", "/sports"],
  ["§2.2 /esports/bets", "/esports/bets", "/sports/bets"],
  ["§2.2 /esports/bets/settled", "/esports/bets/settled", "/sports/bets/settled"],
  ["§2.2 /esports/{game}", "/esports/csgo", "/sports/csgo"],
  ["§2.2 /esports/{game}/matches", "/esports/csgo/matches", "/sports/csgo/matches"],
  ["§2.2 /esports/{game}/upcoming (to matches, in one hop)", "/esports/csgo/upcoming", "/sports/csgo/matches"],
  ["§2.2 /esports/{game}/in-play", "/esports/csgo/in-play", "/sports/csgo/in-play"],
  ["§2.2 /esports/{game}/outrights", "/esports/csgo/outrights", "/sports/csgo/outrights"],
  ["§2.2 /esports/{game}/competitions", "/esports/csgo/competitions", "/sports/csgo/competitions"],
  ["§2.2 /esports/{game}/meetings", "/esports/csgo/meetings", "/sports/csgo/meetings"],
  ["§2.2 /esports/{game}/{slug}-{id}", "/esports/csgo/major-2024-456", "/sports/csgo/major-2024-456"],
  ["§2.2 /esports match path", "/esports/csgo/major-2024-456/navi-v-g2-98765", "/sports/csgo/major-2024-456/navi-v-g2-98765"],
  ["§2.2 legacy /{gameType}/{game}/competition/{id}", "/sports/football/competition/123", "/sports/football/competition-123"],
  ["§2.2 legacy /{gameType}/{game}/competition/{id}/outrights", "/esports/csgo/competition/456/outrights", "/sports/csgo/competition-456/outrights"],
  // §2.3 Authentication
  ["§2.3 /auth redirects to index", "/auth", "/"],
  ["§2.3 /account/login redirects to /login", "/account/login", "/login"],
  // §2.4 Wallet
  ["§2.4 /deposit redirects to index with modal=deposit", "/deposit", "/?modal=deposit"],
  ["§2.4 /wallet redirects to index with modal=deposit", "/wallet", "/?modal=deposit"],
  ["§2.4 /wallet/deposit redirects to index with modal=deposit", "/wallet/deposit", "/?modal=deposit"],
  ["§2.4 /wallet/withdraw redirects to index with modal=withdraw", "/wallet/withdraw", "/?modal=withdraw"],
  // §2.5 Account
  ["§2.5 old /account/responsible-tools redirects to safer-gambling", "/account/responsible-tools", "/account/safer-gambling"],
  ...(["deposit-limits", "deposit-limits/edit", "loss-limits", "loss-limits/edit", "reality-check", "play-reminders", "self-exclusion"] as const)
    .map((sub): RedirectRow =>
      [`§2.5 old /account/responsible-tools/${sub} redirects to its safer-gambling equivalent`, `/account/responsible-tools/${sub}`, `/account/safer-gambling/${sub}`]),
  ["§2.5 the old timeout path redirects to cool-off", "/account/responsible-tools/timeout", "/account/safer-gambling/cool-off"],
  ["§2.5 /account/home redirects to a members modal", "/account/home", "/account/members"],
  ["§2.5 /members redirects to account", "/members", "/account"],
  ["§2.5 questionnaire redirect goes to index with modal=questionnaire", "/account/questionnaire", "/?modal=questionnaire"],
  ["§2.5 phone-call redirect goes to index with modal=phone-call-incoming", "/account/phone-call-incoming", "/?modal=phone-call-incoming"],
  ["§2.5 phone-call redirect goes to index with modal=phone-call-attempted", "/account/phone-call-attempted", "/?modal=phone-call-attempted"],
]

const contextFor = (access: Access) => (access === "login-required" ? bettor : visitor)

describe("route table: pages (spec §2)", () => {
  it.each(pages)("%s: %s is %s", (_spec, url, name, expected = {}) => {
    const access = expected.access ?? "any"
    const r = resolve(at(url), { ...contextFor(access), namedNavigation: expected.named === true })
    expect(r._tag).toBe("Page")
    if (r._tag !== "Page") return
    expect(r.route.name).toBe(name)
    expect(r.params).toEqual(expected.params ?? {})
    const row = matchLocation(table, at(url).path, expected.named)?.route
    expect(row?._tag === "Page" && {
      name: row.name, layout: row.layout, access: row.access, feature: row.feature,
    }).toEqual({ name: expected.via ?? name, layout: expected.layout ?? "default", access, feature: expected.feature })
  })
})

describe("route table: redirects (spec §2, 301)", () => {
  it.each(redirects)("%s: %s → %s", (_spec, url, to) => {
    expect(resolve(at(url), visitor)).toEqual({ _tag: "Redirect", to })
  })

  it.each(redirects)("%s: the target of %s is a page (for a visitor or a bettor)", (_spec, url) => {
    const r = resolve(at(url), visitor)
    const target = r._tag === "Redirect" ? r.to : url
    expect([visitor, bettor].map((ctx) => resolve(at(target), ctx)._tag)).toContain("Page")
  })

  it.each([
    ["/deposit?amount=10", "/?amount=10&modal=deposit"],
    ["/deposit?modal=withdraw&amount=10", "/?modal=deposit&amount=10"],
    ["/sports/upcoming?utm_source=mail", "/sports/acca?utm_source=mail"],
    ["/esports/csgo/upcoming?x=1", "/sports/csgo/matches?x=1"],
    ["/auth?redirect=%2Fsports", "/?redirect=%2Fsports"],
  ])("redirects keep the query string and merge their own: %s → %s", (url, to) => {
    expect(resolve(at(url), visitor)).toEqual({ _tag: "Redirect", to })
  })
})

describe("route parameter rules (spec §5)", () => {
  it.each([
    ["competition id of 2 digits is not a competition", "/sports/football/premier-league-12", null],
    ["competition id of 3 digits is a competition", "/sports/football/premier-league-123", "sport.competition"],
    ["competition id of 2 digits has no outrights", "/sports/football/premier-league-12/outrights", null],
    ["match id of 4 digits is not a match", "/sports/football/premier-league-123/chelsea-v-arsenal-1234", null],
    ["match id of 5 digits is a match", "/sports/football/premier-league-123/chelsea-v-arsenal-12345", "sport.match"],
    ["a match under a competition id of 2 digits is not a match", "/sports/football/premier-league-12/chelsea-v-arsenal-12345", null],
    ["the id is after the LAST hyphen", "/sports/football/league-2-north-123", "sport.competition"],
    ["a slug is needed before the id", "/sports/football/-123", null],
    ["an id must be digits", "/sports/football/premier-league-12a", null],
    ["reward id numeric", "/rewards/7", "rewards.reward"],
    ["reward slug starting with a non-digit", "/rewards/a7", "rewards.slug"],
    ["reward segment starting with a digit but not numeric is neither", "/rewards/7a", null],
    ["reward claim needs a numeric id", "/rewards/abc/claim", null],
    ["esports competition id of 2 digits is not redirected", "/esports/csgo/major-12", null],
    ["legacy competition id of 2 digits is not redirected", "/sports/football/competition/12", null],
    ["legacy match id of 4 digits is not looked up", "/sports/football/match/1234", null],
    ["casino player reward id numeric", "/casino/game/starburst/player/rewards/abc", null],
  ])("%s: %s", (_rule, path, name) => {
    const r = resolve(at(path), bettor)
    if (name === null) expect(r).toEqual({ _tag: "NotFound", path })
    else expect(r._tag === "Page" ? r.route.name : r._tag === "Redirect" ? r.to : r).toBe(name)
  })
})

describe("the table itself", () => {
  it("every row of the table has a test row above", () => {
    const hit = new Set<unknown>()
    for (const [, url, , expected] of pages) hit.add(matchLocation(table, at(url).path, expected?.named)?.route)
    for (const [, url] of redirects) hit.add(matchLocation(table, at(url).path)?.route)
    const missed = routes.filter((r) => !hit.has(r)).map((r) => `${r._tag} ${r.path}`)
    expect(missed).toEqual([])
  })

  it("page names are unique", () => {
    const names = routes.flatMap((r) => (r._tag === "Page" ? [r.name] : []))
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([])
  })

  it("every route a row names exists", () => {
    const refs = routes.flatMap((r) => (r._tag === "Page" ? [r.meta?.rewriteTo, r.authenticatedRedirect, r.unauthenticatedRedirect] : []))
    expect(refs.filter((n) => n !== undefined && !table.pages[n])).toEqual([])
  })

  it("titles are message ids", () => {
    expect(routes.filter((r) => r._tag === "Page" && !/^page\.[\w.-]+\.title$/.test(r.title))).toEqual([])
  })
})
