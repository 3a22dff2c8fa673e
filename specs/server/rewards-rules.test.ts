/**
 * Rewards rules on a real database (server/domain/rewards): each offer's rule grants once and only
 * when met, over random sequences of bets, spins and referrals (fast-check, checked against a
 * model after every step); claiming twice pays once (one voucher, one ledger grant, the ledger
 * still nets to zero); expiry removes a reward (no progress, no claim). The daily game: once a day
 * per bettor even when two devices play at once, a new play the next London day, and the stated
 * prize odds hold over a seeded million draws. PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
 */
import { and, eq } from "drizzle-orm"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { bonusGrants, rewardProgress, userRewards, vouchers } from "../../server/db/schema.js"
import { drawPrize, playDailyGame, prizeOdds, seededDraw, DailyGameError } from "../../server/domain/rewards/daily-game.js"
import { betQualifies, DAY_MS, loadRewardsConfig, londonDay, type Offer, type PlacedBetFact } from "../../server/domain/rewards/offers.js"
import { claimReward, optIn, recordActivity, recordBet, recordBets, rewardsOf, RewardError } from "../../server/domain/rewards/service.js"
import { newFundedUser } from "./betting-support.js"
import { ledgerTotal, migratedDatabase } from "./suite-database.js"
import { databaseTargets, TEST_NOW } from "./support.js"

const config = loadRewardsConfig()
const offer = (id: number): Offer => config.offers.find((o) => o.id === id)!
const FOOTBALL_10_AT_EVENS = offer(101)
const SPINS_50 = offer(102)
const RACING_THREE = offer(103)
const BET_20_GET_10 = offer(105)
const REFERRAL = offer(106)

describe("bet rules (pure)", () => {
  const rule = FOOTBALL_10_AT_EVENS.rule as Extract<Offer["rule"], { type: "bet" }>
  const bet = (over: Partial<PlacedBetFact>): PlacedBetFact => ({ betId: 1, cashStake: 1000, sports: ["football"], price: 2, ...over })
  it.each([
    ["£10 on football at evens", bet({}), true],
    ["£9.99 is short", bet({ cashStake: 999 }), false],
    ["at 1.99 is short of evens", bet({ price: 1.99 }), false],
    ["a leg on tennis", bet({ sports: ["football", "tennis"] }), false],
    ["a starting-price bet has no price yet", bet({ price: null }), false],
    ["an acca of football legs at 3.5", bet({ sports: ["football", "football"], price: 3.5 }), true],
    ["a free bet's stake does not count", bet({ cashStake: 0 }), false],
  ])("%s", (_, fact, expected) => expect(betQualifies(rule, fact)).toBe(expected))
})

