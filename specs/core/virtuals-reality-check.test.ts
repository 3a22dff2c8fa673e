/**
 * The virtuals reality check (spec §2.10, §4 "Reality check", §9 storage), with the session's net
 * position (issue 17), on the simulated clock: no real waiting.
 */
import { describe, expect, it } from "vitest"
import { selectActiveModals } from "../../core/app/selectors.js"
import type { AppState } from "../../core/app/state.js"
import type { BetReceipt } from "../../core/model/betslip.js"
import type { User } from "../../core/model/user.js"
import { FIRST_VIRTUALS_BET_KEY, selectRealityCheck, VIRTUALS_SESSION_END_KEY } from "../../core/virtuals/index.js"
import { aSiteConfig, appStarted, aUser, harness, T0 } from "./harness.js"

const MINUTE = 60_000

const loggedIn = (user: Partial<User> = {}) => {
  const h = harness()
  h.send(appStarted({ storedToken: "tok" }))
  h.send({ _tag: "SiteConfigLoaded", requestId: "r", config: aSiteConfig() })
  h.send({ _tag: "ConfigsLoaded", requestId: "r", configs: { countries: [] } })
  h.send({ _tag: "SessionOpened", requestId: "r", via: "refresh", token: "tok", user: aUser({ session_expires_at: T0 + 24 * 60 * MINUTE, ...user }) })
  return h
}

const receipt = (id: number, display: "virtual" | "home_and_away", stake = 200, over: Partial<BetReceipt> = {}): BetReceipt => ({
  id, name: "Bet", type: "single", stake, status: "open", outcome: null, potential: 600, created_at: T0, boosted: false,
  each_way: false, number_of_bets: 1, payout_type: "cash", voucher: null, credit_amount: 0, cash_winnings: null, credit_winnings: null,
  cashout_amount: null, cashout_delay: null, cashout_status: null, cashout_success: null, best_odds_guaranteed_additional_amount: null,
  returns_info_text: null, bet_legs: [{ game_display_type: display } as unknown as BetReceipt["bet_legs"][number]],
  ...over,
})

const placed = (...receipts: BetReceipt[]) => ({ _tag: "BetsPlaced" as const, requestId: "place", receipts })
const names = (h: { store: { getState(): AppState } }) => selectActiveModals(h.store.getState()).map((m) => m.name)
const persisted = (cmds: ReadonlyArray<{ _tag: string }>) => cmds.filter((c): c is { _tag: "Persist"; key: string; value: string | null } => c._tag === "Persist").map((c) => [c.key, c.value])
const tracked = (cmds: ReadonlyArray<{ _tag: string }>) => cmds.flatMap((c) => (c._tag === "Track" ? [(c as unknown as { event: { name: string; properties: unknown } }).event] : []))

describe("virtuals reality check (spec §4)", () => {
  it("a receipt with a virtual leg stores the first-placed time and the session end (now + interval); a sports receipt does not", () => {
    const h = loggedIn({ reality_check_interval: 20 * 60 })
    expect(persisted(h.send(placed(receipt(1, "home_and_away"))))).toEqual([])
    h.advance(MINUTE)
    const at = h.now()
    expect(persisted(h.send(placed(receipt(2, "virtual"))))).toEqual([[FIRST_VIRTUALS_BET_KEY, String(at)], [VIRTUALS_SESSION_END_KEY, String(at + 20 * MINUTE)]])
    h.advance(2 * MINUTE)
    // Both are set once: a later virtual receipt changes neither.
    expect(persisted(h.send(placed(receipt(3, "virtual"))))).toEqual([])
  })

  it("when the session end passes, the dialog opens with reality_check_shown and the session length in seconds; 'Stay logged in' sets a new end", () => {
    const h = loggedIn({ reality_check_interval: 10 * 60 })
    h.send(placed(receipt(1, "virtual")))
    const start = h.now()
    // Keep playing: a virtual bet every 4 minutes keeps the 5-minute inactivity timer from clearing the session.
    h.advance(4 * MINUTE)
    h.send(placed(receipt(2, "virtual")))
    h.advance(4 * MINUTE)
    h.send(placed(receipt(3, "virtual")))
    const before = h.advance(2 * MINUTE - 1)
    expect(names(h)).toEqual([])
    expect(tracked(before)).toEqual([])
    const shown = h.advance(1)
    expect(names(h)).toEqual(["RealityCheck"])
    expect(selectActiveModals(h.store.getState())[0]).toMatchObject({ closable: false, props: { firstPlacedAt: start, intervalSeconds: 600 } })
    expect(tracked(shown)).toEqual([{ name: "reality_check_shown", properties: { session_length: 600 } }])
    const stay = h.send({ _tag: "RealityCheckContinued" })
    expect(names(h)).toEqual([])
    expect(persisted(stay)).toEqual([[VIRTUALS_SESSION_END_KEY, String(h.now() + 10 * MINUTE)]])
  })

  it("5 minutes without a virtual bet receipt clears both stored values, so no dialog comes", () => {
    const h = loggedIn({ reality_check_interval: 10 * 60 })
    h.send(placed(receipt(1, "virtual")))
    const cleared = h.advance(5 * MINUTE)
    expect(persisted(cleared)).toEqual([[FIRST_VIRTUALS_BET_KEY, null], [VIRTUALS_SESSION_END_KEY, null]])
    h.advance(30 * MINUTE)
    expect(names(h)).toEqual([])
  })

  it("at start a stored end in the past is cleared; one in the future is kept and fires when due", () => {
    const h = loggedIn()
    expect(persisted(h.send({ _tag: "VirtualsSessionRestored", firstPlacedAt: T0 - 50 * MINUTE, sessionEndAt: T0 - MINUTE }))).toEqual([[FIRST_VIRTUALS_BET_KEY, null], [VIRTUALS_SESSION_END_KEY, null]])
    const g = loggedIn()
    g.send({ _tag: "VirtualsSessionRestored", firstPlacedAt: T0 - 50 * MINUTE, sessionEndAt: T0 + 10 * MINUTE })
    g.advance(10 * MINUTE)
    expect(names(g)).toEqual(["RealityCheck"])
  })

  it("changing the interval re-bases an existing end", () => {
    const h = loggedIn({ reality_check_interval: 60 * 60 })
    h.send(placed(receipt(1, "virtual")))
    const at = h.now()
    const cmds = h.send({ _tag: "UserPushed", user: aUser({ session_expires_at: T0 + 24 * 60 * MINUTE, reality_check_interval: 30 * 60 }) })
    expect(persisted(cmds)).toEqual([[VIRTUALS_SESSION_END_KEY, String(at + 30 * MINUTE)]])
    expect(h.timers().get("virtuals-reality-check")).toBe(at + 30 * MINUTE)
  })

  it("the net position is what the session's virtual bets returned less what they staked", () => {
    const h = loggedIn()
    h.send(placed(receipt(1, "virtual", 200), receipt(2, "virtual", 300), receipt(3, "home_and_away", 1000)))
    expect(selectRealityCheck(h.store.getState()).net).toBe(-500)
    h.send({ _tag: "BetPushed", bet: receipt(1, "virtual", 200, { status: "settled", outcome: "won", cash_winnings: 640 }) })
    expect(selectRealityCheck(h.store.getState()).net).toBe(140)
  })

  it("logged out there is no reality check: virtual receipts start nothing", () => {
    const h = harness()
    h.send(appStarted())
    expect(persisted(h.send(placed(receipt(1, "virtual"))))).toEqual([])
  })
})
