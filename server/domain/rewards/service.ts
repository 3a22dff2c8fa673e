/**
 * Rewards on the database (issue 18, spec §2.7). Rules, each tested in specs/server/rewards-*.test.ts:
 *
 * 1. Opting in creates the bettor's reward for an offer once (unique per bettor and offer); it
 *    expires `valid_days` after the opt-in. Opting in again answers the same reward.
 * 2. Progress: a placed bet (or casino round, or referral) counts towards every opted-in,
 *    unexpired reward whose rule it meets, once (reward_progress is unique per reward and ref), so
 *    a replayed placement never counts twice. Reaching the target makes the reward `earned`, in the
 *    same statement; progress after that, or after expiry, changes nothing.
 * 3. Claiming is a conditional update (earned → claimed, not expired) in the transaction that pays
 *    it: a free bet becomes a voucher; a credit, odds boost, bet-x-get-y or referral reward a bonus
 *    grant on the ledger (server/domain/ledger/bonuses.ts, key reward:<id>, wagered once); free
 *    spins are recorded on the reward for the casino to honour. A second claim answers the claimed
 *    reward and pays nothing.
 * 4. Expiry: an opted-in or earned reward past expires_at becomes `expired` (swept on every read
 *    and write of the bettor's rewards) and can no longer progress or be claimed.
 */
import { and, eq, gt, inArray, lte, sql, TransactionRollbackError, type SQL } from "drizzle-orm"
import { instant, preparedPer, slot, type Arg } from "../../db/compiled.js"
import type { Db } from "../../db/connect.js"
import { rewardProgress, userRewards, vouchers } from "../../db/schema.js"
import { findUserCashAccount } from "../ledger/accounts.js"
import { grantBonus } from "../ledger/bonuses.js"
import type { BonusKind } from "../ledger/wallet-accounts.js"
import { betQualifies, DAY_MS, type Offer, type PlacedBetFact, type Prize, type RewardsConfig } from "./offers.js"

export type RewardRow = typeof userRewards.$inferSelect

export class RewardError extends Error {
  constructor(
    readonly code: "NOT_FOUND" | "NOT_EARNED" | "EXPIRED" | "ALREADY_OPTED_IN_ELSEWHERE",
    message: string,
  ) {
    super(message)
    this.name = "RewardError"
  }
}

/** How long a bonus paid by a claim may be used before it lapses. */
export const BONUS_VALID_DAYS = 30

const BONUS_OF: Partial<Record<string, BonusKind>> = { credit: "bonus", odds_boost: "oddsboost_bonus", bet_x_get_y: "betxgety_bonus", referral: "referral_bonus" }

/** Rule 4: the bettor's opted-in or earned rewards past their expiry become expired. */
export const expireRewards = async (db: Db, userId: number | null, now: number): Promise<RewardRow[]> =>
  db
    .update(userRewards)
    .set({ status: "expired" })
    .where(and(inArray(userRewards.status, ["opted_in", "earned"]), lte(userRewards.expiresAt, new Date(now)), userId === null ? undefined : eq(userRewards.userId, userId)))
    .returning()

export const rewardsOf = async (db: Db, userId: number, now: number): Promise<RewardRow[]> => {
  await expireRewards(db, userId, now)
  return db.select().from(userRewards).where(eq(userRewards.userId, userId)).orderBy(userRewards.id)
}

export const rewardOf = async (db: Db, userId: number, rewardId: number, now: number): Promise<RewardRow | null> => {
  await expireRewards(db, userId, now)
  const [row] = await db.select().from(userRewards).where(and(eq(userRewards.id, rewardId), eq(userRewards.userId, userId)))
  return row ?? null
}

/** Rule 1. */
export const optIn = async (db: Db, userId: number, offer: Offer, now: number): Promise<{ reward: RewardRow; created: boolean }> => {
  await expireRewards(db, userId, now)
  const [created] = await db
    .insert(userRewards)
    .values({
      userId, offerId: offer.id, source: "offer", kind: offer.kind, amount: offer.amount, status: "opted_in", progress: 0, target: offer.rule.count,
      optedInAt: new Date(now), expiresAt: new Date(now + offer.valid_days * DAY_MS), createdAt: new Date(now),
    })
    .onConflictDoNothing()
    .returning()
  if (created) return { reward: created, created: true }
  const [existing] = await db.select().from(userRewards).where(and(eq(userRewards.userId, userId), eq(userRewards.offerId, offer.id)))
  if (!existing) throw new Error(`the reward of user ${userId} for offer ${offer.id} vanished`)
  return { reward: existing, created: false }
}

