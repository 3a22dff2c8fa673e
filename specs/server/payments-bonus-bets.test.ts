/**
 * Bets with use_bonus (server/domain/betting/place.ts with ledger/bonuses.ts), on PGlite and
 * PostgreSQL: bonus money pays first and cash the rest; without use_bonus only cash is taken;
 * the stake counts toward wagering and a completed bonus converts to cash; a bet that bonus and
 * cash together cannot cover is refused and moves nothing.
 */
import { describe, expect, it } from "vitest"
import type { PlaceBetsRequest } from "../../core/model/betslip.js"
import { PlaceError, placeBets, type PlaceContext } from "../../server/domain/betting/place.js"
import { grantBonus, grantsOf } from "../../server/domain/ledger/bonuses.js"
import { readWallet } from "../../server/domain/ledger/wallet.js"
import { readWalletExtras } from "../../server/domain/ledger/wallet-accounts.js"
import { bettingWorld, newFundedUser } from "./betting-support.js"
import { databaseTargets, TEST_NOW } from "./support.js"
import { ledgerTotal, migratedDatabase } from "./suite-database.js"

const bet = (stake: number, useBonus: boolean): PlaceBetsRequest => ({
  odds_format: "fractional",
  bets: [{ stake, type: "single", use_bonus: useBonus, each_way: false, voucher_id: null, legs: [{ id: 101, price: "1/1", selections: [{ market_id: 10, contract_id: 101 }], each_way: null, start_price: false }] }],
})

describe.each(databaseTargets())("bets with bonus money on $name", (target) => {
  const database = migratedDatabase(target)
  const world = bettingWorld()
  const ctx = (): PlaceContext => ({ db: database.db, world: () => world, clock: () => TEST_NOW })
  let keys = 0

  const setUp = async (cash: number, bonus: number, wageringTimes: number) => {
    const { userId } = await newFundedUser(database.db, cash)
    await grantBonus(database.db, { userId, currency: "gbp", kind: "deposit_bonus", amount: bonus, wageringRequired: bonus * wageringTimes, expiresAt: TEST_NOW + 86_400_000, key: `g${userId}` }, TEST_NOW)
    const balances = async () => ({ cash: (await readWallet(database.db, userId))!.balance, bonus: (await readWalletExtras(database.db, userId)).bonuses.deposit_bonus })
    return { userId, balances }
  }

  it("spends bonus money first with use_bonus, then cash", async () => {
    const { userId, balances } = await setUp(1000, 500, 10)
    await placeBets(ctx(), userId, bet(700, true), `b${++keys}`)
    expect(await balances()).toEqual({ cash: 800, bonus: 0 })
    expect((await grantsOf(database.db, userId))[0]).toMatchObject({ remaining: 0, wagered: 700, status: "active" })
  })

  it("takes cash only without use_bonus, and the stake still counts toward wagering", async () => {
    const { userId, balances } = await setUp(1000, 500, 10)
    await placeBets(ctx(), userId, bet(300, false), `b${++keys}`)
    expect(await balances()).toEqual({ cash: 700, bonus: 500 })
    expect((await grantsOf(database.db, userId))[0]!.wagered).toBe(300)
  })

  it("converts what remains of a bonus to cash once its wagering is complete", async () => {
    const { userId, balances } = await setUp(2000, 500, 2)
    await placeBets(ctx(), userId, bet(200, true), `b${++keys}`)
    expect(await balances()).toEqual({ cash: 2000, bonus: 300 })
    await placeBets(ctx(), userId, bet(800, false), `b${++keys}`)
    // Wagered 1000 of 1000: the 300 left becomes cash.
    expect(await balances()).toEqual({ cash: 1200 + 300, bonus: 0 })
    expect((await grantsOf(database.db, userId))[0]!.status).toBe("converted")
    expect(await ledgerTotal(database.db)).toBe(0)
  })

  it("refuses a stake that bonus and cash together cannot cover, moving nothing", async () => {
    const { userId, balances } = await setUp(100, 200, 10)
    const failure = await placeBets(ctx(), userId, bet(400, true), `b${++keys}`).then(
      () => null,
      (error: unknown) => (error instanceof PlaceError ? error.failure.kind : String(error)),
    )
    expect(failure).toBe("insufficient_funds")
    expect(await balances()).toEqual({ cash: 100, bonus: 200 })
    expect((await grantsOf(database.db, userId))[0]).toMatchObject({ remaining: 200, wagered: 0 })
    await placeBets(ctx(), userId, bet(300, true), `b${++keys}`)
    expect(await balances()).toEqual({ cash: 0, bonus: 0 })
  })
})
