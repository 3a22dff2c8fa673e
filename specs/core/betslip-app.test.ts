/**
 * The betslip wired into the app (core/betslip/reduce.ts through core/app/update): random sequences
 * of what a bettor does (adds, removes, stakes, quick stakes, each-way, start price, bet types,
 * vouchers, bonus, acknowledgements, place taps), what the world does (price pushes, suspensions,
 * stale pushes) and what the server answers (betslip syncs, current or stale; placements, ODDSCHANGED,
 * other failures; the debounce timer), with the invariants of spec §4/§5 checked after every step.
 */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { Call, Command } from "../../core/app/commands.js"
import type { AppEvent } from "../../core/app/events.js"
import type { AppState } from "../../core/app/state.js"
import { update } from "../../core/app/update.js"
import { placeBetsRequest } from "../../core/betslip/placement.js"
import { canPlace, PLACE_DEBOUNCE_MS, PLACE_DEBOUNCE_TIMER } from "../../core/betslip/reduce.js"
import { maxStakeFor, SINGLE } from "../../core/betslip/rules.js"
import { selectBetslipTotals, selectBetslipView, slipBets, slipTotals } from "../../core/betslip/selectors.js"
import { slipProblems } from "../../core/betslip/validity.js"
import { CONTRACT_IDS, loggedIn, newWorld, price, receiptsFor, serverSlip, type Selection } from "./betslip-world.js"
import { T0 } from "./harness.js"

type Target = number | null
type Action =
  | { readonly k: "toggle" | "remove" | "startPrice"; readonly c: number }
  | { readonly k: "clear" | "useBonus" | "accept" | "timer" | "dismiss" | "keep" }
  | { readonly k: "stake"; readonly t: Target; readonly text: string }
  | { readonly k: "quick"; readonly t: Target; readonly i: number }
  | { readonly k: "eachWay"; readonly t: Target }
  | { readonly k: "betType"; readonly type: string }
  | { readonly k: "voucher"; readonly t: Target; readonly v: number | null }
  | { readonly k: "place"; readonly key: boolean; readonly taps: number }
  | { readonly k: "push"; readonly c: number; readonly num: number; readonly status: string; readonly market: "open" | "halted" | "closed"; readonly stale: boolean }
  | { readonly k: "answerSync"; readonly which: "latest" | "oldest" }
  | { readonly k: "answerPlace"; readonly outcome: "placed" | "oddsChanged" | "failed" }

const contract = fc.constantFrom(...CONTRACT_IDS, 999)
const target: fc.Arbitrary<Target> = fc.oneof(fc.constant(null), contract)
const stakeText = fc.oneof(
  fc.constantFrom("", "abc", "0", "0.05", "0.1", "1", "2.5", "10", "25.999", "1,000", "-5", "1e3", " 7.25 ", ".5", "99999999999"),
  fc.integer({ min: 0, max: 2_000_000 }).map((n) => (n / 100).toFixed(2)),
  fc.string({ maxLength: 6 }),
)
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ k: fc.constant("toggle" as const), c: contract }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constantFrom("remove" as const, "startPrice" as const), c: contract }) },
  { weight: 3, arbitrary: fc.record({ k: fc.constantFrom("clear" as const, "useBonus" as const, "accept" as const, "timer" as const, "dismiss" as const, "keep" as const) }) },
  { weight: 5, arbitrary: fc.record({ k: fc.constant("stake" as const), t: target, text: stakeText }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant("quick" as const), t: target, i: fc.integer({ min: -1, max: 3 }) }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant("eachWay" as const), t: target }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant("betType" as const), type: fc.constantFrom("single", "accumulator", "double", "trixie", "yankee") }) },
  { weight: 3, arbitrary: fc.record({ k: fc.constant("voucher" as const), t: target, v: fc.constantFrom(1, 2, 3, null) }) },
  { weight: 4, arbitrary: fc.record({ k: fc.constant("place" as const), key: fc.boolean(), taps: fc.integer({ min: 1, max: 3 }) }) },
  {
    weight: 4,
    arbitrary: fc.record({
      k: fc.constant("push" as const), c: contract, num: fc.integer({ min: 1, max: 12 }),
      status: fc.constantFrom("open", "open", "open", "halted", "void", "new"), market: fc.constantFrom("open" as const, "open" as const, "halted" as const, "closed" as const), stale: fc.boolean(),
    }),
  },
  { weight: 6, arbitrary: fc.record({ k: fc.constant("answerSync" as const), which: fc.constantFrom("latest" as const, "latest" as const, "oldest" as const) }) },
  { weight: 3, arbitrary: fc.record({ k: fc.constant("answerPlace" as const), outcome: fc.constantFrom("placed" as const, "oddsChanged" as const, "failed" as const) }) },
)

