/**
 * The live blackjack table: two players at one shared-dealer table see the same deal and the same
 * result over the socket; a double moves its extra stake; a hand left undecided stands when the
 * decision window ends; every seat settles exactly once and the ledger nets to zero
 * (PGlite, and PostgreSQL with TEST_DATABASE_URL).
 */
import { like } from "drizzle-orm"
import { describe, expect, it } from "vitest"
import { ledgerTransactions } from "../../server/db/schema.js"
import { startSession } from "../../server/domain/accounts/sessions.js"
import { handTotal } from "../../server/domain/casino/games/blackjack.js"
import { seedHash } from "../../server/domain/casino/games/random.js"
import { balanceOfAccount } from "../../server/domain/ledger/postings.js"
import { newFundedUser } from "./betting-support.js"
import { casinoTablePlayers, PushRecorder } from "./socket-support.js"
import { databaseTargets, eventually, publicMessage } from "./support.js"
import { suiteServer } from "./suite-server.js"
import { ledgerTotal } from "./suite-database.js"

const TABLE = "live-blackjack"
// Amounts on the wire are decimal (£1 = 1); the ledger counts minor units.
// Windows wide enough for a loaded two-core CI machine (the full suite runs two workers at once).
const DECISION_MS = 3_000

describe.each(databaseTargets())("the live blackjack table on $name", (target) => {
  const t = suiteServer(target, { liveCasino: { bettingMs: 6_000, decisionMs: DECISION_MS, showMs: 300, spinMs: 300 } })
  const { join } = casinoTablePlayers(() => t.api().baseUrl, TABLE, "blackjack_table")

  const player = async () => {
    const funded = await newFundedUser(t.server.db, 10_000)
    const { token } = await startSession(t.server.db, funded.userId, t.clock(), 3_600_000)
    return { ...funded, token }
  }

  // A round can go from betting straight to its result (the dealer peeks a blackjack, or every
  // seat has a natural): the look for its deal then meets the result, which is kept here for the
  // look for the result (it used to be dropped, and that look then met the next round: null).
  const resultsMet = new Map<PushRecorder, { round: number }>()
  const phaseOf = async (pushes: PushRecorder, round: number, phase: string) => {
    const met = resultsMet.get(pushes)
    if (phase === "result" && met?.round === round) {
      resultsMet.delete(pushes)
      return met
    }
    for (;;) {
      const view = await pushes.next("blackjack_table", 10_000)
      if (view.round === round && view.phase === phase) return view
      if (view.round === round && phase === "playing" && view.phase === "result") {
        resultsMet.set(pushes, view)
        return null
      }
      if (view.round > round) return null
    }
  }

  it("two players see the same deal and result; a double and a timed-out stand settle once each; the ledger nets to zero", async () => {
    const a = await player()
    const b = await player()
    const pushesA = await join()
    const pushesB = await join()
    const open = await eventually(async () => {
      const view = (await t.api().call("GET", `/api/v0/casino/live/${TABLE}`)).body
      return view.phase === "betting" && view.closes_at - view.server_time > 2_000 ? view : undefined
    }, 10_000, "a betting window")
    expect(open.server_seed).toBeNull()
    expect(open.dealer).toEqual([])

    const betA = `lbj-a-${open.round}-${a.userId}`
    const betB = `lbj-b-${open.round}-${b.userId}`
    const seatA = await t.api().call("POST", `/api/v0/casino/live/${TABLE}/hands`, { token: a.token, body: { bet_id: betA, round: open.round, stake: 1 } })
    const seatB = await t.api().call("POST", `/api/v0/casino/live/${TABLE}/hands`, { token: b.token, body: { bet_id: betB, round: open.round, stake: 2 } })
    expect(seatA.body).toMatchObject({ state: "in_play" })
    expect(seatA.status).toBe(201)
    expect(seatB.body).toMatchObject({ state: "in_play" })
    expect(seatB.status).toBe(201)
    expect(seatA.body.state).toBe("in_play")
    // The same bet id again is the same seat, not a second stake.
    const again = await t.api().call("POST", `/api/v0/casino/live/${TABLE}/hands`, { token: a.token, body: { bet_id: betA, round: open.round, stake: 1 } })
    expect(again.status).toBe(201)
    const second = await t.api().call("POST", `/api/v0/casino/live/${TABLE}/hands`, { token: a.token, body: { bet_id: `${betA}-x`, round: open.round, stake: 1 } })
    expect(second.status).toBe(422)

    // The deal: both players see the same up card and the same seats.
    const [dealtA, dealtB] = await Promise.all([phaseOf(pushesA, open.round, "playing"), phaseOf(pushesB, open.round, "playing")])
    let doubled = false
    if (dealtA && dealtB) {
      expect(dealtA.dealer).toEqual(dealtB.dealer)
      expect(dealtA.dealer).toHaveLength(1)
      expect(dealtA.seats.map((s: { cards: number[] }) => s.cards)).toEqual(dealtB.seats.map((s: { cards: number[] }) => s.cards))
      const mine = dealtA.seats.find((s: { round_id: string }) => s.round_id === betA)
      if (mine.actions.includes("double")) {
        const decided = await t.api().call("POST", `/api/v0/casino/live/${TABLE}/decisions`, { token: a.token, body: { bet_id: betA, round: open.round, action: "double" } })
        expect(decided.status).toBe(200)
        doubled = true
        // B may not act on A's seat.
        const foreign = await t.api().call("POST", `/api/v0/casino/live/${TABLE}/decisions`, { token: b.token, body: { bet_id: betA, round: open.round, action: "hit" } })
        expect(foreign.status).toBe(404)
      }
    }

    const [resultA, resultB] = await Promise.all([phaseOf(pushesA, open.round, "result"), phaseOf(pushesB, open.round, "result")])
    expect(resultA).toEqual({ ...resultB, server_time: resultA.server_time })
    // Provably fair: the revealed seed is the one whose hash every player saw when betting opened.
    expect(seedHash(resultA.server_seed)).toBe(resultA.server_seed_hash)
    const seatOfB = resultA.seats.find((s: { round_id: string }) => s.round_id === betB)
    const seatOfA = resultA.seats.find((s: { round_id: string }) => s.round_id === betA)
    // B never decided: the window ran out and the hand stood on its two cards.
    expect(seatOfB.cards).toHaveLength(2)
    expect(seatOfB.status).toBe("stood")
    // B had a decision open at the deal (no natural, no dealer peek): the timeout decided it.
    if (dealtA) expect(dealtA.seats.find((s: { round_id: string }) => s.round_id === betB).actions.length === 0 || seatOfB.status === "stood").toBe(true)
    if (doubled) {
      expect(seatOfA.cards).toHaveLength(3)
      expect(seatOfA.stake).toBe(2)
    }
    // The dealer stands on every 17 (soft included): drew to 17 or more unless a natural ended it.
    const dealer = handTotal(resultA.dealer)
    if (resultA.dealer.length > 2) {
      expect(dealer.total).toBeGreaterThanOrEqual(17)
      expect(handTotal(resultA.dealer.slice(0, -1)).total).toBeLessThan(17)
    }

    for (const [who, bet, seat] of [[a, betA, seatOfA], [b, betB, seatOfB]] as const) {
      const round = await eventually(async () => {
        const r = (await t.api().call("GET", `/api/v0/casino/rounds/${bet}`, { token: who.token })).body
        return r.state === "settled" ? r : undefined
      })
      expect(round.returned).toBe(seat.returned)
      expect(round.total_staked).toBe(seat.stake)
      expect(round.outcome.dealer).toEqual(resultA.dealer)
      const keys = (await t.server.db.select({ key: ledgerTransactions.idempotencyKey }).from(ledgerTransactions).where(like(ledgerTransactions.idempotencyKey, `casino:round:${bet}:%`))).map((k) => k.key).sort()
      const expected = [`casino:round:${bet}:0`, ...(bet === betA && doubled ? [`casino:round:${bet}:double`] : []), ...(seat.returned > 0 ? [`casino:round:${bet}:1`] : [])]
      expect(keys).toEqual(expected.sort())
      expect(await balanceOfAccount(t.server.db, who.cash.id)).toBe(10_000 - Math.round(seat.stake * 100) + Math.round(seat.returned * 100))
    }
    expect(await ledgerTotal(t.server.db)).toBe(0)

    // Decisions after the round are refused with a message.
    const late = await t.api().call("POST", `/api/v0/casino/live/${TABLE}/decisions`, { token: b.token, body: { bet_id: betB, round: open.round, action: "hit" } })
    expect([404, 422]).toContain(late.status)
    expect(late.body.public_message).toBe(publicMessage(late.status === 404 ? "casino.round_not_found" : "casino.action_not_allowed"))
  }, 40_000)
})
