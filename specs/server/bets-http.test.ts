/**
 * After the bet over HTTP and the socket, against a seeded, manually stepped simulator (PGlite, and
 * PostgreSQL with TEST_DATABASE_URL): the bets list (own bets only, newest first, paging), the
 * cash-out call (success, partial, new offer after a price move during the delay, unavailable, bad
 * input), automatic cash-out (set, removed, refused, fired by a price move), settlement by the
 * simulator's results with open_bet_count, and the `bets` channel: the owner's subscribed socket
 * hears bet_v1 on a price move and on settlement, another user's does not.
 */
import { beforeAll, describe, expect, it } from "vitest"
import { BetPush, BetsPage, CashoutResponse } from "../../core/model/bets.js"
import { PlaceBetsResponse, type BetReceipt } from "../../core/model/betslip.js"
import type { ContractRow, MarketRow, MatchRow } from "../../server/sim/world.js"
import { joinLobby, type Lobby } from "./socket-support.js"
import { databaseTargets, decode, demoBettorToken, eventually, register } from "./support.js"
import { steppedSimulator, suiteServer } from "./suite-server.js"

interface Pick {
  readonly match: MatchRow
  readonly market: MarketRow
  readonly contract: ContractRow
}

describe.each(databaseTargets())("bets and cash-out on $name", (target) => {
  const t = suiteServer(target, steppedSimulator(11))
  let token: string
  let otherToken: string
  const used = new Set<number>()

  beforeAll(async () => {
    token = await demoBettorToken(t)
    otherToken = (await register(t.api())).token
  })

  /** An open, priced selection of a match no other test has used (so settlements do not cross). */
  const pick = (status: "upcoming" | "live" = "upcoming"): Pick => {
    const w = t.server.simulator!.world
    for (const match of w.matches.values()) {
      if (used.has(match.id) || match.status !== status || match.kind !== "event" || match.displayType !== "home_and_away") continue
      const market = w.marketsOf(match.id).find((m) => m.status === "open" && !m.outright && m.eachWay === null)
      const contract = market ? w.contractsOf(market.id).find((c) => c.status === "open" && c.price && c.boosted === null) : undefined
      if (market && contract) {
        used.add(match.id)
        return { match, market, contract }
      }
    }
    throw new Error(`no ${status} selection left`)
  }
  const fraction = (c: ContractRow) => `${c.price!.num}/${c.price!.den}`
  const place = async (p: Pick, stake = "1.00", who = token): Promise<BetReceipt> => {
    const body = {
      odds_format: "fractional",
      bets: [{ stake, type: "single", use_bonus: false, each_way: false, voucher_id: null, legs: [{ id: p.contract.id, price: fraction(p.contract), selections: [{ market_id: p.market.id, contract_id: p.contract.id }], each_way: null, start_price: false }] }],
    }
    const placing = t.api().call("POST", "/api/v1/bets/place", { token: who, body })
    if (p.match.status === "live") {
      await new Promise((resolve) => setTimeout(resolve, 100))
      t.clock.advance(3_000)
    }
    const reply = await placing
    expect(reply.status, JSON.stringify(reply.body)).toBe(201)
    return decode(PlaceBetsResponse, reply.body)[0]!
  }
  const list = async (status: "open" | "settled", query = "", who = token) => {
    const reply = await t.api().call("GET", `/api/v1/bets?status=${status}${query}`, { token: who })
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    return decode(BetsPage, reply.body)
  }
  const betById = async (id: number, status: "open" | "settled" = "open") => (await list(status, "&limit=100")).bets.find((b) => b.id === id)
  const me = async () => (await t.api().call("GET", "/api/v0/users", { token })).body
  /** The wallet balance in minor units (the wire is decimal). */
  const balance = async () => Math.round(((await me()).account.balance as number) * 100)
  const cashout = (id: number, body: unknown, who = token) => t.api().call("POST", `/api/v1/bets/${id}/cashout`, { token: who, body })

  it("GET bets lists the user's own bets, newest first, paged with before; another user sees none; bad queries are 400", async () => {
    const placed = [await place(pick()), await place(pick()), await place(pick())]
    const first = await list("open", "&limit=2")
    expect(first.bets.map((b) => b.id)).toEqual([placed[2]!.id, placed[1]!.id])
    expect(first.next_before).toBe(placed[1]!.id)
    const second = await list("open", `&limit=2&before=${first.next_before}`)
    expect(second.bets[0]!.id).toBe(placed[0]!.id)
    expect(second.bets.every((b) => b.id < placed[1]!.id)).toBe(true)
    expect(first.bets[0]).toMatchObject({ status: "open", cashout_status: "available", stake: 100 })
    expect(first.bets[0]!.bet_legs[0]!.match_status).toBe("upcoming")
    expect((await list("open", "", otherToken)).bets).toEqual([])
    for (const query of ["status=won", "status=open&limit=0", "status=open&limit=x", "status=open&before=-1"]) {
      const reply = await t.api().call("GET", `/api/v1/bets?${query}`, { token })
      expect(reply.status, query).toBe(400)
      expect(typeof reply.body.public_message).toBe("string")
    }
    expect((await t.api().call("GET", "/api/v1/bets?status=open")).status).toBe(401)
  })

  it("a full cash-out at the offer pays it, settles the bet with cashout_success and lowers open_bet_count", async () => {
    const bet = await place(pick(), "2.00")
    const offer = (await betById(bet.id))!
    // Taken price = current price: 2.00 × 1 less 5 %; the fair value beside it is the 2.00 without the margin.
    expect(offer).toMatchObject({ cashout_status: "available", cashout_amount: 190, cashout_fair_value: 200, cashout_delay: 0 })
    const before = await balance()
    const count = (await me()).open_bet_count as number
    const reply = await cashout(bet.id, { amount: 1.9, stake: null })
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    const answer = decode(CashoutResponse, reply.body)
    expect(answer).toMatchObject({ result: "success", paid: 190 })
    expect(answer.bet).toMatchObject({ status: "settled", cashout_success: true, outcome: "cashed_out", cashout_fair_value: null })
    expect(await balance()).toBe(before + 190)
    expect((await me()).open_bet_count).toBe(count - 1)
    // Settled now: never again.
    const again = await cashout(bet.id, { amount: 1.9, stake: null })
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ message_key: "CASHOUT_UNAVAILABLE" })
    expect((await betById(bet.id, "settled"))!.cashout_success).toBe(true)
  })

  it("a partial cash-out pays that part; the rest stays open with the smaller stake and potential", async () => {
    const bet = await place(pick(), "4.00")
    const before = await balance()
    const reply = await cashout(bet.id, { amount: 0.95, stake: 1 })
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    const answer = decode(CashoutResponse, reply.body)
    expect(answer.result).toBe("success")
    expect(answer.paid).toBe(95)
    expect(answer.bet).toMatchObject({ status: "open", stake: 300, potential: Math.floor((bet.potential! * 300) / 400), cashout_amount: 285 })
    expect(await balance()).toBe(before + 95)
  })

  it("a partial cash-out pushes the user with the new balance (the header moves with every payout), not only when the bet leaves the open list", async () => {
    let mine: Lobby | null = null
    try {
      mine = await joinLobby(t.server.url)
      mine.channel.on("bet_v1", (payload) => mine!.pushes.record("bet_v1", payload))
      expect((await mine.push("authenticate", { token })).status).toBe("ok")
      expect((await mine.push("subscribe", { channel: "bets", params: {} })).status).toBe("ok")
      const bet = await place(pick(), "4.00")
      await mine.pushes.next("bet_v1")
      await mine.pushes.next("user")
      const before = await balance()
      const reply = await cashout(bet.id, { amount: 0.95, stake: 1 })
      expect(decode(CashoutResponse, reply.body)).toMatchObject({ result: "success", paid: 95, bet: { status: "open" } })
      const pushed = await eventually(async () => {
        const users = mine!.pushes.pending("user").length > 0 ? [await mine!.pushes.next("user")] : []
        return users.find((u) => Math.round((u.account.balance as number) * 100) === before + 95)
      }, 5_000, "a user push with the balance after the partial cash-out")
      expect(pushed.open_bet_count).toBeGreaterThan(0)
    } finally {
      mine?.close()
    }
  })

  it("the price moving against the bettor during the in-play delay answers new_offer and pays nothing", async () => {
    const p = pick("live")
    const bet = await place(p)
    const offer = (await betById(bet.id))!
    if (offer.cashout_status !== "available") t.server.simulator!.setMarketHalted(p.market, false)
    const seen = (await betById(bet.id))!
    expect(seen).toMatchObject({ cashout_status: "available", cashout_delay: 3 })
    const before = await balance()
    const accepting = cashout(bet.id, { amount: seen.cashout_amount! / 100, stake: null })
    await new Promise((resolve) => setTimeout(resolve, 100))
    // The selection drifts to twice its odds: the bet is worth less.
    const price = p.contract.price!
    t.server.simulator!.setPrice(p.contract, { num: price.num * 2 + price.den, den: price.den })
    t.clock.advance(3_000)
    const reply = await accepting
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    const answer = decode(CashoutResponse, reply.body)
    expect(answer.result).toBe("new_offer")
    expect(answer.paid).toBe(0)
    expect(answer.bet.cashout_amount!).toBeLessThan(seen.cashout_amount!)
    expect(answer.bet.status).toBe("open")
    expect(await balance()).toBe(before)
  })

  it("suspended: 200 unavailable; someone else's bet 404; bad bodies 400; a part that is not there 422", async () => {
    const p = pick()
    const bet = await place(p)
    t.server.simulator!.setMarketHalted(p.market, true)
    expect((await betById(bet.id))!.cashout_status).toBe("disabled")
    const halted = await cashout(bet.id, { amount: 0.5, stake: null })
    expect(halted.status).toBe(200)
    expect(decode(CashoutResponse, halted.body)).toMatchObject({ result: "unavailable", paid: 0 })
    t.server.simulator!.setMarketHalted(p.market, false)
    const foreign = await cashout(bet.id, { amount: 0.5, stake: null }, otherToken)
    expect(foreign.status).toBe(404)
    expect(foreign.body).toMatchObject({ message_key: "BET_NOT_FOUND" })
    expect((await cashout(999_999_999, { amount: 0.5, stake: null })).status).toBe(404)
    for (const body of [{ amount: "abc", stake: null }, { amount: 0.5 }, { amount: 0, stake: null }, { amount: 0.5, stake: 0 }, { amount: -1, stake: null }, "nope"]) {
      const reply = await cashout(bet.id, body)
      expect(reply.status, JSON.stringify(body)).toBe(400)
      expect(typeof reply.body.public_message).toBe("string")
    }
    const tooMuch = await cashout(bet.id, { amount: 0.5, stake: 5 })
    expect(tooMuch.status).toBe(422)
    expect(tooMuch.body).toMatchObject({ message_key: "CASHOUT_STAKE_INVALID" })
  })

  it("a race resulted by the simulator records starting prices and places; an each-way bet on the runner placed second pays the place part only", async () => {
    const sim = t.server.simulator!
    const w = sim.world
    const race = [...w.matches.values()].find((m) => !used.has(m.id) && m.status === "upcoming" && m.model.engine === "race" && w.marketsOf(m.id).some((x) => x.status === "open" && x.eachWay && w.contractsOf(x.id).filter((c) => c.status === "open" && c.price).length >= 3))!
    used.add(race.id)
    const market = w.marketsOf(race.id).find((x) => x.status === "open" && x.eachWay)!
    const runners = w.contractsOf(market.id).filter((c) => c.status === "open" && c.price)
    const runner = runners[0]!
    const terms = market.eachWay!
    const body = {
      odds_format: "fractional",
      bets: [{ stake: "1.00", type: "single", use_bonus: false, each_way: true, voucher_id: null, legs: [{ id: runner.id, price: fraction(runner), selections: [{ market_id: market.id, contract_id: runner.id }], each_way: { deduction: terms.deduction, placement: terms.placement }, start_price: false }] }],
    }
    const reply = await t.api().call("POST", "/api/v1/bets/place", { token, body })
    expect(reply.status, JSON.stringify(reply.body)).toBe(201)
    const bet = decode(PlaceBetsResponse, reply.body)[0]!
    const before = await balance()
    const order = [runners[1]!.id, runner.id, ...w.contractsOf(market.id).map((c) => c.id).filter((id) => id !== runner.id && id !== runners[1]!.id)]
    sim.settle(race, { order })
    const settled = await eventually(async () => {
      const found = await betById(bet.id, "settled")
      return found?.status === "settled" ? found : undefined
    }, 10_000, "the each-way bet settled")
    // 1.00 each way: the win part lost; the place part at 1 + odds × deduction.
    const [dn, dd] = terms.deduction.split("/").map(Number) as [number, number]
    const placePart = Math.floor(100 + (100 * runner.price!.num * dn) / (runner.price!.den * dd))
    expect(terms.placement).toBeGreaterThanOrEqual(2)
    expect(settled).toMatchObject({ outcome: "placed", cash_winnings: placePart })
    expect(settled.bet_legs[0]!.outcome).toBe("placed")
    expect(await balance()).toBe(before + placePart)
  })

  it("automatic cash-out: PUT and DELETE bets/{id}/auto-cashout set and remove the rule, bad input is refused, and a price move fires it once", async () => {
    const p = pick()
    const bet = await place(p, "2.00")
    const rule = (id: number, body: unknown, who = token) => t.api().call("PUT", `/api/v1/bets/${id}/auto-cashout`, { token: who, body })
    const offered = (await betById(bet.id))!.cashout_amount!
    // Bad input: 400 with a public_message; an amount not above 0 names the field.
    for (const body of [{ amount: 0 }, { amount: -1 }, { amount: "abc" }, { amount: null }, {}, "nope"]) {
      const reply = await rule(bet.id, body)
      expect(reply.status, JSON.stringify(body)).toBe(400)
      expect(typeof reply.body.public_message).toBe("string")
    }
    expect((await rule(bet.id, { amount: 0 })).body.fields).toEqual({ amount: expect.any(String) })
    expect((await t.api().call("PUT", `/api/v1/bets/${bet.id}/auto-cashout`, { body: { amount: 5 } })).status).toBe(401)
    expect((await rule(bet.id, { amount: 5 }, otherToken)).body).toMatchObject({ message_key: "BET_NOT_FOUND" })
    expect((await rule(999_999_999, { amount: 5 })).status).toBe(404)
    const reached = await rule(bet.id, { amount: offered / 100 })
    expect([reached.status, reached.body.message_key]).toEqual([422, "AUTO_CASHOUT_AMOUNT_REACHED"])
    expect(reached.body.public_message).toContain((offered / 100).toFixed(2))
    const tooHigh = await rule(bet.id, { amount: bet.potential! / 100 + 0.01 })
    expect([tooHigh.status, tooHigh.body.message_key]).toEqual([422, "AUTO_CASHOUT_AMOUNT_TOO_HIGH"])

    // Set, then removed: each answer is the bet, its version moved on.
    const amount = offered + 10
    const set = await rule(bet.id, { amount: amount / 100 })
    expect(set.status, JSON.stringify(set.body)).toBe(200)
    const withRule = decode(BetPush, set.body)
    expect(withRule.auto_cashout).toEqual({ amount, status: "active" })
    expect((await betById(bet.id))!.auto_cashout).toEqual({ amount, status: "active" })
    const removed = await t.api().call("DELETE", `/api/v1/bets/${bet.id}/auto-cashout`, { token })
    expect(removed.status).toBe(200)
    const without = decode(BetPush, removed.body)
    expect(without.auto_cashout).toBeNull()
    expect(without.version!).toBeGreaterThan(withRule.version!)

    // Set again; the selection shortens: the server cashes the bet out at the new offer, once.
    expect((await rule(bet.id, { amount: amount / 100 })).status).toBe(200)
    const before = await balance()
    const price = p.contract.price!
    t.server.simulator!.setPrice(p.contract, { num: price.num, den: price.den * 4 })
    const cashed = await eventually(async () => {
      const found = await betById(bet.id, "settled")
      return found?.outcome === "cashed_out" ? found : undefined
    }, 10_000, "the automatic cash-out")
    expect(cashed.auto_cashout).toEqual({ amount, status: "triggered" })
    expect(cashed.cash_winnings!).toBeGreaterThanOrEqual(amount)
    expect(await balance()).toBe(before + cashed.cash_winnings!)
    // Settled now: no rule can be set, and nothing more is paid.
    expect((await rule(bet.id, { amount: 50 })).body).toMatchObject({ message_key: "CASHOUT_UNAVAILABLE" })
    expect(await balance()).toBe(before + cashed.cash_winnings!)
  })

  it("the simulator's result settles the bet and pays it; the owner's socket hears bet_v1 on a price move and on settlement, another user's socket does not", async () => {
    let mine: Lobby | null = null
    let theirs: Lobby | null = null
    try {
      mine = await joinLobby(t.server.url)
      theirs = await joinLobby(t.server.url)
      for (const lobby of [mine, theirs]) lobby.channel.on("bet_v1", (payload) => lobby.pushes.record("bet_v1", payload))
      expect((await mine.push("authenticate", { token })).status).toBe("ok")
      expect((await theirs.push("authenticate", { token: otherToken })).status).toBe("ok")
      expect((await mine.push("subscribe", { channel: "bets", params: {} })).status).toBe("ok")
      expect((await theirs.push("subscribe", { channel: "bets", params: {} })).status).toBe("ok")

      const p = pick()
      const bet = await place(p, "1.00")
      const placedPush = decode(BetPush, await mine.pushes.next("bet_v1"))
      expect(placedPush).toMatchObject({ id: bet.id, status: "open" })
      const userPush = await mine.pushes.next("user")
      expect(userPush.open_bet_count).toBeGreaterThan(0)

      // Shorten the price: the bet is worth more now.
      const sim = t.server.simulator!
      const price = p.contract.price!
      sim.setPrice(p.contract, { num: price.num, den: price.den * 2 })
      const moved = decode(BetPush, await eventually(() => mine!.pushes.pending("bet_v1").length > 0 ? mine!.pushes.next("bet_v1") : undefined, 5_000, "a bet_v1 after the price move"))
      expect(moved.id).toBe(bet.id)
      expect(moved.cashout_amount!).toBeGreaterThan(placedPush.cashout_amount!)
      expect(moved.version!).toBeGreaterThan(placedPush.version!)

      const before = await balance()
      sim.settle(p.match, { order: [p.contract.id] })
      const settled = await eventually(async () => {
        const next = mine!.pushes.pending("bet_v1").length > 0 ? decode(BetPush, await mine!.pushes.next("bet_v1")) : undefined
        return next?.status === "settled" ? next : undefined
      }, 10_000, "the settled bet_v1")
      expect(settled).toMatchObject({ id: bet.id, outcome: "won", cash_winnings: bet.potential })
      expect(settled.bet_legs[0]!.outcome).toBe("won")
      expect(settled.returns_info_text).toContain("Won")
      expect(await balance()).toBe(before + bet.potential!)
      expect((await betById(bet.id, "settled"))!.status).toBe("settled")
      expect(theirs.pushes.pending("bet_v1")).toEqual([])
    } finally {
      mine?.close()
      theirs?.close()
    }
  })
})
