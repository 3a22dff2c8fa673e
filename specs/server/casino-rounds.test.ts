/**
 * Casino rounds on the ledger (PGlite, and PostgreSQL with TEST_DATABASE_URL): random rounds across
 * every game, some crashing between the stake and the result, some retried with the same round id,
 * blackjack hands played, repeated and abandoned, sweeps racing the player's own completion. After
 * every run the ledger nets to zero, no round is left open, every one-shot round settled exactly
 * once (one ledger transaction carrying its stake and its win), and each balance equals the
 * opening deposit − everything staked + everything returned.
 */
import fc from "fast-check"
import { eq, inArray, like } from "drizzle-orm"
import { describe, expect, it } from "vitest"
import { casinoRounds, ledgerTransactions } from "../../server/db/schema.js"
import { allowedActions } from "../../server/domain/casino/games/blackjack.js"
import { CasinoError } from "../../server/domain/casino/decide.js"
import { actOnRound, completeOpenRounds, fairnessOf, roundOf, startRound } from "../../server/domain/casino/rounds.js"
import { verifyRound } from "../../server/domain/casino/verify.js"
import { balanceOfAccount } from "../../server/domain/ledger/postings.js"
import { newFundedUser } from "./betting-support.js"
import { databaseTargets, TEST_NOW } from "./support.js"
import { ledgerTotal, migratedDatabase } from "./suite-database.js"
import type { BlackjackState } from "../../server/domain/casino/games/blackjack.js"

const GAMES = ["gem-lines", "tiger-ways", "crown-jackpot", "european-roulette", "blackjack", "lucky-scratch"] as const
const STAKES: Record<(typeof GAMES)[number], number[]> = {
  "gem-lines": [20, 100, 500],
  "tiger-ways": [25, 100, 500],
  "crown-jackpot": [10, 100, 500],
  "european-roulette": [10, 100, 1000],
  blackjack: [100, 500, 2000],
  "lucky-scratch": [100, 500, 1000],
}
const OPENING = 20_000
let ids = 0

const Command = fc.record({
  game: fc.constantFrom(...GAMES),
  stake: fc.nat({ max: 2 }),
  crash: fc.boolean(),
  retry: fc.boolean(),
  choices: fc.array(fc.nat({ max: 5 }), { maxLength: 8 }),
  abandon: fc.boolean(),
})