describe.each(databaseTargets())("rewards rules on $name", (target) => {
  const suite = migratedDatabase(target)

  it("property: each rule grants once and only when met, over random bets, spins and referrals", async () => {
    const step = fc.oneof(
      fc.record({ t: fc.constant("bet" as const), stake: fc.constantFrom(0, 500, 999, 1000, 2000, 5000), price: fc.constantFrom(null, 1.2, 1.5, 1.99, 2, 4.5), sport: fc.constantFrom("football", "horseracing", "tennis"), repeat: fc.boolean() }),
      fc.record({ t: fc.constant("spins" as const), n: fc.integer({ min: 1, max: 30 }), repeat: fc.boolean() }),
      fc.record({ t: fc.constant("referral" as const), repeat: fc.boolean() }),
      fc.record({ t: fc.constant("time" as const), days: fc.integer({ min: 0, max: 4 }) }),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), fc.subarray([101, 102, 103, 104, 105, 106], { minLength: 1 }), async (steps, optedIds) => {
        const db = suite.db
        const { userId } = await newFundedUser(db, 0)
        let now = TEST_NOW
        for (const id of optedIds) await optIn(db, userId, offer(id), now)
        // The model: per offer, the refs counted, and whether it was earned before expiry.
        const model = new Map(optedIds.map((id) => [id, { counted: new Set<string>(), earnedAt: null as number | null, expiresAt: TEST_NOW + offer(id).valid_days * DAY_MS }]))
        let betId = 0
        let spinId = 0
        let referralId = 0
        let lastBet: PlacedBetFact | null = null
        let lastSpins: string[] = []
        let lastReferral: string | null = null
        for (const s of steps) {
          if (s.t === "time") {
            now += s.days * DAY_MS
            continue
          }
          const refs: Array<{ ref: string; qualifies: (o: Offer) => boolean }> = []
          if (s.t === "bet") {
            const fact: PlacedBetFact = s.repeat && lastBet ? lastBet : { betId: ++betId, cashStake: s.stake, sports: [s.sport], price: s.price }
            lastBet = fact
            await recordBet(db, config, userId, fact, now)
            refs.push({ ref: `bet:${fact.betId}`, qualifies: (o) => o.rule.type === "bet" && betQualifies(o.rule, fact) })
          } else if (s.t === "spins") {
            const ids = s.repeat && lastSpins.length > 0 ? lastSpins : Array.from({ length: s.n }, () => `r${++spinId}`)
            lastSpins = ids
            await recordActivity(db, config, userId, "spins", ids, now)
            for (const id of ids) refs.push({ ref: `spin:${id}`, qualifies: (o) => o.rule.type === "spins" })
          } else {
            const friend: string = s.repeat && lastReferral ? lastReferral : `f${++referralId}`
            lastReferral = friend
            await recordActivity(db, config, userId, "referral", [friend], now)
            refs.push({ ref: `referral:${friend}`, qualifies: (o) => o.rule.type === "referral" })
          }
          for (const [id, m] of model) {
            const o = offer(id)
            for (const { ref, qualifies } of refs) {
              if (m.earnedAt !== null || now >= m.expiresAt || !qualifies(o) || m.counted.has(ref)) continue
              m.counted.add(ref)
              if (m.counted.size >= o.rule.count) m.earnedAt = now
            }
          }
          // After every step the database agrees with the model.
          const rows = await rewardsOf(db, userId, now)
          for (const [id, m] of model) {
            const row = rows.find((r) => r.offerId === id)!
            const expected = m.earnedAt !== null ? (now >= m.expiresAt ? "expired" : "earned") : now >= m.expiresAt ? "expired" : "opted_in"
            expect(row.status, `offer ${id}`).toBe(expected)
            expect(row.progress, `offer ${id}`).toBe(m.counted.size)
            expect(row.progress).toBeLessThanOrEqual(row.target)
          }
        }
        // Claim everything twice: an earned reward pays once, anything else refuses.
        for (const [id, m] of model) {
          const row = (await rewardsOf(db, userId, now)).find((r) => r.offerId === id)!
          for (let i = 0; i < 2; i++) {
            if (row.status === "earned") {
              const { reward, paid } = await claimReward(db, userId, row.id, now)
              expect(reward.status).toBe("claimed")
              expect(paid).toBe(i === 0)
            } else {
              await expect(claimReward(db, userId, row.id, now)).rejects.toBeInstanceOf(RewardError)
            }
          }
          void m
        }
        const free = await db.select().from(vouchers).where(eq(vouchers.userId, userId))
        const grants = await db.select().from(bonusGrants).where(eq(bonusGrants.userId, userId))
        const claimed = (await rewardsOf(db, userId, now)).filter((r) => r.status === "claimed")
        expect(free.length).toBe(claimed.filter((r) => r.kind === "free_bet").length)
        expect(grants.length).toBe(claimed.filter((r) => ["credit", "odds_boost", "bet_x_get_y", "referral"].includes(r.kind)).length)
        expect(await ledgerTotal(db)).toBe(0)
      }),
      { numRuns: target.name === "pglite" ? 25 : 15 },
    )
  }, 240_000)

  it("bet £10 on football at evens: opt in, bet, earned; claim pays a £5 voucher once", async () => {
    const db = suite.db
    const { userId } = await newFundedUser(db, 0)
    // A qualifying bet before opting in does not count.
    const { reward } = await optIn(db, userId, FOOTBALL_10_AT_EVENS, TEST_NOW)
    expect(reward.status).toBe("opted_in")
    expect((await optIn(db, userId, FOOTBALL_10_AT_EVENS, TEST_NOW)).created).toBe(false)
    expect(await recordBet(db, config, userId, { betId: 900001, cashStake: 1000, sports: ["football"], price: 1.8 }, TEST_NOW)).toEqual([])
    const [earned] = await recordBet(db, config, userId, { betId: 900002, cashStake: 1000, sports: ["football"], price: 2.1 }, TEST_NOW)
    expect(earned!.status).toBe("earned")
    const first = await claimReward(db, userId, reward.id, TEST_NOW + 1000)
    const second = await claimReward(db, userId, reward.id, TEST_NOW + 2000)
    expect(first.paid).toBe(true)
    expect(second.paid).toBe(false)
    expect(second.reward.claimRef).toBe(first.reward.claimRef)
    const free = await db.select().from(vouchers).where(eq(vouchers.userId, userId))
    expect(free.map((v) => v.amount)).toEqual([500])
    expect(first.reward.claimRef).toBe(`voucher:${free[0]!.id}`)
  })

  it("a placement of several bets: each qualifying bet counts once, a reward earned by one is not counted again, each moved reward comes back once", async () => {
    const db = suite.db
    const { userId } = await newFundedUser(db, 0)
    const racing = (await optIn(db, userId, RACING_THREE, TEST_NOW)).reward
    const football = (await optIn(db, userId, FOOTBALL_10_AT_EVENS, TEST_NOW)).reward
    const race = (betId: number): PlacedBetFact => ({ betId, cashStake: 500, sports: ["horseracing"], price: 5 })
    const match = (betId: number): PlacedBetFact => ({ betId, cashStake: 1000, sports: ["football"], price: 2.1 })
    // Two races and two qualifying football bets in one placement: racing 2 of 3, football earned by the first.
    const moved = await recordBets(db, config, userId, [race(930001), match(930002), race(930003), match(930004)], TEST_NOW)
    expect(moved.map((r) => [r.id, r.status, r.progress]).sort()).toEqual([[racing.id, "opted_in", 2], [football.id, "earned", 1]].sort())
    const progress = await db.select().from(rewardProgress).where(eq(rewardProgress.rewardId, football.id))
    expect(progress.map((p) => p.ref)).toEqual(["bet:930002"])
    // The same placement told again (a retry) counts nothing more.
    expect(await recordBets(db, config, userId, [race(930001), race(930003)], TEST_NOW)).toEqual([])
    const [third] = await recordBets(db, config, userId, [race(930005)], TEST_NOW)
    expect([third!.id, third!.status, third!.progress]).toEqual([racing.id, "earned", 3])
  })

  it("claims racing at once from two requests pay once", async () => {
    const db = suite.db
    const { userId } = await newFundedUser(db, 0)
    const { reward } = await optIn(db, userId, RACING_THREE, TEST_NOW)
    for (let i = 0; i < 3; i++) await recordBet(db, config, userId, { betId: 910000 + i, cashStake: 500, sports: ["horseracing"], price: 5 }, TEST_NOW)
    const results = await Promise.allSettled([claimReward(db, userId, reward.id, TEST_NOW), claimReward(db, userId, reward.id, TEST_NOW)])
    const paid = results.filter((r) => r.status === "fulfilled" && r.value.paid).length
    expect(paid).toBe(1)
    const grants = await db.select().from(bonusGrants).where(eq(bonusGrants.userId, userId))
    expect(grants.map((g) => [g.kind, g.amount])).toEqual([["bonus", 300]])
    expect(await ledgerTotal(db)).toBe(0)
  })

  it("expiry removes: past its days an opted-in reward expires, stops counting and cannot be claimed; an earned one too", async () => {
    const db = suite.db
    const { userId } = await newFundedUser(db, 0)
    const a = (await optIn(db, userId, BET_20_GET_10, TEST_NOW)).reward
    const b = (await optIn(db, userId, REFERRAL, TEST_NOW)).reward
    await recordActivity(db, config, userId, "referral", ["friend-1"], TEST_NOW)
    const late = TEST_NOW + 31 * DAY_MS
    expect(await recordBet(db, config, userId, { betId: 920001, cashStake: 5000, sports: ["football"], price: 3 }, late)).toEqual([])
    const rows = await rewardsOf(db, userId, late)
    expect(rows.find((r) => r.id === a.id)!.status).toBe("expired")
    expect(rows.find((r) => r.id === b.id)!.status).toBe("expired")
    await expect(claimReward(db, userId, b.id, late)).rejects.toMatchObject({ code: "EXPIRED" })
    const [progress] = await db.select().from(rewardProgress).where(eq(rewardProgress.rewardId, a.id))
    expect(progress).toBeUndefined()
    // Just before expiry the earned referral could have been claimed.
    const { userId: other } = await newFundedUser(db, 0)
    const c = (await optIn(db, other, REFERRAL, TEST_NOW)).reward
    await recordActivity(db, config, other, "referral", ["friend-2"], TEST_NOW)
    expect((await claimReward(db, other, c.id, TEST_NOW + 30 * DAY_MS - 1)).paid).toBe(true)
  })

  it("spins: 50 rounds earn 10 free spins; a round counted twice counts once", async () => {
    const db = suite.db
    const { userId } = await newFundedUser(db, 0)
    const { reward } = await optIn(db, userId, SPINS_50, TEST_NOW)
    const rounds = Array.from({ length: 49 }, (_, i) => `round-${i}`)
    await recordActivity(db, config, userId, "spins", rounds, TEST_NOW)
    await recordActivity(db, config, userId, "spins", rounds.slice(0, 10), TEST_NOW)
    let [row] = await db.select().from(userRewards).where(eq(userRewards.id, reward.id))
    expect([row!.status, row!.progress]).toEqual(["opted_in", 49])
    await recordActivity(db, config, userId, "spins", ["round-49", "round-50"], TEST_NOW)
    ;[row] = await db.select().from(userRewards).where(eq(userRewards.id, reward.id))
    expect([row!.status, row!.progress]).toEqual(["earned", 50])
    const claimed = await claimReward(db, userId, reward.id, TEST_NOW)
    expect(claimed.reward.claimRef).toBe("spins")
  })

  it("daily game: once a day per bettor, even from two devices at once; again the next London day", async () => {
    const db = suite.db
    const { userId } = await newFundedUser(db, 0)
    const draw = seededDraw(42)
    const plays = await Promise.allSettled([playDailyGame(db, config, userId, 0, draw, TEST_NOW), playDailyGame(db, config, userId, 2, draw, TEST_NOW + 1)])
    expect(plays.filter((p) => p.status === "fulfilled").length).toBe(1)
    const refused = plays.find((p) => p.status === "rejected") as PromiseRejectedResult
    expect(refused.reason).toBeInstanceOf(DailyGameError)
    expect(refused.reason.code).toBe("PLAYED_TODAY")
    // Later the same London day: still refused. London midnight: a new day.
    const endOfDay = Date.UTC(2026, 10, 22, 23, 59, 59)
    expect(londonDay(endOfDay)).toBe(londonDay(TEST_NOW))
    await expect(playDailyGame(db, config, userId, 1, draw, endOfDay)).rejects.toMatchObject({ code: "PLAYED_TODAY" })
    const next = await playDailyGame(db, config, userId, 1, draw, endOfDay + 1000)
    expect(next.day).toBe("2026-11-23")
    // A prize lands as an earned reward.
    for (let d = 2; d < 12; d++) {
      const play = await playDailyGame(db, config, userId, 0, draw, TEST_NOW + d * DAY_MS)
      if (play.prize.kind === null) expect(play.reward).toBeNull()
      else expect([play.reward!.status, play.reward!.kind, play.reward!.amount]).toEqual(["earned", play.prize.kind, play.prize.amount])
    }
    await expect(playDailyGame(db, config, userId, 3, draw, TEST_NOW + 20 * DAY_MS)).rejects.toMatchObject({ code: "BAD_BOX" })
  })
})

