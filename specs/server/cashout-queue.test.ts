/**
 * Concurrent partial cash-outs of one bet queue on the bet's row lock (issue 19 item 6): each is
 * priced on the stake the ones before it left, instead of answering `unavailable`. Never more
 * than the stake is cashed out, each payout is one ledger movement, the ledger nets to zero.
 */
import { beforeAll, describe, expect, it } from "vitest"
import type { PlaceBetsRequest } from "../../core/model/betslip.js"
import { cashOut, offerOf, partValue } from "../../server/domain/betting/cashout.js"
import { placeBets, type PlaceContext } from "../../server/domain/betting/place.js"
import { balanceOfAccount } from "../../server/domain/ledger/postings.js"
import { bets } from "../../server/db/schema.js"
import type { World } from "../../server/sim/world.js"
import { eq } from "drizzle-orm"
import { bettingWorld, newFundedUser } from "./betting-support.js"
import { databaseTargets, TEST_NOW } from "./support.js"
import { ledgerTotal, migratedDatabase } from "./suite-database.js"

const single = (contractId: number, marketId: number, price: string, stake: number): PlaceBetsRequest => ({
  odds_format: "fractional",
  bets: [{ stake, type: "single", use_bonus: false, each_way: false, voucher_id: null, legs: [{ id: contractId, price, selections: [{ market_id: marketId, contract_id: contractId }], each_way: null, start_price: false }] }],
})

describe.each(databaseTargets())("concurrent cash-outs on $name", (target) => {
  const database = migratedDatabase(target)
  let world: World
  let ctx: PlaceContext

  beforeAll(() => {
    world = bettingWorld()
    ctx = { db: database.db, world: () => world, clock: () => TEST_NOW }
  })

  const rowOf = async (id: number) => (await database.db.select().from(bets).where(eq(bets.id, id)))[0]!

  it("four parallel quarter cash-outs are all paid, one after the other; the bet ends cashed out", async () => {
    const { userId, cash } = await newFundedUser(database.db, 10_000)
    const [receipt] = await placeBets(ctx, userId, single(202, 20, "2/1", 1000), "cq-1")
    const quarter = partValue(offerOf(await rowOf(receipt!.id), world), 1000, 250)
    const outcomes = await Promise.all(Array.from({ length: 4 }, () => cashOut(ctx, userId, receipt!.id, quarter, 250)))
    expect(outcomes.map((o) => o.result)).toEqual(["success", "success", "success", "success"])
    const row = await rowOf(receipt!.id)
    expect(row).toMatchObject({ status: "settled", outcome: "cashed_out", cashedOut: 4 * quarter })
    expect(await balanceOfAccount(database.db, cash.id)).toBe(10_000 - 1000 + 4 * quarter)
    expect(await ledgerTotal(database.db)).toBe(0)
  })

  it("parallel parts worth more than the stake: those that fit are paid, the rest are unavailable", async () => {
    const { userId, cash } = await newFundedUser(database.db, 10_000)
    const [receipt] = await placeBets(ctx, userId, single(203, 20, "3/1", 1000), "cq-2")
    const offer = offerOf(await rowOf(receipt!.id), world)
    const part = partValue(offer, 1000, 400)
    const outcomes = await Promise.all(Array.from({ length: 3 }, () => cashOut(ctx, userId, receipt!.id, part, 400)))
    expect(outcomes.map((o) => o.result).sort()).toEqual(["success", "success", "unavailable"])
    const row = await rowOf(receipt!.id)
    expect(row).toMatchObject({ status: "open", total: 200, stake: 200, cashedOut: 2 * part })
    expect(await balanceOfAccount(database.db, cash.id)).toBe(10_000 - 1000 + 2 * part)
    expect(await ledgerTotal(database.db)).toBe(0)
  })

  it("a whole cash-out queued behind a partial one is priced on what remains: a new offer, nothing paid", async () => {
    const { userId, cash } = await newFundedUser(database.db, 10_000)
    const [receipt] = await placeBets(ctx, userId, single(201, 20, "1/1", 1000), "cq-3")
    const offer = offerOf(await rowOf(receipt!.id), world)
    const [partial, whole] = await Promise.all([cashOut(ctx, userId, receipt!.id, partValue(offer, 1000, 500), 500), cashOut(ctx, userId, receipt!.id, offer.amount, null)])
    const results = [partial!.result, whole!.result].sort()
    // Whichever took the lock first is paid; the other finds less (or nothing) left.
    expect(results).toContain("success")
    expect(results.filter((r) => r === "success")).toHaveLength(1)
    const paid = partial!.paid + whole!.paid
    expect(await balanceOfAccount(database.db, cash.id)).toBe(10_000 - 1000 + paid)
    expect(await ledgerTotal(database.db)).toBe(0)
  })
})
