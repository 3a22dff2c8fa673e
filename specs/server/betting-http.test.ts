/**
 * The betting calls over HTTP against a seeded, manually stepped simulator: every answer decodes
 * with the client's schemas (core/model/betslip.ts); the slip is kept per logged-in user; bets/place
 * answers receipts, ODDSCHANGED with leg_id/new_prices, replays a retried Idempotency-Key and
 * refuses it with other content; bad bodies are 400 with a public_message.
 */
import { beforeAll, describe, expect, it } from "vitest"
import { BetBuilderCart, Betslip, PlaceBetsResponse } from "../../core/model/betslip.js"
import type { ContractRow, MarketRow, MatchRow } from "../../server/sim/world.js"
import { startSession } from "../../server/domain/accounts/sessions.js"
import { requestUserLimit } from "../../server/domain/limits/index.js"
import { newFundedUser } from "./betting-support.js"
import { databaseTargets, decode, demoBettorToken } from "./support.js"
import { steppedSimulator, suiteServer } from "./suite-server.js"

describe.each(databaseTargets())("betting calls on $name", (target) => {
  const t = suiteServer(target, steppedSimulator(7))
  let token: string
  beforeAll(async () => {
    token = await demoBettorToken(t)
  })

  /** Open, priced, combinable selections of `count` different upcoming matches (no in-play delay). */
  const picks = (count: number): Array<{ match: MatchRow; market: MarketRow; contract: ContractRow }> => {
    const w = t.server.simulator!.world
    const out: Array<{ match: MatchRow; market: MarketRow; contract: ContractRow }> = []
    for (const match of w.matches.values()) {
      if (out.length >= count) break
      if (match.status !== "upcoming" || match.kind !== "event") continue
      const market = w.marketsOf(match.id).find((m) => m.status === "open" && !m.outright)
      const contract = market ? w.contractsOf(market.id).find((c) => c.status === "open" && c.price && c.multiAvailable && c.boosted === null) : undefined
      if (market && contract) out.push({ match, market, contract })
    }
    return out
  }
  const fraction = (c: ContractRow) => `${c.price!.num}/${c.price!.den}`
  const singleBet = (p: ReturnType<typeof picks>[number], stake = "1.00", price = fraction(p.contract)) => ({
    stake, type: "single", use_bonus: false, each_way: false, voucher_id: null,
    legs: [{ id: p.contract.id, price, selections: [{ market_id: p.market.id, contract_id: p.contract.id }], each_way: null, start_price: false }],
  })

  it("POST betslip v1 and v2 compute the slip from the live catalogue; GET returns the user's saved slip; anonymous callers are not saved", async () => {
    const ps = picks(4)
    const v1 = await t.api().call("POST", "/api/v1/betslip", { token, body: { betslip_legs: ps.map((p) => [p.contract.id]) } })
    expect(v1.status).toBe(200)
    const slip = decode(Betslip, v1.body)
    expect(slip.all_contracts.map((c) => c.id)).toEqual(ps.map((p) => p.contract.id))
    expect(slip.all_contracts[0]!.prices?.fractional).toBe(fraction(ps[0]!.contract))
    expect(slip.bet_types.find((b) => b.type === "yankee")?.number_of_bets).toBe(11)
    expect(slip.bet_types.find((b) => b.type === "lucky15")?.number_of_bets).toBe(15)
    const saved = decode(Betslip, (await t.api().call("GET", "/api/v1/betslip", { token })).body)
    expect(saved.all_contracts.map((c) => c.id)).toEqual(ps.map((p) => p.contract.id))
    const v2 = decode(Betslip, (await t.api().call("POST", "/api/v2/betslip", { body: { legs: [ps[0]!.contract.id] } })).body)
    expect(v2).toMatchObject({ type: "single", default_bet_type_selection: "single" })
    expect(decode(Betslip, (await t.api().call("GET", "/api/v2/betslip")).body).all_contracts).toEqual([])
  })

  it("POST betbuilder-cart prices same-match selections below the plain product", async () => {
    const w = t.server.simulator!.world
    const match = [...w.matches.values()].find((m) => m.status === "upcoming" && m.kind === "event" && w.marketsOf(m.id).filter((x) => x.status === "open" && w.contractsOf(x.id).some((c) => c.price && c.status === "open" && c.multiAvailable)).length >= 2)!
    const ids = w.marketsOf(match.id).filter((x) => x.status === "open").map((x) => w.contractsOf(x.id).find((c) => c.price && c.status === "open" && c.multiAvailable)).filter((c) => c !== undefined).slice(0, 2).map((c) => c.id)
    const reply = await t.api().call("POST", "/api/v1/betbuilder-cart", { body: { contract_ids: ids } })
    expect(reply.status).toBe(200)
    const cart = decode(BetBuilderCart, reply.body)
    expect(cart.valid).toBe(true)
    const product = ids.map((id) => w.contracts.get(id)!.price!).reduce((p, f) => p * (1 + f.num / f.den), 1)
    expect(cart.prices!.decimal).toBeLessThan(product)
    expect(cart.prices!.decimal).toBeGreaterThan(1)
  })

  it("a bet builder leg ([[a, b]] on the slip) places as one bet at the leg's correlation-adjusted price, as the client builds its body", async () => {
    const w = t.server.simulator!.world
    const match = [...w.matches.values()].find((m) => m.status === "upcoming" && m.kind === "event" && w.marketsOf(m.id).filter((x) => x.status === "open" && w.contractsOf(x.id).some((c) => c.price && c.status === "open" && c.multiAvailable)).length >= 2)!
    const ids = w.marketsOf(match.id).filter((x) => x.status === "open").map((x) => w.contractsOf(x.id).find((c) => c.price && c.status === "open" && c.multiAvailable)).filter((c) => c !== undefined).slice(0, 2).map((c) => c.id)
    const slip = decode(Betslip, (await t.api().call("POST", "/api/v1/betslip", { token, body: { betslip_legs: [ids] } })).body)
    const leg = slip.all_contracts[0]!
    expect(leg.type).toBe("betbuilder")
    expect(leg.selections.map((x) => x.contract_id).sort()).toEqual([...ids].sort())
    const body = {
      odds_format: "fractional",
      bets: [{
        stake: "1.00", type: "single", use_bonus: false, each_way: false, voucher_id: null,
        legs: [{ id: leg.leg_id, price: leg.prices!.fractional, selections: leg.selections.map((x) => ({ market_id: x.market_id, contract_id: x.contract_id })), each_way: null, start_price: false }],
      }],
    }
    const placed = await t.api().call("POST", "/api/v1/bets/place", { token, body, headers: { "idempotency-key": "bet-builder-1" } })
    expect(placed.status, JSON.stringify(placed.body)).toBe(201)
    const [receipt] = decode(PlaceBetsResponse, placed.body)
    // spec §3: a bet builder bet's type is "multiple"; one line, priced below the plain product.
    expect(receipt).toMatchObject({ type: "multiple", number_of_bets: 1, stake: 100 })
    expect(receipt!.bet_legs.flatMap((l) => l.selections.map((x) => x.contract_id)).sort()).toEqual([...ids].sort())
    const product = ids.map((id) => w.contracts.get(id)!.price!).reduce((p, f) => p * (1 + f.num / f.den), 1)
    expect(receipt!.potential!).toBeLessThan(Math.round(100 * product))
    // The slip's decimal is rounded for display; the returns come from the exact price (within 1p).
    expect(Math.abs(receipt!.potential! - 100 * leg.prices!.decimal)).toBeLessThanOrEqual(1)
  })

  it("bets/place answers receipts; a retried Idempotency-Key replays them; other content with that key is 409", async () => {
    const [p] = picks(1)
    const body = { odds_format: "fractional", bets: [singleBet(p!)] }
    const headers = { "idempotency-key": "http-retry-1" }
    const first = await t.api().call("POST", "/api/v1/bets/place", { token, body, headers })
    expect(first.status, JSON.stringify(first.body)).toBe(201)
    const receipts = decode(PlaceBetsResponse, first.body)
    expect(receipts[0]).toMatchObject({ type: "single", stake: 100, number_of_bets: 1 })
    expect(receipts[0]!.bet_legs[0]!.selections[0]!.contract_id).toBe(p!.contract.id)
    const again = await t.api().call("POST", "/api/v1/bets/place", { token, body, headers })
    expect(again.status).toBe(201)
    expect(again.body).toEqual(first.body)
    const other = await t.api().call("POST", "/api/v1/bets/place", { token, body: { ...body, bets: [singleBet(p!, "2.00")] }, headers })
    expect(other.status).toBe(409)
    expect(other.body).toMatchObject({ message_key: "IDEMPOTENCY_CONFLICT" })
    expect(typeof other.body.public_message).toBe("string")
  })

  it("a bet that uses up a loss limit leaves a `limits` REACHED notification though no socket is open; a bettor without one gets none", async () => {
    const [p] = picks(1)
    const bettor = async (lossLimit: number | null) => {
      const { userId } = await newFundedUser(t.server.db, 10_000)
      if (lossLimit !== null) await requestUserLimit(t.server.db, userId, { type: "loss", windowDays: 1, maximumAmount: lossLimit }, t.clock())
      return (await startSession(t.server.db, userId, t.clock(), 3_600_000)).token
    }
    const limitNotices = async (tok: string) =>
      ((await t.api().call("GET", "/api/v0/users/notifications", { token: tok })).body.notifications as Array<{ type: string; content: { action_type: string } }>).filter((n) => n.type === "limits")
    const limited = await bettor(100)
    const free = await bettor(null)
    for (const [tok, key] of [[limited, "loss-1"], [free, "loss-2"]] as const) {
      const placed = await t.api().call("POST", "/api/v1/bets/place", { token: tok, body: { odds_format: "fractional", bets: [singleBet(p!)] }, headers: { "idempotency-key": key } })
      expect(placed.status, JSON.stringify(placed.body)).toBe(201)
    }
    // The notices are checked after the answer: wait for them.
    const until = Date.now() + 5_000
    while ((await limitNotices(limited)).length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20))
    expect((await limitNotices(limited)).map((n) => n.content.action_type)).toEqual(["REACHED"])
    expect(await limitNotices(free)).toEqual([])
  })

  it("a moved price is 409 ODDSCHANGED with leg_id and new_prices; a suspended market is refused", async () => {
    const [p, q] = picks(2)
    const sim = t.server.simulator!
    const old = fraction(p!.contract)
    sim.setPrice(p!.contract, p!.contract.price!.num === 1 && p!.contract.price!.den === 1 ? { num: 6, den: 4 } : { num: 1, den: 1 })
    const reply = await t.api().call("POST", "/api/v1/bets/place", { token, body: { odds_format: "fractional", bets: [singleBet(p!, "1.00", old)] } })
    expect(reply.status).toBe(409)
    expect(reply.body).toMatchObject({ message_key: "ODDSCHANGED", leg_id: [p!.contract.id], new_prices: [{ fractional: fraction(p!.contract) }] })
    expect(typeof reply.body.public_message).toBe("string")
    sim.setMarketHalted(q!.market, true)
    const halted = await t.api().call("POST", "/api/v1/bets/place", { token, body: { odds_format: "fractional", bets: [singleBet(q!)] } })
    expect(halted.status).toBe(409)
    expect(halted.body).toMatchObject({ message_key: "SELECTION_UNAVAILABLE" })
    sim.setMarketHalted(q!.market, false)
  })

  it("a bet on a live match is held for the in-play delay on the server's clock, then placed", async () => {
    const w = t.server.simulator!.world
    const match = [...w.matches.values()].find((m) => m.status === "live" && m.kind === "event" && w.marketsOf(m.id).some((x) => x.status === "open" && w.contractsOf(x.id).some((c) => c.status === "open" && c.price)))!
    const market = w.marketsOf(match.id).find((x) => x.status === "open" && w.contractsOf(x.id).some((c) => c.status === "open" && c.price))!
    const contract = w.contractsOf(market.id).find((c) => c.status === "open" && c.price)!
    const placing = t.api().call("POST", "/api/v1/bets/place", { token, body: { odds_format: "fractional", bets: [singleBet({ match, market, contract })] } })
    let settled = false
    void placing.then(() => (settled = true))
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(settled).toBe(false)
    t.clock.advance(3_000)
    const reply = await placing
    expect(reply.status, JSON.stringify(reply.body)).toBe(201)
    expect(decode(PlaceBetsResponse, reply.body)[0]!.bet_legs[0]!.match_status).toBe("live")
  })

  it("bad bodies and a missing session: 400 / 401 with a public_message", async () => {
    const [p] = picks(1)
    const bad: Array<[string, unknown, string | null]> = [
      ["/api/v1/bets/place", { odds_format: "decimal", bets: [singleBet(p!)] }, token],
      ["/api/v1/bets/place", { odds_format: "fractional", bets: [singleBet(p!, "1.005")] }, token],
      ["/api/v1/bets/place", { odds_format: "fractional", bets: [] }, token],
      ["/api/v1/bets/place", { odds_format: "fractional" }, token],
      ["/api/v1/betslip", { betslip_legs: "nope" }, null],
      ["/api/v2/betslip", { betslip_legs: [[1]] }, null],
      ["/api/v1/betbuilder-cart", { contract_ids: [1.5] }, null],
    ]
    for (const [path, body, auth] of bad) {
      const reply = await t.api().call("POST", path, { token: auth, body })
      expect(reply.status, `${path} ${JSON.stringify(body)}`).toBe(400)
      expect(typeof reply.body.public_message, path).toBe("string")
    }
    const stakeTooSmall = await t.api().call("POST", "/api/v1/bets/place", { token, body: { odds_format: "fractional", bets: [singleBet(p!, "0.09")] } })
    expect(stakeTooSmall.status).toBe(422)
    expect(stakeTooSmall.body).toMatchObject({ message_key: "MIN_STAKE" })
    const anonymous = await t.api().call("POST", "/api/v1/bets/place", { body: { odds_format: "fractional", bets: [singleBet(p!)] } })
    expect(anonymous.status).toBe(401)
  })
})
