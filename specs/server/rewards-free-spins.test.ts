/**
 * Free spins honoured by the casino (issue 18): a claimed free-spins reward's spins are used by
 * the bettor's slot rounds, one per round id (a replayed round uses none more), the stake paid by
 * the house funding account and the win paid to the bettor, the ledger netting to zero; once the
 * spins are gone a round is staked in cash again. The user view's Account.free_spins counts what
 * is left. Spins not played within FREE_SPINS_VALID_DAYS of the claim expire (on the injected
 * clock): they leave free_spins and a round stakes cash. PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set.
 */
import { eq } from "drizzle-orm"
import { describe, expect, it } from "vitest"
import { freeSpinUses } from "../../server/db/schema.js"
import { loadUserView } from "../../server/domain/accounts/user-view.js"
import { startRound } from "../../server/domain/casino/rounds.js"
import { balanceOfAccount } from "../../server/domain/ledger/postings.js"
import { FREE_SPINS_VALID_DAYS, freeSpinsLeft } from "../../server/domain/rewards/free-spins.js"
import { DAY_MS, loadRewardsConfig, type Offer } from "../../server/domain/rewards/offers.js"
import { claimReward, optIn, recordActivity } from "../../server/domain/rewards/service.js"
import { newFundedUser } from "./betting-support.js"
import { ledgerTotal, migratedDatabase } from "./suite-database.js"
import { databaseTargets, TEST_NOW } from "./support.js"

const config = loadRewardsConfig()
const SPINS_50 = config.offers.find((o) => o.id === 102) as Offer

describe.each(databaseTargets())("free spins in the casino on $name", (target) => {
  const suite = migratedDatabase(target)

  it("each slot round uses one spin once, paid by the house; the win is the bettor's; then cash again", async () => {
    const db = suite.db
    const { userId, cash } = await newFundedUser(db, 1_000)
    const { reward } = await optIn(db, userId, SPINS_50, TEST_NOW)
    await recordActivity(db, config, userId, "spins", Array.from({ length: 50 }, (_, i) => `cash-${i}`), TEST_NOW)
    await claimReward(db, userId, reward.id, TEST_NOW)
    const spins = reward.amount / 10
    expect(await freeSpinsLeft(db, userId, TEST_NOW)).toBe(spins)
    expect((await loadUserView(db, userId, null, TEST_NOW))!.account.free_spins).toHaveLength(spins)

    let won = 0
    for (let i = 0; i < spins; i++) {
      const round = await startRound(db, userId, { roundId: `free-round-${i}`, gameId: "crown-jackpot", stake: 100 }, TEST_NOW)
      expect(round.free_spin).toBe(true)
      // The free spin plays the slot's lowest stake, whatever was asked.
      expect(round.stake).toBe(10)
      won += round.returned
      // The same round again (a retry) answers the round and uses no further spin.
      const again = await startRound(db, userId, { roundId: `free-round-${i}`, gameId: "crown-jackpot", stake: 100 }, TEST_NOW)
      expect(again.round_id).toBe(round.round_id)
      expect(await freeSpinsLeft(db, userId, TEST_NOW)).toBe(spins - i - 1)
      expect(await ledgerTotal(db)).toBe(0)
    }
    expect(await db.select().from(freeSpinUses).where(eq(freeSpinUses.rewardId, reward.id))).toHaveLength(spins)
    // The bettor staked nothing and kept every win.
    expect(await balanceOfAccount(db, cash.id)).toBe(1_000 + won)
    expect((await loadUserView(db, userId, null, TEST_NOW))!.account.free_spins).toEqual([])

    const paid = await startRound(db, userId, { roundId: "cash-round-after", gameId: "crown-jackpot", stake: 100 }, TEST_NOW)
    expect(paid.free_spin).toBeUndefined()
    expect(await balanceOfAccount(db, cash.id)).toBe(1_000 + won - 100 + paid.returned)
    expect(await ledgerTotal(db)).toBe(0)
  })

  it("two rounds at once cannot both take the last spin", async () => {
    const db = suite.db
    const { userId } = await newFundedUser(db, 1_000)
    const { reward } = await optIn(db, userId, SPINS_50, TEST_NOW)
    await recordActivity(db, config, userId, "spins", Array.from({ length: 50 }, (_, i) => `race-${i}`), TEST_NOW)
    await claimReward(db, userId, reward.id, TEST_NOW)
    const spins = reward.amount / 10
    for (let i = 0; i < spins - 1; i++) await startRound(db, userId, { roundId: `used-${userId}-${i}`, gameId: "crown-jackpot", stake: 10 }, TEST_NOW)
    const rounds = await Promise.all([0, 1].map((i) => startRound(db, userId, { roundId: `last-${userId}-${i}`, gameId: "crown-jackpot", stake: 10 }, TEST_NOW)))
    expect(rounds.filter((r) => r.free_spin === true)).toHaveLength(1)
    expect(await freeSpinsLeft(db, userId, TEST_NOW)).toBe(0)
    expect(await ledgerTotal(db)).toBe(0)
  })

  it("spins expire FREE_SPINS_VALID_DAYS after the claim: gone from free_spins, and the round stakes cash", async () => {
    const db = suite.db
    const { userId, cash } = await newFundedUser(db, 1_000)
    const { reward } = await optIn(db, userId, SPINS_50, TEST_NOW)
    await recordActivity(db, config, userId, "spins", Array.from({ length: 50 }, (_, i) => `exp-${userId}-${i}`), TEST_NOW)
    const claimedAt = TEST_NOW + DAY_MS
    await claimReward(db, userId, reward.id, claimedAt)
    const spins = reward.amount / 10
    const expiry = claimedAt + FREE_SPINS_VALID_DAYS * DAY_MS
    // One spin played while held; the rest are still held a millisecond before the expiry.
    const first = await startRound(db, userId, { roundId: `exp-free-${userId}`, gameId: "crown-jackpot", stake: 100 }, claimedAt + DAY_MS)
    expect(first.free_spin).toBe(true)
    expect(await freeSpinsLeft(db, userId, expiry - 1)).toBe(spins - 1)
    expect((await loadUserView(db, userId, null, expiry - 1))!.account.free_spins).toHaveLength(spins - 1)
    // At the expiry nothing is held any more.
    expect(await freeSpinsLeft(db, userId, expiry)).toBe(0)
    expect((await loadUserView(db, userId, null, expiry))!.account.free_spins).toEqual([])
    const before = await balanceOfAccount(db, cash.id)
    const paid = await startRound(db, userId, { roundId: `exp-cash-${userId}`, gameId: "crown-jackpot", stake: 100 }, expiry)
    expect(paid.free_spin).toBeUndefined()
    expect(paid.stake).toBe(100)
    expect(await balanceOfAccount(db, cash.id)).toBe(before - 100 + paid.returned)
    // The expired spins were not used: exactly the one played round is recorded.
    expect(await db.select().from(freeSpinUses).where(eq(freeSpinUses.rewardId, reward.id))).toHaveLength(1)
    expect(await ledgerTotal(db)).toBe(0)
  })
})
