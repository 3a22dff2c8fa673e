/**
 * Concurrent partial cash-outs of one bet queue on the bet's row lock (issue 19 item 6): each is
 * priced on the stake the ones before it left, instead of answering `unavailable`. Never more
 * than the stake is cashed out, each payout is one ledger movement, the ledger nets to zero.
 */
import { describe, expect, it } from "vitest"
import { cashOut, offerOf, partValue } from "../../server/domain/betting/cashout.js"
import { placeBets } from "../../server/domain/betting/place.js"
import { balanceOfAccount } from "../../server/domain/ledger/postings.js"
import { bets } from "../../server/db/schema.js"
import { eq } from "drizzle-orm"
import { newFundedUser, placeRequest, placementOn, singleBet } from "./betting-support.js"
import { databaseTargets } from "./support.js"
import { ledgerTotal, migratedDatabase } from "./suite-database.js"

const single = (contractId: number, marketId: number, price: string, stake: number) => placeRequest(singleBet(contractId, marketId, price, stake))

describe.each(databaseTargets())("concurrent cash-outs on $name", (target) => {
  const database = migratedDatabase(target)
  const { world, ctx } = placementOn(database)

  const rowOf = async (id: number) => (await database.db.select().from(bets).where(eq(bets.id, id)))[0]!
  /** A bettor with £100 and a £10 single on `contractId` (match 2's result), with its cash-out offer. */
  const tenPoundBet = async (contractId: number, price: string, key: string) => {
    const { userId, cash } = await newFundedUser(database.db, 10_000)
    const [receipt] = await placeBets(ctx, userId, single(contractId, 20, price, 1000), key)
    return { userId, cash, betId: receipt!.id, offer: offerOf(await rowOf(receipt!.id), world) }
  }
  /** The bettor holds £100 less the stake plus `paid`, and the ledger nets to zero. */
  const expectPaid = async (cash: { id: number }, paid: number) => {
    expect(await balanceOfAccount(database.db, cash.id)).toBe(10_000 - 1000 + paid)
    expect(await ledgerTotal(database.db)).toBe(0)
  }

  it("four parallel quarter cash-outs are all paid, one after the other; the bet ends cashed out", async () => {
    const { userId, cash, betId, offer } = await tenPoundBet(202, "2/1", "cq-1")
    const quarter = partValue(offer, 1000, 250)
    const outcomes = await Promise.all(Array.from({ length: 4 }, () => cashOut(ctx, userId, betId, quarter, 250)))
    expect(outcomes.map((o) => o.result)).toEqual(["success", "success", "success", "success"])
    const row = await rowOf(betId)
    expect(row).toMatchObject({ status: "settled", outcome: "cashed_out", cashedOut: 4 * quarter })
    await expectPaid(cash, 4 * quarter)
  })

  it("parallel parts worth more than the stake: those that fit are paid, the rest are unavailable", async () => {
    const { userId, cash, betId, offer } = await tenPoundBet(203, "3/1", "cq-2")
    const part = partValue(offer, 1000, 400)
    const outcomes = await Promise.all(Array.from({ length: 3 }, () => cashOut(ctx, userId, betId, part, 400)))
    expect(outcomes.map((o) => o.result).sort()).toEqual(["success", "success", "unavailable"])
    const row = await rowOf(betId)
    expect(row).toMatchObject({ status: "open", total: 200, stake: 200, cashedOut: 2 * part })
    await expectPaid(cash, 2 * part)
  })

  it("a whole cash-out queued behind a partial one is priced on what remains: a new offer, nothing paid", async () => {
    const { userId, cash, betId, offer } = await tenPoundBet(201, "1/1", "cq-3")
    const [partial, whole] = await Promise.all([cashOut(ctx, userId, betId, partValue(offer, 1000, 500), 500), cashOut(ctx, userId, betId, offer.amount, null)])
    const results = [partial!.result, whole!.result].sort()
    // Whichever took the lock first is paid; the other finds less (or nothing) left.
    expect(results).toContain("success")
    expect(results.filter((r) => r === "success")).toHaveLength(1)
    await expectPaid(cash, partial!.paid + whole!.paid)
  })
})
