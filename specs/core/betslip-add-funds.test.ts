/**
 * AddFunds from the betslip (issue 13; core/betslip/add-funds.ts): pressing Place with a cash stake
 * over what the bettor can stake (cash, plus bonus money with use_bonus) opens AddFunds with the
 * shortfall and sends no bets/place; anything the balances cover is placed as before. When core's
 * balance was stale, the server's INSUFFICIENT_FUNDS answer opens the same dialog (error catalogue).
 */
import { describe, expect, it } from "vitest"
import type { Call, Command } from "../../core/app/commands.js"
import type { AppState } from "../../core/app/state.js"
import { update } from "../../core/app/update.js"
import { loggedIn, newWorld, serverSlip } from "./betslip-world.js"
import { T0 } from "./harness.js"

const at = T0 + 10_000

type SyncCall = Extract<Call, { endpoint: "syncBetslip" }>

/** A logged-in bettor with contract 104 (max bet 50.00) on the slip, staking `stake` with these balances. */
const slipWith = (o: { stake: number; cash: number; bonus?: number; depositBonus?: number; useBonus?: boolean; voucher?: { id: number; amount: number } }): AppState => {
  const world = newWorld()
  let [s, cmds] = update(loggedIn(world), { _tag: "SelectionToggled", at, contractId: 104 })
  const sync = [...cmds].reverse().find((c): c is SyncCall => c._tag === "Call" && c.endpoint === "syncBetslip")!
  ;[s] = update(s, { _tag: "BetslipSynced", at: at + 1, requestId: sync.requestId, betslip: serverSlip(sync.input.contractIds, world) })
  const account = s.wallet.account!
  const legs = s.betslip.slip.all_contracts.map((l) => ({ ...l, stake: o.stake, applied_voucher: o.voucher ?? null }))
  return {
    ...s,
    wallet: { ...s.wallet, account: { ...account, balance: o.cash, bonus: o.bonus ?? 0, deposit_bonus: o.depositBonus ?? 0 } },
    betslip: { ...s.betslip, slip: { ...s.betslip.slip, all_contracts: legs, use_bonus: o.useBonus ?? false } },
  }
}

const placeCalls = (cmds: ReadonlyArray<Command>) => cmds.filter((c) => c._tag === "Call" && c.endpoint === "placeBets")
const addFunds = (s: AppState) => s.modals.other.filter((m) => m.name === "AddFunds")

type Row = readonly [name: string, slip: Parameters<typeof slipWith>[0], shortfall: null | { stake: number; available: number; shortfall: number }]

const rows: ReadonlyArray<Row> = [
  ["a stake the cash covers is placed", { stake: 1000, cash: 2500 }, null],
  ["a stake equal to the cash is placed", { stake: 1000, cash: 1000 }, null],
  ["a stake over the cash opens AddFunds with the shortfall, and nothing is placed", { stake: 1000, cash: 500 }, { stake: 1000, available: 500, shortfall: 500 }],
  ["with no money at all, the whole stake is missing", { stake: 250, cash: 0 }, { stake: 250, available: 0, shortfall: 250 }],
  ["'Use my bonus first': cash and every bonus balance together cover the stake", { stake: 1000, cash: 500, bonus: 300, depositBonus: 200, useBonus: true }, null],
  ["'Use my bonus first' still short: the shortfall counts the bonus money", { stake: 1000, cash: 200, bonus: 300, useBonus: true }, { stake: 1000, available: 500, shortfall: 500 }],
  ["without use_bonus, bonus money does not count (the server stakes cash only)", { stake: 1000, cash: 500, bonus: 5000 }, { stake: 1000, available: 500, shortfall: 500 }],
  ["a free bet is staked on top and costs no cash", { stake: 500, cash: 500, voucher: { id: 1, amount: 100 } }, null],
]

describe("AddFunds from the betslip when the stake is over the balance (issue 13)", () => {
  it.each(rows.map((r) => [r[0], r] as const))("%s", (_name, [, slip, shortfall]) => {
    const [s, cmds] = update(slipWith(slip), { _tag: "BetPlacementRequested", at: at + 2 })
    if (shortfall === null) {
      expect(placeCalls(cmds)).toHaveLength(1)
      expect(addFunds(s)).toEqual([])
      return
    }
    expect(placeCalls(cmds)).toEqual([])
    expect(s.betslip.placing).toBeNull()
    expect(s.betslip.ui.loading).toBe(false)
    expect(addFunds(s).map((m) => m.props)).toEqual([{ ...shortfall, currency: "gbp" }])
  })

  it("the server's INSUFFICIENT_FUNDS answer to bets/place (a stale balance) opens AddFunds with its words, and the slip can be placed again", () => {
    const [placing, cmds] = update(slipWith({ stake: 1000, cash: 2500 }), { _tag: "BetPlacementRequested", at: at + 2 })
    const call = placeCalls(cmds)[0] as Call
    const [s] = update(placing, {
      _tag: "RequestFailed", at: at + 3, requestId: call.requestId, endpoint: "placeBets", method: "POST", path: "/v1/bets/place", status: 422, reason: "http",
      error: { message_key: "INSUFFICIENT_FUNDS", message: "Balance too low", public_message: "Your balance is too low for this bet." }, detail: "",
    })
    expect(addFunds(s).map((m) => m.props)).toEqual([{ message: "Your balance is too low for this bet." }])
    expect(s.snackbars.filter((b) => b.type === "error")).toEqual([])
    expect(s.betslip.placing).toBeNull()
  })
})
