/** The live roulette table: dealt on a schedule, broadcast to every player at the table, bets paid by the spin (PGlite, and PostgreSQL with TEST_DATABASE_URL). */
import { createHash } from "node:crypto"
import { beforeAll, describe, expect, it } from "vitest"
import { casinoTablePlayers, PushRecorder } from "./socket-support.js"
import { databaseTargets, demoBettorToken, eventually, publicMessage } from "./support.js"
import { suiteServer } from "./suite-server.js"

const REDS = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]

describe.each(databaseTargets())("the live roulette table on $name", (target) => {
  const t = suiteServer(target, { liveCasino: { bettingMs: 1_500, spinMs: 300, showMs: 300 } })
  const { join } = casinoTablePlayers(() => t.api().baseUrl, "live-roulette", "casino_table")
  let token: string
  beforeAll(async () => {
    token = await demoBettorToken(t)
  })

  it("two players at the table see the same rounds and results; a bet in the window is paid by the spin; late bets are refused", async () => {
    const a = await join()
    const b = await join()
    const open = await eventually(async () => {
      const view = (await t.api().call("GET", "/api/v0/casino/live/live-roulette")).body
      return view.phase === "betting" && view.closes_at - view.server_time > 500 ? view : undefined
    }, 10_000, "a betting window")
    const bet = await t.api().call("POST", "/api/v0/casino/live/live-roulette/bets", { token, body: { bet_id: `live-bet-${open.round}`, round: open.round, bets: [{ type: "red", numbers: REDS, stake: 1 }, { type: "straight", numbers: [0], stake: 1 }] } })
    expect(bet.status).toBe(201)
    expect(bet.body.state).toBe("in_play")

    const resultOf = async (pushes: PushRecorder) => {
      for (;;) {
        const view = await pushes.next("casino_table", 10_000)
        if (view.phase === "result" && view.round === open.round) return view
      }
    }
    const [ra, rb] = await Promise.all([resultOf(a), resultOf(b)])
    expect(ra).toMatchObject({ round: rb.round, pocket: rb.pocket, server_seed: rb.server_seed })
    expect(createHash("sha256").update(ra.server_seed).digest("hex")).toBe(open.server_seed_hash)

    const settled = await eventually(async () => {
      const round = (await t.api().call("GET", `/api/v0/casino/rounds/live-bet-${open.round}`, { token })).body
      return round.state === "settled" ? round : undefined
    })
    const expected = (REDS.includes(ra.pocket) ? 2 : 0) + (ra.pocket === 0 ? 36 : 0)
    expect(settled.returned).toBe(expected)
    expect(settled.outcome.pocket).toBe(ra.pocket)

    const late = await t.api().call("POST", "/api/v0/casino/live/live-roulette/bets", { token, body: { bet_id: `live-late-${open.round}`, round: open.round, bets: [{ type: "red", numbers: REDS, stake: 1 }] } })
    expect(late.status).toBe(422)
    expect(late.body.public_message).toBe(publicMessage("casino.table_closed"))
  }, 30_000)
})