type PlaceCall = Extract<Call, { endpoint: "placeBets" }>
type SyncCall = Extract<Call, { endpoint: "syncBetslip" }>

/** Runs a sequence, checking every invariant after every step. */
const run = (actions: ReadonlyArray<Action>): void => {
  const world = newWorld()
  let s: AppState = loggedIn(world)
  let at = T0 + 10
  const syncs: SyncCall[] = []
  const placements: PlaceCall[] = []
  let lastPlaceAt = -Infinity
  let placeAnsweredSinceLast = true
  const keys = new Set<string>()

  const step = (e: AppEvent): ReadonlyArray<Command> => {
    const before = s
    const [next, commands] = update(s, e)
    s = next
    for (const c of commands) {
      if (c._tag === "Call" && c.endpoint === "syncBetslip") syncs.push(c)
      if (c._tag === "Call" && c.endpoint === "placeBets") {
        // An invalid slip never emits a place call; the body is the slip's as the bettor saw it.
        expect(slipProblems(before.betslip.slip)).toEqual([])
        expect(canPlace(before.betslip)).toBe(true)
        expect(c.input.request).toEqual(placeBetsRequest(before.betslip.slip))
        // Never twice for one debounced tap, never while one is in flight; each placement its own key.
        expect(at - lastPlaceAt).toBeGreaterThanOrEqual(PLACE_DEBOUNCE_MS)
        expect(placeAnsweredSinceLast).toBe(true)
        expect(keys.has(c.input.idempotencyKey)).toBe(false)
        keys.add(c.input.idempotencyKey)
        lastPlaceAt = at
        placeAnsweredSinceLast = false
        placements.push(c)
      }
    }
    check(s)
    return commands
  }

  const check = (state: AppState): void => {
    const slip = state.betslip.slip
    const n = slip.all_contracts.length
    for (const leg of slip.all_contracts) {
      // No stake above its clamp (spec §4), none below 0.
      expect(leg.stake).toBeGreaterThanOrEqual(0)
      expect(leg.stake).toBeLessThanOrEqual(maxStakeFor(leg))
      // Start price only while available; vouchers only ones the server offers.
      if (leg.applied_start_price) expect(leg.start_price_available).toBe(true)
      if (leg.applied_voucher !== null) expect(slip.vouchers.some((v) => v.id === leg.applied_voucher!.id)).toBe(true)
    }
    // The type always agrees with the leg count.
    if (n < 2) {
      expect(slip.type).toBe(SINGLE)
      expect(slip.accumulator_applied_voucher).toBeNull()
    }
    if (n === 0) expect(slip.selected_bet_type).toBeNull()
    if (slip.accumulator_applied_voucher !== null) {
      expect(slip.accumulator_available_vouchers.some((v) => v.id === slip.accumulator_applied_voucher!.id)).toBe(true)
    }
    // Every leg is a pick; picks not on the slip are the ones still syncing.
    for (const leg of slip.all_contracts) expect(state.betslip.contractIds).toContain(leg.id)
    // The slip's totals are the sums of its bets, and its bets are the bets/place body's.
    const bets = slipBets(slip)
    const totals = slipTotals(slip)
    expect(totals.totalStake).toBe(bets.reduce((a, b) => a + b.totalStake, 0))
    const request = placeBetsRequest(slip)
    expect(bets.map((b) => b.stakePerBet)).toEqual(request.bets.map((b) => b.stake))
    const view = selectBetslipView(state)
    expect(view.bet.totalStake).toBe(totals.totalStake)
    expect(selectBetslipTotals(state).potentialReturns).toBe(totals.potentialReturns)
    for (const r of [totals.potentialReturns, ...bets.map((b) => b.potentialReturns)]) if (r !== null) expect(Number.isSafeInteger(r)).toBe(true)
    expect(view.validity.valid).toBe(slipProblems(slip).length === 0)
    expect(state.betslip.receiptShown).toBe(state.betslip.ui.receipts.length > 0)
  }

  const tick = (ms = 50) => (at += ms)

  for (const a of actions) {
    tick()
    switch (a.k) {
      case "toggle":
        step({ _tag: "SelectionToggled", at, contractId: a.c })
        break
      case "remove":
        step({ _tag: "BetslipLegRemoved", at, contractId: a.c })
        break
      case "startPrice":
        step({ _tag: "StartPriceToggled", at, contractId: a.c })
        break
      case "clear":
        step({ _tag: "BetslipCleared", at })
        break
      case "useBonus": {
        const before = s.betslip.slip
        step({ _tag: "UseBonusToggled", at })
        // No voucher survives the changes that clear it (spec §4).
        if (before.use_bonus !== s.betslip.slip.use_bonus) {
          expect(s.betslip.slip.accumulator_applied_voucher).toBeNull()
          for (const leg of s.betslip.slip.all_contracts) expect(leg.applied_voucher).toBeNull()
        }
        break
      }
      case "accept":
        step({ _tag: "OddsChangesAccepted", at })
        expect(s.betslip.slip.all_contracts.every((l) => l.price_change_direction === "none")).toBe(true)
        break
      case "timer":
        tick(PLACE_DEBOUNCE_MS)
        step({ _tag: "TimerFired", at, id: PLACE_DEBOUNCE_TIMER })
        break
      case "dismiss":
        step({ _tag: "ReceiptDismissed", at })
        break
      case "keep":
        step({ _tag: "SelectionsKept", at })
        break
      case "stake":
        step({ _tag: "StakeEntered", at, contractId: a.t, text: a.text })
        break
      case "quick":
        step({ _tag: "QuickStakeChosen", at, contractId: a.t, index: a.i })
        break
      case "eachWay":
        step({ _tag: "EachWayToggled", at, contractId: a.t })
        break
      case "betType": {
        const before = s.betslip.slip
        step({ _tag: "BetTypeChosen", at, betType: a.type })
        const after = s.betslip.slip
        if (before.type !== after.type || before.selected_bet_type !== after.selected_bet_type) {
          expect(after.accumulator_applied_voucher).toBeNull()
          for (const leg of after.all_contracts) expect(leg.applied_voucher).toBeNull()
        }
        break
      }
      case "voucher":
        step({ _tag: "VoucherChosen", at, contractId: a.t, voucherId: a.v })
        break
      case "place": {
        // A burst of taps inside one debounce window (a double click).
        const sentBefore = placements.length
        for (let i = 0; i < a.taps; i++) {
          step({ _tag: "BetPlacementRequested", at, ...(a.key ? { idempotencyKey: `key-${at}-${i}` } : {}) })
          tick(40)
        }
        expect(placements.length - sentBefore).toBeLessThanOrEqual(1)
        break
      }
      case "push": {
        const sel = world.get(a.c)
        if (!sel) break
        const legBefore = s.betslip.slip.all_contracts.find((l) => l.id === sel.id)
        if (!a.stale) {
          sel.seq += 1
          sel.num = a.num
          sel.status = a.status
          sel.marketStatus = a.market
        }
        step({
          _tag: "MarketsPushed", at,
          markets: [{
            id: sel.marketId, match_id: sel.matchId, seq: a.stale ? Math.max(0, sel.seq - 1) : sel.seq, status: a.stale ? "closed" : sel.marketStatus,
            contracts: [{ id: sel.id, status: a.stale ? "void" : sel.status, prices: sel.spOnly ? null : price(a.stale ? 99 : sel.num) }], sent_at: at,
          }],
        })
        if (a.stale) {
          // A push older than what the catalogue holds changes nothing on the slip: the leg keeps
          // the status and price the last real push gave it (void included), not the stale void
          // and 99/1 this one carries.
          const leg = s.betslip.slip.all_contracts.find((l) => l.id === sel.id)
          if (leg && legBefore) {
            expect(leg.status).toBe(legBefore.status)
            expect(leg.prices).toEqual(legBefore.prices)
          }
        }
        break
      }
      case "answerSync": {
        const c = a.which === "latest" ? syncs.pop() : syncs.shift()
        if (!c) break
        step({ _tag: "BetslipSynced", at, requestId: c.requestId, betslip: serverSlip(c.input.contractIds, world) })
        if (a.which === "latest") syncs.length = 0
        break
      }
      case "answerPlace": {
        const c = placements.pop()
        if (!c) break
        placements.length = 0
        placeAnsweredSinceLast = true
        if (a.outcome === "placed") {
          const legsBefore = s.betslip.slip.all_contracts.length
          step({ _tag: "BetsPlaced", at, requestId: c.requestId, receipts: receiptsFor(c.input.request.bets.length, at) })
          expect(s.betslip.ui.receipts.length).toBe(c.input.request.bets.length)
          expect(s.betslip.slip.all_contracts.length).toBeLessThanOrEqual(legsBefore)
        } else if (a.outcome === "oddsChanged") {
          // The server checks prices only on legs not at the starting price (docs/api.md).
          const leg = s.betslip.slip.all_contracts.find((l) => !l.applied_start_price && l.prices !== null)
          step({
            _tag: "RequestFailed", at, requestId: c.requestId, endpoint: "placeBets", method: "POST", path: "/v1/bets/place", status: 409, reason: "http",
            error: { message_key: "ODDSCHANGED", message: "Prices moved", leg_id: leg ? [leg.leg_id] : [], new_prices: leg ? [price(11, 2)] : [] }, detail: "",
          })
          // The listed leg moved (unless it already stood there), and the slip asks for acknowledgement before placing again.
          if (leg && leg.initial_prices?.fractional !== "11/2") {
            expect(s.betslip.slip.all_contracts.find((l) => l.id === leg.id)!.prices).toEqual(price(11, 2))
            expect(selectBetslipView(s).oddsChanged).toBe(true)
            expect(canPlace(s.betslip)).toBe(false)
          }
        } else {
          step({
            _tag: "RequestFailed", at, requestId: c.requestId, endpoint: "placeBets", method: "POST", path: "/v1/bets/place", status: 422, reason: "http",
            error: { message_key: "INSUFFICIENT_FUNDS", public_message: "Balance too low" }, detail: "",
          })
        }
        expect(s.betslip.ui.loading).toBe(false)
        break
      }
    }
  }
}