/** Rule 2 for one reward and one ref: counts it once; the reward as it now stands when it moved. */
const count = async (db: Db, reward: RewardRow, ref: string, now: number): Promise<RewardRow | null> =>
  db.transaction(async (tx) => {
    const [fresh] = await tx.insert(rewardProgress).values({ rewardId: reward.id, ref, createdAt: new Date(now) }).onConflictDoNothing().returning({ id: rewardProgress.id })
    if (!fresh) return null
    const [moved] = await tx
      .update(userRewards)
      .set({
        progress: sql`${userRewards.progress} + 1`,
        status: sql`case when ${userRewards.progress} + 1 >= ${userRewards.target} then 'earned' else 'opted_in' end`,
        earnedAt: sql`case when ${userRewards.progress} + 1 >= ${userRewards.target} then ${new Date(now).toISOString()}::timestamptz else null end`,
      })
      .where(and(eq(userRewards.id, reward.id), eq(userRewards.status, "opted_in"), sql`${userRewards.expiresAt} > ${new Date(now).toISOString()}::timestamptz`))
      .returning()
    // Not in progress any more (earned meanwhile, or expired): the ref is not kept either.
    if (!moved) {
      tx.rollback()
    }
    return moved ?? null
  }).catch((error: unknown) => {
    if (error instanceof TransactionRollbackError) return null
    throw error
  })

/**
 * The bettor's rewards in progress: opted in and not past their expiry (every placement, spin and
 * referral asks). Rule 4's housekeeping (marking past ones expired) is not done here: this read
 * leaves them out by their expiry whatever their status says, `count` moves a reward only before
 * its expiry, and every read that shows or claims a reward expires the bettor's first
 * (`rewardsOf`, `rewardOf`, `optIn`, `claimReward`). On the placement path the update cost as
 * much as the read (measured on PGlite: 0.24 ms a placement for a statement that changed nothing).
 */
const inProgress = async (db: Db, userId: number, now: number): Promise<RewardRow[]> =>
  inProgressOf(db).execute({ userId, now: new Date(now).toISOString() })

/**
 * Whether the user has a reward in progress, as an SQL value (rule 2's rewards): placement reads
 * it with its other facts, and the bets it places are recorded only when it is true (most bettors
 * have none). A reward opted into while the bet was placed counts the bettor's next bet.
 */