describe("daily game odds", () => {
  it("over a seeded million draws each prize comes up at its stated odds", () => {
    const prizes = config.daily_game.prizes
    const draw = seededDraw(20261125)
    const N = 1_000_000
    const counts = new Map<string, number>()
    for (let i = 0; i < N; i++) {
      const key = drawPrize(prizes, draw).key
      counts.set(key, (counts.get(key) ?? 0) + 1)
    }
    for (const { prize, probability } of prizeOdds(prizes)) {
      const observed = (counts.get(prize.key) ?? 0) / N
      // Five standard errors: a correct draw fails this about once in 3.5 million runs.
      const tolerance = 5 * Math.sqrt((probability * (1 - probability)) / N)
      expect(Math.abs(observed - probability), `${prize.key}: ${observed} vs ${probability}`).toBeLessThan(tolerance)
    }
    expect(prizeOdds(prizes).reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 12)
  })

  it("the ticket bands cover every ticket exactly once", () => {
    const prizes = config.daily_game.prizes
    const total = prizes.reduce((s, p) => s + p.weight, 0)
    const seen = new Map<string, number>()
    for (let t = 0; t < total; t++) {
      const key = drawPrize(prizes, () => t).key
      seen.set(key, (seen.get(key) ?? 0) + 1)
    }
    for (const p of prizes) expect(seen.get(p.key)).toBe(p.weight)
    expect(() => drawPrize(prizes, () => total)).toThrow()
  })
})
