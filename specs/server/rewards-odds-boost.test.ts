/**
 * Odds boosts (issue 18; server/domain/rewards/odds-boosts.ts): claiming an odds-boost reward grants
 * `oddsboost_bonus` with the contract it boosts (spec §3 Account); the bettor's slip prices that
 * selection three ladder steps longer, placement takes exactly that boosted price (the plain price
 * is now a moved price), and the first bet on it uses the boost up. PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set.
 */
import { beforeAll, describe, expect, it } from "vitest"
import { Betslip } from "../../core/model/betslip.js"
import { UserReward } from "../../core/rewards/model.js"
import { ladderStep } from "../../server/sim/prices.js"
import { databaseTargets, decode, demoBettorToken } from "./support.js"
import { steppedSimulator, suiteServer } from "./suite-server.js"

describe.each(databaseTargets())("odds boosts on $name", (target) => {
  const t = suiteServer(target, steppedSimulator(11))
  let token: string
  beforeAll(async () => {
    token = await demoBettorToken(t)
  })

  const w = () => t.server.simulator!.world
  const single = (contractId: number, price: string, stake: string) => {
    const c = w().contracts.get(contractId)!
    return { stake, type: "single", use_bonus: false, each_way: false, voucher_id: null, legs: [{ id: contractId, price, selections: [{ market_id: c.marketId, contract_id: contractId }], each_way: null, start_price: false }] }
  }
  let keys = 0
  const place = (bet: unknown) => t.api().call("POST", "/api/v1/bets/place", { token, body: { odds_format: "fractional", bets: [bet] }, headers: { "idempotency-key": `boost-${++keys}` } })
  const slipPrice = async (contractId: number) => decode(Betslip, (await t.api().call("POST", "/api/v1/betslip", { token, body: { betslip_legs: [[contractId]] } })).body).all_contracts[0]!

  it("the claim ties the boost to a selection; slip and placement take the boosted price once", async () => {
    // Meet "Odds boost for your next acca" (any sport, £5 at 4.0 or more) with a real bet.
    const opted = decode(UserReward, (await t.api().call("POST", "/api/v0/rewards/offers/104/opt-in", { token, body: {} })).body)
    const long = [...w().contracts.values()].find((c) => {
      const market = w().markets.get(c.marketId)
      const match = market && w().matches.get(market.matchId)
      return c.status === "open" && c.price && c.boosted === null && 1 + c.price.num / c.price.den >= 4 && market?.status === "open" && match?.status === "upcoming" && match.kind === "event"
    })!
    expect((await place(single(long.id, `${long.price!.num}/${long.price!.den}`, "5.00"))).status).toBe(201)
    const claimed = decode(UserReward, (await t.api().call("POST", `/api/v0/rewards/${opted.id}/claim`, { token, body: {} })).body)
    expect(claimed.status).toBe("claimed")

    const account = (await t.api().call("GET", "/api/v0/users", { token })).body.account
    expect(account.oddsboost_bonus.amount).toBe(2)
    const contractId = Number(account.oddsboost_bonus.contract_id)
    expect(Number.isSafeInteger(contractId)).toBe(true)
    const contract = w().contracts.get(contractId)!
    const plain = `${contract.price!.num}/${contract.price!.den}`
    const boostedF = ladderStep(contract.price!, 3)
    const boosted = `${boostedF.num}/${boostedF.den}`
    expect(boosted).not.toBe(plain)

    // The slip shows the boost to this bettor only.
    const leg = await slipPrice(contractId)
    expect([leg.prices?.fractional, leg.boosted]).toEqual([boosted, true])
    const visitor = decode(Betslip, (await t.api().call("POST", "/api/v1/betslip", { body: { betslip_legs: [[contractId]] } })).body).all_contracts[0]!
    expect(visitor.prices?.fractional).toBe(plain)

    // Placement takes the boosted price: the plain one is a moved price now.
    const atPlain = await place(single(contractId, plain, "1.00"))
    expect(atPlain.status).toBe(409)
    expect(atPlain.body.message_key).toBe("ODDSCHANGED")
    const atBoost = await place(single(contractId, boosted, "1.00"))
    expect(atBoost.status, JSON.stringify(atBoost.body)).toBe(201)
    expect(atBoost.body[0].boosted).toBe(true)
    expect(atBoost.body[0].bet_legs[0].prices.fractional).toBe(boosted)

    // One bet per boost: the grant no longer names the contract, and the slip is back to the plain price.
    const after = (await t.api().call("GET", "/api/v0/users", { token })).body.account
    expect(after.oddsboost_bonus?.contract_id ?? null).toBeNull()
    expect((await slipPrice(contractId)).prices?.fractional).toBe(plain)
    expect((await place(single(contractId, boosted, "1.00"))).status).toBe(409)
  })
})
