/**
 * The daily game (issue 18; spec §3 site config `daily_game`, §9 "daily game played"): one play a
 * day per bettor (the London calendar day; daily_game_plays is unique per bettor and day, so two
 * devices racing still play once), a pick-a-box whose prize the SERVER draws when the bettor plays
 * (the box chosen changes nothing: every box hides the same draw), with the stated odds of each
 * prize (its weight over the total). A prize lands as an earned reward to claim.
 *
 * The draw takes a generator: `secureDraw` (node:crypto randomInt) in service, a seeded one in tests.
 */
import { randomInt } from "node:crypto"
import { and, eq } from "drizzle-orm"
import type { Db } from "../../db/connect.js"
import { dailyGamePlays, userRewards } from "../../db/schema.js"
import { mulberry32 } from "../../sim/prng.js"
import { londonDay, type Prize, type RewardsConfig } from "./offers.js"
import { grantPrize, type RewardRow } from "./service.js"

/** A uniform integer in [0, n). */
export type Draw = (n: number) => number

export const secureDraw: Draw = (n) => randomInt(0, n)

/** Reproducible draws for tests and demos (never in production: see `drawFor`). */
export const seededDraw = (seed: number): Draw => {
  const rng = mulberry32(seed)
  return (n) => Math.floor(rng.next() * n)
}

/** The stated chance of each prize: its weight over the total. */
export const prizeOdds = (prizes: ReadonlyArray<Prize>): ReadonlyArray<{ prize: Prize; probability: number }> => {
  const total = prizes.reduce((s, p) => s + p.weight, 0)
  return prizes.map((prize) => ({ prize, probability: prize.weight / total }))
}

/** One prize, drawn with the weights: a uniform ticket in [0, total) falls in one prize's band. */
export const drawPrize = (prizes: ReadonlyArray<Prize>, draw: Draw): Prize => {
  const total = prizes.reduce((s, p) => s + p.weight, 0)
  let ticket = draw(total)
  for (const prize of prizes) {
    if (ticket < prize.weight) return prize
    ticket -= prize.weight
  }
  throw new Error(`ticket out of range (${total})`)
}

export interface Play {
  readonly day: string
  readonly box: number
  readonly prize: Prize
  readonly reward: RewardRow | null
  readonly playedAt: number
}

export class DailyGameError extends Error {
  constructor(
    readonly code: "PLAYED_TODAY" | "BAD_BOX",
    message: string,
  ) {
    super(message)
    this.name = "DailyGameError"
  }
}

export const todaysPlay = async (db: Db, config: RewardsConfig, userId: number, now: number): Promise<Play | null> => {
  const day = londonDay(now)
  const [row] = await db.select().from(dailyGamePlays).where(and(eq(dailyGamePlays.userId, userId), eq(dailyGamePlays.day, day)))
  if (!row) return null
  const prize = config.daily_game.prizes.find((p) => p.key === row.prizeKey) ?? { key: row.prizeKey, kind: null, amount: 0, weight: 0 }
  const [reward] = row.rewardId === null ? [] : await db.select().from(userRewards).where(eq(userRewards.id, row.rewardId))
  return { day, box: row.box, prize, reward: reward ?? null, playedAt: row.playedAt.getTime() }
}

/** Plays today's game: draws the prize, grants it, records the play; PLAYED_TODAY if it was played. */
export const playDailyGame = async (db: Db, config: RewardsConfig, userId: number, box: number, draw: Draw, now: number): Promise<Play> => {
  if (!Number.isInteger(box) || box < 0 || box >= config.daily_game.boxes) throw new DailyGameError("BAD_BOX", `box must be 0 to ${config.daily_game.boxes - 1}`)
  const day = londonDay(now)
  const prize = drawPrize(config.daily_game.prizes, draw)
  const played = await db
    .transaction(async (tx) => {
      const t = tx as unknown as Db
      // The play is claimed first: a second device's play for the same day conflicts here and
      // rolls back before any prize is granted.
      const [play] = await tx.insert(dailyGamePlays).values({ userId, day, box, prizeKey: prize.key, rewardId: null, playedAt: new Date(now) }).onConflictDoNothing().returning({ id: dailyGamePlays.id })
      if (!play) return null
      const reward = prize.kind === null ? null : await grantPrize(t, userId, prize, config.daily_game.prize_valid_days, now)
      if (reward) await tx.update(dailyGamePlays).set({ rewardId: reward.id }).where(eq(dailyGamePlays.id, play.id))
      return { day, box, prize, reward, playedAt: now }
    })
  if (!played) throw new DailyGameError("PLAYED_TODAY", "the daily game was played today")
  return played
}
