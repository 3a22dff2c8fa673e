/**
 * Free spins the casino honours (issue 18). A claimed free-spins reward holds `amount / SPIN_VALUE`
 * spins. A slot round started while the bettor holds one uses one (server/domain/casino/rounds.ts):
 * the round is played at the slot's lowest stake, paid by the house funding account, and any win
 * goes to the bettor. A spin is used once per round id (free_spin_uses is unique on the round), in
 * the transaction that writes the round, so a replayed or racing round never takes two.
 *
 * Expiry (issue 18 "expiry is enforced"): claimed spins may be played for FREE_SPINS_VALID_DAYS
 * after the claim. Past that the spins left are not held any more: they leave Account.free_spins
 * and a slot round stakes cash as usual. Nothing is written at expiry; "held" is always read
 * against the request's clock, so a sweep cannot lag behind.
 */
import { and, asc, count, eq, gt, inArray } from "drizzle-orm"
import type { Db } from "../../db/connect.js"
import { freeSpinUses, userRewards } from "../../db/schema.js"
import { DAY_MS, spinsOf } from "./offers.js"

/** How long claimed free spins may be played, counted from the claim (docs/api.md). */
export const FREE_SPINS_VALID_DAYS = 7

/** The instant spins claimed at `claimedAt` expire. */
export const freeSpinsExpireAt = (claimedAt: number): number => claimedAt + FREE_SPINS_VALID_DAYS * DAY_MS

/** The bettor's claimed, unexpired free-spins rewards at `now` with the spins each has left, oldest first. */
export const heldFreeSpins = async (db: Db, userId: number, now: number, lock = false): Promise<Array<{ rewardId: number; left: number }>> => {
  const query = db
    .select({ id: userRewards.id, amount: userRewards.amount })
    .from(userRewards)
    .where(and(
      eq(userRewards.userId, userId), eq(userRewards.kind, "free_spins"), eq(userRewards.status, "claimed"),
      // Claimed after now − validity, i.e. now is before the spins' expiry.
      gt(userRewards.claimedAt, new Date(now - FREE_SPINS_VALID_DAYS * DAY_MS)),
    ))
    .orderBy(asc(userRewards.id))
  const rewards = lock ? await query.for("update") : await query
  if (rewards.length === 0) return []
  const used = await db
    .select({ rewardId: freeSpinUses.rewardId, n: count() })
    .from(freeSpinUses)
    .where(inArray(freeSpinUses.rewardId, rewards.map((r) => r.id)))
    .groupBy(freeSpinUses.rewardId)
  const usedOf = new Map(used.map((u) => [Number(u.rewardId), Number(u.n)]))
  return rewards.map((r) => ({ rewardId: r.id, left: (spinsOf("free_spins", r.amount) ?? 0) - (usedOf.get(r.id) ?? 0) })).filter((r) => r.left > 0)
}

export const freeSpinsLeft = async (db: Db, userId: number, now: number): Promise<number> => (await heldFreeSpins(db, userId, now)).reduce((s, r) => s + r.left, 0)

/**
 * Inside the round's transaction: uses one of the bettor's free spins for `roundId` (the oldest
 * reward first); the reward it came from, or null when the bettor holds none. The rewards are
 * locked so that two rounds at once cannot both take the last spin.
 */
export const takeFreeSpin = async (tx: Db, userId: number, roundId: string, now: number): Promise<number | null> => {
  const [held] = await heldFreeSpins(tx, userId, now, true)
  if (!held) return null
  const [used] = await tx.insert(freeSpinUses).values({ rewardId: held.rewardId, roundId, createdAt: new Date(now) }).onConflictDoNothing().returning({ id: freeSpinUses.id })
  return used ? held.rewardId : null
}