describe("the wired betslip (property, every step checked)", () => {
  it("random bettors, worlds and server answers keep every §4/§5 invariant", () => {
    fc.assert(fc.property(fc.array(action, { minLength: 1, maxLength: 60 }), (actions) => run(actions)), { numRuns: 1000 })
  })

  it("a leg a real push voided stays void through a stale push (the property's counterexample, seed 879739724)", () => {
    run([
      { k: "toggle", c: 104 },
      { k: "push", c: 104, num: 1, status: "void", market: "open", stale: false },
      { k: "answerSync", which: "latest" },
      { k: "push", c: 104, num: 1, status: "open", market: "open", stale: true },
      { k: "answerSync", which: "latest" },
    ])
  })

  it("a slip with legs, stakes and a burst of place taps sends one placement per debounce window", () => {
    const busy: fc.Arbitrary<ReadonlyArray<Action>> = fc.array(fc.oneof(
      fc.record({ k: fc.constant("toggle" as const), c: fc.constantFrom(101, 103, 105, 106) }),
      fc.record({ k: fc.constant("answerSync" as const), which: fc.constant("latest" as const) }),
      fc.record({ k: fc.constant("place" as const), key: fc.boolean(), taps: fc.integer({ min: 1, max: 4 }) }),
      fc.record({ k: fc.constant("answerPlace" as const), outcome: fc.constantFrom("placed" as const, "oddsChanged" as const, "failed" as const) }),
      fc.record({ k: fc.constantFrom("timer" as const, "accept" as const, "keep" as const) }),
    ), { minLength: 1, maxLength: 40 })
    fc.assert(fc.property(busy, (actions) => run(actions)), { numRuns: 1000 })
  })
})

