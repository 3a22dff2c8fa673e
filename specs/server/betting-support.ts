/** A small hand-built world and funded users for the betting suites. */
import type { PlaceBetsRequest } from "../../core/model/betslip.js"
import type { Db } from "../../server/db/connect.js"
import { users } from "../../server/db/schema.js"
import { PlaceError, type PlaceContext, type PlaceFailure } from "../../server/domain/betting/place.js"
import { houseAccount, openUserCashAccount, type LedgerAccount } from "../../server/domain/ledger/accounts.js"
import { postMovement } from "../../server/domain/ledger/postings.js"
import { World, type MatchModel } from "../../server/sim/world.js"
import type { SuiteDatabase } from "./suite-database.js"
import { refusedWith } from "../support/refused-with.js"
import { TEST_NOW } from "./support.js"

const model: MatchModel = { engine: "goals", sport: "football", home: 1.4, away: 1.1, target: 0, elapsed: 0, haltLeft: 0, unitEndsAt: 0, units: 0 }

/**
 * Eight football matches (ids 1..8, match 8 live), each with a match result market (id 10·m, contracts
 * 100·m + 1..3 at 1/1, 2/1, 3/1) and a total goals market (10·m + 1, contracts 100·m + 4..5 at 4/5,
 * 1/1); one horse race (match 9, market 90 each-way 1/4 three places, contracts 901..903 at 4/1, 6/1,
 * 10/1, start price offered; 904 start price only).
 */
export const bettingWorld = (): World => {
  const w = new World()
  w.addGame({ id: 1, name: "football", label: "Football", shortName: "FB", displayType: "home_and_away", displayOrder: 1, hexValue: null, popular: true, tabs: ["matches"], type: "sport" })
  w.addGame({ id: 2, name: "horse-racing", label: "Horse Racing", shortName: "HR", displayType: "individual", displayOrder: 2, hexValue: null, popular: true, tabs: ["meetings"], type: "sport" })
  w.addCompetition({ id: 1, gameId: 1, name: "Premier League", slug: "premier-league", region: "England", displayOrder: 1, kind: "league" })
  w.addCompetition({ id: 2, gameId: 2, name: "Ascot", slug: "ascot", region: "UK", displayOrder: 1, kind: "meeting" })
  for (let m = 1; m <= 8; m++) {
    w.addMatch({ id: m, gameId: 1, competitionId: 1, name: `Home ${m} v Away ${m}`, slug: `home-${m}-v-away-${m}`, displayType: "home_and_away", kind: "event", homeTeam: `Home ${m}`, awayTeam: `Away ${m}`, startTime: TEST_NOW + 3_600_000, status: m === 8 ? "live" : "upcoming", homeScore: m === 8 ? 0 : null, awayScore: m === 8 ? 0 : null, clock: null, featured: false, seq: 1, model: { ...model }, endedAt: null })
    const base = { matchId: m, kind: "k", group: "main", status: "open" as const, outright: false, eachWay: null, bogFrom: null, margin: 1.05, seq: 1, line: null }
    w.addMarket({ ...base, id: 10 * m, name: "Match Result", displayOrder: 1 })
    w.addMarket({ ...base, id: 10 * m + 1, name: "Total Goals", displayOrder: 2, line: 2.5 })
    const prices = [[1, 1], [2, 1], [3, 1], [4, 5], [1, 1]] as const
    prices.forEach(([num, den], i) => {
      w.addContract({ id: 100 * m + i + 1, marketId: i < 3 ? 10 * m : 10 * m + 1, name: `Selection ${m}.${i + 1}`, status: "open", displayOrder: i, price: { num, den }, boosted: null, maxBet: 100_000, multiAvailable: true, startPriceAvailable: false, runner: null, strength: null })
    })
  }
  w.addMatch({ id: 9, gameId: 2, competitionId: 2, name: "14:30 Ascot", slug: "1430-ascot", displayType: "individual", kind: "event", homeTeam: null, awayTeam: null, startTime: TEST_NOW + 3_600_000, status: "upcoming", homeScore: null, awayScore: null, clock: null, featured: false, seq: 1, model: { ...model, engine: "race" }, endedAt: null })
  w.addMarket({ id: 90, matchId: 9, name: "Win or Each Way", kind: "win", group: "main", status: "open", displayOrder: 1, outright: false, eachWay: { description: "1/4 odds, 3 places", deduction: "1/4", placement: 3 }, bogFrom: TEST_NOW - 60_000, margin: 1.2, seq: 1, line: null })
  const runners = [[4, 1], [6, 1], [10, 1]] as const
  runners.forEach(([num, den], i) => {
    w.addContract({ id: 901 + i, marketId: 90, name: `Runner ${i + 1}`, status: "open", displayOrder: i, price: { num, den }, boosted: null, maxBet: 50_000, multiAvailable: true, startPriceAvailable: true, runner: null, strength: 1 })
  })
  w.addContract({ id: 904, marketId: 90, name: "Runner 4", status: "open", displayOrder: 3, price: null, boosted: null, maxBet: 50_000, multiAvailable: true, startPriceAvailable: true, runner: null, strength: 1 })
  return w
}