describe.each(databaseTargets())("casino rounds on the ledger on $name", (target) => {
  const database = migratedDatabase(target)

  it("random rounds with crashes between stake and result keep the ledger at zero and settle every round exactly once", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(Command, { minLength: 10, maxLength: 30 }), async (commands) => {
        const db = database.db
        const { userId, cash } = await newFundedUser(db, OPENING)
        let now = TEST_NOW
        const roundIds: string[] = []
        for (const cmd of commands) {
          now += 1_000
          const roundId = `prop-${process.pid}-${ids++}-round`
          const stake = STAKES[cmd.game][cmd.stake]!
          const request = cmd.game === "european-roulette" ? { roundId, gameId: cmd.game, bets: [{ type: "red", numbers: [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36], stake }, { type: "straight", numbers: [17], stake: 10 }] } : { roundId, gameId: cmd.game, stake }
          try {
            await startRound(db, userId, request, now, { crashBeforeSettling: cmd.crash })
            roundIds.push(roundId)
          } catch (e) {
            if (e instanceof CasinoError && e.code === "INSUFFICIENT_FUNDS") continue
            if (!(e instanceof Error && e.message.startsWith("simulated crash"))) throw e
            roundIds.push(roundId)
            // The player returns: their round is completed and shown, while a sweep races it.
            const [shown] = await Promise.all([roundOf(db, userId, roundId, now), completeOpenRounds(db, now, null)])
            expect(["settled", "void"]).toContain(shown.state)
          }
          if (cmd.retry) {
            const again = await startRound(db, userId, request, now)
            expect(again.round_id).toBe(roundId)
            expect(again.state).not.toBe("open")
          }
          if (cmd.game === "blackjack") {
            let round = await roundOf(db, userId, roundId, now)
            for (const choice of cmd.choices) {
              if (round.state !== "in_play") break
              const [row] = await db.select().from(casinoRounds).where(eq(casinoRounds.id, roundId))
              const table = (row!.outcome as { table: BlackjackState }).table
              const actions = allowedActions(table)
              const action = actions[choice % actions.length]!
              try {
                round = await actOnRound(db, userId, roundId, action, round.next_step, now)
                // A repeated step answers the round as it is and moves no money.
                const replay = await actOnRound(db, userId, roundId, action, round.next_step - 1, now)
                expect(replay.next_step).toBe(round.next_step)
              } catch (e) {
                if (!(e instanceof CasinoError && e.code === "INSUFFICIENT_FUNDS")) throw e
                break
              }
            }
            if (!cmd.abandon) {
              while (round.state === "in_play") round = await actOnRound(db, userId, roundId, round.outcome.kind === "blackjack" && round.outcome.phase === "insurance" ? "no_insurance" : "stand", round.next_step, now)
            }
          }
        }
        await completeOpenRounds(db, now, null)

        expect(await ledgerTotal(db)).toBe(0)
        const rows = roundIds.length ? await db.select().from(casinoRounds).where(inArray(casinoRounds.id, roundIds)) : []
        expect(rows.filter((r) => r.state === "open")).toEqual([])
        let expected = OPENING
        for (const r of rows) {
          const keys = await db.select({ key: ledgerTransactions.idempotencyKey }).from(ledgerTransactions).where(like(ledgerTransactions.idempotencyKey, `casino:round:${r.id}%`))
          if (r.gameId === "blackjack") {
            expect(keys.length).toBeLessThanOrEqual(r.steps + 1)
            expect(keys.map((k) => k.key)).toContain(`casino:round:${r.id}:0`)
          } else {
            expect(keys.length).toBe(r.state === "settled" ? 1 : 0)
          }
          if (r.state !== "void") expected += r.returned - r.totalStaked
        }
        expect(await balanceOfAccount(db, cash.id)).toBe(expected)
        expect(expected).toBeGreaterThanOrEqual(0)
      }),
      { numRuns: target.name === "pglite" ? 6 : 20 },
    )
  }, 240_000)

  it("the same round id with other details is refused; a settled round reveals its seed and the verifier replays it", async () => {
    const db = database.db
    const { userId } = await newFundedUser(db, OPENING)
    const before = await fairnessOf(db, userId, TEST_NOW)
    const round = await startRound(db, userId, { roundId: "verify-round-0001", gameId: "gem-lines", stake: 100 }, TEST_NOW)
    await expect(startRound(db, userId, { roundId: "verify-round-0001", gameId: "gem-lines", stake: 500 }, TEST_NOW)).rejects.toThrow(CasinoError)
    expect(round.server_seed_hash).toBe(before.server_seed_hash)
    expect(round.server_seed).not.toBeNull()
    const replayed = verifyRound({ game_id: "gem-lines", server_seed: round.server_seed!, client_seed: round.client_seed, nonce: round.nonce, stake: 100 })
    expect(replayed.outcome).toEqual(round.outcome)
    expect(replayed.returned).toBe(round.returned - round.jackpot_won)
    const after = await fairnessOf(db, userId, TEST_NOW)
    expect(after.server_seed_hash).not.toBe(before.server_seed_hash)
    expect(after.nonce).toBe(before.nonce + 1)
  })

  it("a blackjack hand with a split, on a forced shoe: stakes and payout on the ledger, the hole card hidden until the end", async () => {
    const db = database.db
    const { userId, cash } = await newFundedUser(db, OPENING)
    const c = (rank: number, suit = 0) => suit * 13 + rank - 1
    const round = await startRound(db, userId, { roundId: "split-round-0001", gameId: "blackjack", stake: 100 }, TEST_NOW, { forcedShoe: [c(8), c(10), c(8, 1), c(7), c(3), c(10), c(10, 2)] })
    expect(round.state).toBe("in_play")
    expect(round.outcome.kind === "blackjack" && round.outcome.dealer.length).toBe(1)
    expect(round.server_seed).toBeNull()
    const split = await actOnRound(db, userId, round.round_id, "split", 1, TEST_NOW)
    const doubled = await actOnRound(db, userId, round.round_id, "double", 2, TEST_NOW)
    const done = await actOnRound(db, userId, round.round_id, "stand", 3, TEST_NOW)
    expect(split.total_staked).toBe(200)
    expect(doubled.total_staked).toBe(300)
    expect(done.state).toBe("settled")
    expect(done.returned).toBe(600)
    expect(await balanceOfAccount(db, cash.id)).toBe(OPENING + 300)
    await expect(actOnRound(db, userId, round.round_id, "hit", 4, TEST_NOW)).rejects.toThrow(CasinoError)
  })
})