export const hasRewardInProgressSql = (userId: Arg<number>, now: Arg<number>): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${userRewards} where ${userRewards.userId} = ${userId} and ${userRewards.status} = 'opted_in' and ${userRewards.expiresAt} > ${instant(now)})`

const inProgressOf = preparedPer((db) =>
  db.select().from(userRewards)
    .where(and(eq(userRewards.userId, slot<number>("userId")), eq(userRewards.status, "opted_in"), gt(userRewards.expiresAt, instant(slot<number>("now")))))
    .prepare("rewards_in_progress"))

/**
 * Rule 2 for the bets of one placement: the rewards that moved, each once as it ended. The
 * rewards in progress are read once; `count` moves a reward only while it is still in progress,
 * so one earned by an earlier bet of the placement is not counted again.
 */
export const recordBets = async (db: Db, config: RewardsConfig, userId: number, bets: ReadonlyArray<PlacedBetFact>, now: number): Promise<RewardRow[]> => {
  const latest = new Map<number, RewardRow>()
  const rewards = await inProgress(db, userId, now)
  for (const bet of bets) {
    for (const reward of rewards) {
      const offer = config.offers.find((o) => o.id === reward.offerId)
      if (!offer || offer.rule.type !== "bet" || !betQualifies(offer.rule, bet)) continue
      const row = await count(db, reward, `bet:${bet.betId}`, now)
      if (row) latest.set(row.id, row)
    }
  }
  return [...latest.values()]
}

/** Rule 2 for a placed bet; the rewards that moved. */
export const recordBet = (db: Db, config: RewardsConfig, userId: number, bet: PlacedBetFact, now: number): Promise<RewardRow[]> => recordBets(db, config, userId, [bet], now)

/** Rule 2 for casino rounds (spins) or referrals: each ref counts once towards each matching rule. */
export const recordActivity = async (db: Db, config: RewardsConfig, userId: number, type: "spins" | "referral", refs: ReadonlyArray<string>, now: number): Promise<RewardRow[]> => {
  const latest = new Map<number, RewardRow>()
  for (const reward of await inProgress(db, userId, now)) {
    const offer = config.offers.find((o) => o.id === reward.offerId)
    if (!offer || offer.rule.type !== type) continue
    for (const ref of refs) {
      const row = await count(db, reward, `${type === "spins" ? "spin" : "referral"}:${ref}`, now)
      if (row) latest.set(row.id, row)
    }
  }
  return [...latest.values()]
}

/** A daily game prize lands as an earned reward, to claim before it expires. */
export const grantPrize = async (db: Db, userId: number, prize: Prize, validDays: number, now: number): Promise<RewardRow> => {
  if (prize.kind === null) throw new Error("no prize to grant")
  const [row] = await db
    .insert(userRewards)
    .values({ userId, offerId: null, source: "daily_game", kind: prize.kind, amount: prize.amount, status: "earned", progress: 1, target: 1, earnedAt: new Date(now), expiresAt: new Date(now + validDays * DAY_MS), createdAt: new Date(now) })
    .returning()
  return row!
}

/**
 * Rule 3: claims an earned reward once; a repeat answers the claimed reward. An odds boost is tied
 * to the selection `boostContract` picks (server/domain/rewards/odds-boosts.ts).
 */
export const claimReward = async (db: Db, userId: number, rewardId: number, now: number, boostContract: () => number | null = () => null): Promise<{ reward: RewardRow; paid: boolean }> => {
  await expireRewards(db, userId, now)
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db
    const [claimed] = await tx
      .update(userRewards)
      .set({ status: "claimed", claimedAt: new Date(now) })
      .where(and(eq(userRewards.id, rewardId), eq(userRewards.userId, userId), eq(userRewards.status, "earned"), sql`${userRewards.expiresAt} > ${new Date(now).toISOString()}::timestamptz`))
      .returning()
    if (!claimed) {
      const [row] = await tx.select().from(userRewards).where(and(eq(userRewards.id, rewardId), eq(userRewards.userId, userId)))
      if (!row) throw new RewardError("NOT_FOUND", `no reward ${rewardId}`)
      if (row.status === "claimed") return { reward: row, paid: false }
      if (row.status === "expired") throw new RewardError("EXPIRED", `reward ${rewardId} expired`)
      throw new RewardError("NOT_EARNED", `reward ${rewardId} is not earned yet`)
    }
    let ref: string
    if (claimed.kind === "free_bet") {
      const [voucher] = await tx.insert(vouchers).values({ userId, amount: claimed.amount, scope: "any", createdAt: new Date(now) }).returning({ id: vouchers.id })
      ref = `voucher:${voucher!.id}`
    } else if (claimed.kind === "free_spins") {
      ref = "spins"
    } else {
      const kind = BONUS_OF[claimed.kind]
      const cash = await findUserCashAccount(t, userId)
      if (!kind || !cash) throw new Error(`cannot pay reward ${rewardId} of kind ${claimed.kind}`)
      const contractId = claimed.kind === "odds_boost" ? boostContract() : null
      const granted = await grantBonus(t, {
        userId, currency: cash.currency, kind, amount: claimed.amount, wageringRequired: claimed.amount, expiresAt: now + BONUS_VALID_DAYS * DAY_MS, code: `reward-${claimed.id}`, key: `reward:${claimed.id}`,
        ...(contractId === null ? {} : { contractId: String(contractId) }),
      }, now)
      ref = `bonus:${granted.grantId ?? "replayed"}`
    }
    const [done] = await tx.update(userRewards).set({ claimRef: ref }).where(eq(userRewards.id, claimed.id)).returning()
    return { reward: done!, paid: true }
  })
}
