/**
 * The front door (spec §2.1) as a table, and the casino's quick access and rewards picks (spec §3
 * casino_quick_access_enabled, §2.6 player rewards sub-pages).
 */
import { describe, expect, it } from "vitest"
import { casinoRewardsOf, quickAccessGames, QUICK_ACCESS_SIZE, selectCasinoQuickAccess, type CasinoState } from "../../core/casino/index.js"
import type { CasinoGameInfo } from "../../core/model/casino.js"
import type { Vertical } from "../../core/model/primitives.js"
import type { RewardOffer, RewardsOverview, UserReward } from "../../core/rewards/index.js"
import { CASINO_FRONT_DOOR, frontDoorPage, selectDefaultVertical } from "../../core/routing/front-door.js"
import { resolve } from "../../core/routing/resolve.js"

type Root = Parameters<typeof selectDefaultVertical>[0]
const root = (user: Vertical | null | "visitor", config: Vertical | null): Root =>
  ({
    session: { user: user === "visitor" ? null : { default_vertical: user } },
    site: { config: config === null ? null : { default_vertical: config } },
  }) as unknown as Root

describe("the front door (spec §2.1): the user's default_vertical, else the configured default", () => {
  const rows: ReadonlyArray<[string, Vertical | null | "visitor", Vertical | null, Vertical | null]> = [
    ["a bettor who chose the casino, on a sports-led site", "casino", "sports", "casino"],
    ["a bettor who chose sports, on a casino-led site", "sports", "casino", "sports"],
    ["a bettor with no choice falls back to the site's default (casino)", null, "casino", "casino"],
    ["a bettor with no choice falls back to the site's default (sports)", null, "sports", "sports"],
    ["a visitor gets the site's default", "visitor", "casino", "casino"],
    ["before the site config loads, nothing is decided", "visitor", null, null],
  ]
  it.each(rows)("%s", (_, user, config, expected) => {
    expect(selectDefaultVertical(root(user, config))).toBe(expected)
  })

  const pages: ReadonlyArray<[string, Vertical, string, Readonly<Record<string, boolean>>, string]> = [
    ["the casino leads: the root shows the casino-led home", "casino", "/", {}, CASINO_FRONT_DOOR],
    ["sports lead: the root shows the sports-led home", "sports", "/", {}, "index"],
    ["the casino leads but its feature is off: the index page", "casino", "/", { PRODUCT_CASINO: false }, "index"],
    ["sports lead but the feature is off: the index page", "sports", "/", { PRODUCT_SPORTS: false }, "index"],
    ["/casino itself shows the lobby, whatever leads", "sports", "/casino", {}, "casino"],
    ["/sports itself shows the sport home, whatever leads", "casino", "/sports", {}, "sport"],
  ]
  it.each(pages)("%s", (_, vertical, path, features, expected) => {
    const r = resolve({ path, search: "" }, { loggedIn: false, restoring: false, features, defaultVertical: vertical })
    if (r._tag !== "Page") throw new Error(`expected a page, got ${r._tag}`)
    expect(frontDoorPage(r.route.name, path, r.route.meta?.categoryHome === true)).toBe(expected)
  })
})

const game = (id: string, live = false): CasinoGameInfo => ({
  id, name: id, kind: "slot", provider: "p", categories: [], rtp: 96, rtp_exact: "24/25", volatility: "low", stakes: [10], live, art: { from: "#000", to: "#fff", motif: "gem" },
})
const lobby = { games: ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"].map((id) => game(id)).concat(game("live", true)), categories: [], providers: [], jackpots: [] }

describe("casino quick access (spec §3 casino_quick_access_enabled)", () => {
  it("shows the favourites then the recent games, each once, only games the lobby knows, at most the strip's size", () => {
    expect(quickAccessGames(true, lobby, ["c", "gone", "live"], ["live", "a", "c"]).map((g) => g.id)).toEqual(["c", "live", "a"])
    expect(quickAccessGames(true, lobby, ["a", "b", "c", "d", "e"], ["f", "g", "h", "i", "j"])).toHaveLength(QUICK_ACCESS_SIZE)
  })
  it("shows nothing when the bettor turned it off, for a visitor, or before the lobby loads", () => {
    expect(quickAccessGames(false, lobby, ["a"], [])).toEqual([])
    expect(quickAccessGames(true, null, ["a"], [])).toEqual([])
    const casino = { lobby, favourites: ["a"], recent: [] } as unknown as CasinoState
    expect(selectCasinoQuickAccess({ casino, session: { user: null } } as never)).toEqual([])
    expect(selectCasinoQuickAccess({ casino, session: { user: { casino_quick_access_enabled: false } } } as never)).toEqual([])
    const on = { casino, session: { user: { casino_quick_access_enabled: true } } } as never
    expect(selectCasinoQuickAccess(on).map((g) => g.id)).toEqual(["a"])
    expect(selectCasinoQuickAccess(on)).toBe(selectCasinoQuickAccess(on))
  })
})

describe("the player's rewards (spec §2.6 rewards, rewards/{id})", () => {
  const offer = (id: number, kind: RewardOffer["kind"], rule: RewardOffer["rule"], reward: UserReward | null = null): RewardOffer => ({
    id, slug: `o-${id}`, kind, amount: 500, spins: kind === "free_spins" ? 10 : null, title: `offer ${id}`, description: "", rule, valid_days: 7, reward,
  })
  const reward = (id: number, offerId: number | null, kind: UserReward["kind"], status: UserReward["status"]): UserReward => ({
    id, offer_id: offerId, source: offerId === null ? "daily_game" : "offer", kind, amount: 500, spins: kind === "free_spins" ? 10 : null, status, progress: 0, target: 1,
    title: `reward ${id}`, expires_at: 0, opted_in_at: null, earned_at: null, claimed_at: null, claim_ref: null,
  })
  const spinsRule = { type: "spins", count: 50 } as const
  const betRule = { type: "bet", sport: null, min_stake: 1000, min_price: 1.5, count: 1 } as const

  it("keeps the casino's part: free-spins rewards and rewards of offers whose rule counts spins; earned first; expired and sports ones left out", () => {
    const credit = reward(3, 2, "credit", "opted_in")
    const overview: RewardsOverview = {
      offers: [offer(1, "free_spins", betRule), offer(2, "credit", spinsRule, credit), offer(4, "free_bet", betRule), offer(5, "credit", spinsRule)],
      in_progress: [credit, reward(6, 4, "free_bet", "opted_in")],
      earned: [reward(7, null, "free_spins", "earned")],
      claimed: [reward(8, 1, "free_spins", "claimed")],
      expired: [reward(9, 1, "free_spins", "expired")],
    }
    const spins = [{ id: 1, value: 20 }]
    const picked = casinoRewardsOf(overview, spins)
    expect(picked.rewards.map((r) => r.id)).toEqual([7, 3, 8])
    expect(picked.offers.map((o) => o.id)).toEqual([1, 5])
    expect(picked.freeSpins).toBe(spins)
    expect(casinoRewardsOf(null, spins)).toEqual({ freeSpins: spins, rewards: [], offers: [] })
  })
})