describe("the wired betslip (examples)", () => {
  const at = T0 + 100
  const answerLatest = (s: AppState, cmds: ReadonlyArray<Command>, world: Map<number, Selection>, t: number): AppState => {
    const c = [...cmds].reverse().find((x): x is SyncCall => x._tag === "Call" && x.endpoint === "syncBetslip")!
    return update(s, { _tag: "BetslipSynced", at: t, requestId: c.requestId, betslip: serverSlip(c.input.contractIds, world) })[0]
  }

  it("adding a selection syncs the picks (v1 body by default) and the new leg takes the default stake", () => {
    const world = newWorld()
    const s0 = loggedIn(world)
    const [s1, cmds] = update(s0, { _tag: "SelectionToggled", at, contractId: 101 })
    expect(cmds).toContainEqual(expect.objectContaining({ _tag: "Call", endpoint: "syncBetslip", input: { v2: false, contractIds: [101] }, token: "tok" }))
    expect(s1.betslip.ui.pendingContractIds).toEqual([101])
    const s2 = answerLatest(s1, cmds, world, at + 1)
    expect(s2.betslip.slip.all_contracts.map((l) => [l.id, l.stake])).toEqual([[101, 500]])
    expect(s2.betslip.ui.syncing).toBe(false)
  })

  it("the special brand's default stake is 100 and its quick stakes 100/250/500 (spec §9)", () => {
    const world = newWorld()
    const s0 = loggedIn(world, "apostas")
    expect(s0.betslip.ui.defaultStake).toBe(10_000)
    expect(s0.betslip.ui.stakeOptions).toEqual([10_000, 25_000, 50_000])
    expect(loggedIn(world).betslip.ui.stakeOptions).toEqual([500, 2_500, 10_000])
  })

  it("a stake typed above the leg's max bet is clamped to max_bet minus its voucher (spec §4)", () => {
    const world = newWorld()
    let [s, cmds] = update(loggedIn(world), { _tag: "SelectionToggled", at, contractId: 102 })
    s = answerLatest(s, cmds, world, at + 1)
    ;[s] = update(s, { _tag: "VoucherChosen", at: at + 2, contractId: 102, voucherId: 1 })
    ;[s, cmds] = update(s, { _tag: "StakeEntered", at: at + 3, contractId: 102, text: "1,000.999" })
    expect(s.betslip.slip.all_contracts[0]!.stake).toBe(2_000 - 100)
    expect(cmds).toContainEqual(expect.objectContaining({ _tag: "Persist", key: "stakes" }))
  })

  it("a visitor who taps place is sent to log in, and no bet is placed", () => {
    const world = newWorld()
    const s0 = { ...loggedIn(world) }
    const visitor: AppState = { ...s0, session: { ...s0.session, token: null, user: null } }
    let [s, cmds] = update(visitor, { _tag: "SelectionToggled", at, contractId: 103 })
    s = answerLatest(s, cmds, world, at + 1)
    ;[, cmds] = update(s, { _tag: "BetPlacementRequested", at: at + 2 })
    expect(cmds.some((c) => c._tag === "Call")).toBe(false)
    expect(cmds).toContainEqual(expect.objectContaining({ _tag: "Navigate", to: "/login?redirect=%2F" }))
  })

  it("the betslip deep link fills the slip with its stakes and kind (spec §4)", () => {
    const world = newWorld()
    let [s, cmds] = update(loggedIn(world), { _tag: "LocationChanged", at, location: { path: "/sports", search: "?btype=single&bid=103,105&bstake=7,2.5,3" } })
    expect(cmds).toContainEqual(expect.objectContaining({ endpoint: "syncBetslip", input: { v2: false, contractIds: [103, 105] } }))
    s = answerLatest(s, cmds, world, at + 1)
    expect(s.betslip.slip.type).toBe("single")
    expect(s.betslip.slip.accumulator_stake).toBe(700)
    expect(s.betslip.slip.all_contracts.map((l) => l.stake)).toEqual([250, 300])
    // The same link again (a re-render, a back navigation) does not add twice.
    expect(update(s, { _tag: "LocationChanged", at: at + 2, location: { path: "/sports", search: "?btype=single&bid=103,105&bstake=7,2.5,3" } })[1]).toEqual([])
  })

  it("BETBUILDERV2 sends the v2 body", () => {
    const world = newWorld()
    const s0 = loggedIn(world)
    const flagged: AppState = { ...s0, flags: { ...s0.flags, fromQuery: { BETBUILDERV2: true } } }
    const [, cmds] = update(flagged, { _tag: "SelectionToggled", at, contractId: 104 })
    expect(cmds).toContainEqual(expect.objectContaining({ endpoint: "syncBetslip", input: { v2: true, contractIds: [104] } }))
  })

  it("a price push moves the leg's price and direction and requires acknowledgement; a suspension makes it unavailable", () => {
    const world = newWorld()
    let [s, cmds] = update(loggedIn(world), { _tag: "SelectionToggled", at, contractId: 103 })
    s = answerLatest(s, cmds, world, at + 1)
    ;[s] = update(s, { _tag: "MarketsPushed", at: at + 2, markets: [{ id: 502, match_id: 9001, seq: 1, status: "open", contracts: [{ id: 103, status: "open", prices: price(5) }], sent_at: at }] })
    let view = selectBetslipView(s)
    expect(view.legs[0]).toMatchObject({ price: "6.00", previousPrice: "4.00", direction: "up", availability: "available" })
    expect(view.validity).toMatchObject({ valid: false, reason: "OddsChanged" })
    ;[s] = update(s, { _tag: "OddsChangesAccepted", at: at + 3 })
    expect(selectBetslipView(s).validity.valid).toBe(true)
    ;[s] = update(s, { _tag: "MarketsPushed", at: at + 4, markets: [{ id: 502, match_id: 9001, seq: 2, status: "halted", contracts: [{ id: 103, status: "open", prices: price(5) }], sent_at: at }] })
    view = selectBetslipView(s)
    expect(view.legs[0]).toMatchObject({ availability: "suspended" })
    expect(view.validity).toMatchObject({ valid: false, reason: "ContractUnavailable" })
  })

  it("potential returns come from the bet type's price: stake per bet × price, integer minor units", () => {
    const world = newWorld()
    let s = loggedIn(world)
    for (const id of [103, 105, 106]) {
      const [next, cmds] = update(s, { _tag: "SelectionToggled", at, contractId: id })
      s = answerLatest(next, cmds, world, at + 1)
    }
    ;[s] = update(s, { _tag: "BetTypeChosen", at: at + 2, betType: "trixie" })
    ;[s] = update(s, { _tag: "StakeEntered", at: at + 3, contractId: null, text: "1.50" })
    const trixie = s.betslip.slip.bet_types.find((b) => b.type === "trixie")!
    const [num, den] = trixie.prices!.fractional.split("/").map(Number)
    const totals = selectBetslipTotals(s)
    expect(totals.numberOfBets).toBe(4)
    expect(totals.totalStake).toBe(600)
    expect(totals.potentialReturns).toBe(Math.floor((150 * (num! + den!)) / den!))
  })
})