let tags = 0
export const newFundedUser = async (db: Db, amount: number): Promise<{ userId: number; cash: LedgerAccount }> => {
  const tag = `bt${Date.now().toString(36)}${(tags++).toString(36)}${Math.random().toString(36).slice(2, 6)}`
  const [user] = await db
    .insert(users)
    .values({ email: `${tag}@example.test`, username: tag, passwordHash: "x", firstname: "B", lastname: "Ettor", dob: "1990-01-01", locale: "en-GB", status: "active", brand: "sportsbook", countryCode: "GB", currency: "gbp", createdAt: new Date(TEST_NOW), updatedAt: new Date(TEST_NOW) })
    .returning()
  const cash = await openUserCashAccount(db, user!.id, "gbp", TEST_NOW)
  if (amount > 0) await deposit(db, cash, amount, `${tag}:open`)
  return { userId: user!.id, cash }
}

export const deposit = async (db: Db, cash: LedgerAccount, amount: number, key: string) => {
  const house = await houseAccount(db, "payments", "gbp", TEST_NOW)
  return postMovement(db, { idempotencyKey: `deposit:${key}`, kind: "deposit", postings: [{ accountId: house.id, amount: -amount }, { accountId: cash.id, amount }] }, TEST_NOW)
}

/** How a placement was refused: fails the test if it was not, or threw something other than a PlaceError. */
export const placeFailureOf = async (attempt: Promise<unknown>): Promise<PlaceFailure> => (await refusedWith(attempt, PlaceError, "a PlaceError")).failure

export type Bet = PlaceBetsRequest["bets"][number]

/** A single on one selection, no bonus money, no voucher; a null price takes the start price. */
export const singleBet = (contractId: number, marketId: number, price: string | null, stake = 1000, extra: Partial<Bet> = {}): Bet => ({
  stake,
  type: "single",
  use_bonus: false,
  each_way: false,
  voucher_id: null,
  legs: [{ id: contractId, price, selections: [{ market_id: marketId, contract_id: contractId }], each_way: null, start_price: price === null }],
  ...extra,
})

/** What bets/place receives for these bets, with prices written as fractions. */
export const placeRequest = (...bets: Bet[]): PlaceBetsRequest => ({ odds_format: "fractional", bets })

/**
 * The betting world and a placement context on the suite's database, for the suites that place on
 * the ledger directly. The context reads the database when placing (it opens in beforeAll);
 * `clock` is TEST_NOW unless the suite moves its own.
 */
export const placementOn = (database: SuiteDatabase, clock: () => number = () => TEST_NOW): { readonly world: World; readonly ctx: PlaceContext } => {
  const world = bettingWorld()
  const ctx: PlaceContext = {
    get db() {
      return database.db
    },
    world: () => world,
    clock,
  }
  return { world, ctx }
}
