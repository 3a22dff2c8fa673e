/**
 * The cash-out flow on the simulated clock (core/bets/cashout.ts): offer shown → the bettor
 * confirms all or part → the request is in flight for the bet's cashout_delay → success (snackbar;
 * the balance follows by the user push) / a new offer to confirm again / unavailable; and a request
 * that never answers stops waiting and refreshes the lists.
 */
import { describe, expect, it } from "vitest"
import { CASHOUT_ANSWER_GRACE_MS, cashoutTimerId, clampPart, minimumPart, partAmount } from "../../core/bets/cashout.js"
import { selectBetCard } from "../../core/bets/selectors.js"
import type { BetReceipt } from "../../core/model/betslip.js"
import type { CashoutResult } from "../../core/model/bets.js"
import { aBet } from "../support/bets-fixtures.js"
import { aUser, appStarted, harness, type Harness } from "./harness.js"

const setup = (bet: BetReceipt = aBet()): Harness => {
  const h = harness()
  h.send(appStarted({ storedToken: "tok" }))
  h.send({ _tag: "SessionOpened", requestId: "r", via: "refresh", token: "tok", user: aUser() })
  h.send({ _tag: "BetsViewOpened", list: "open" })
  const c = lastCall(h)
  h.send({ _tag: "BetsPageLoaded", requestId: c.requestId, list: "open", before: null, page: { bets: [bet], next_before: null } })
  return h
}

function lastCall(h: Harness, endpoint = "getBets") {
  const found = [...h.commands].reverse().find((c) => c._tag === "Call" && c.endpoint === endpoint)
  if (!found || found._tag !== "Call") throw new Error(`no ${endpoint} call`)
  return found
}

const cashout = (h: Harness) => selectBetCard(41)(h.store.getState())!.cashout
const snackbars = (h: Harness) => h.store.getState().snackbars.map((s) => (s.title._tag === "Message" ? [s.title.id, s.title.values ?? {}] : [s.title.text]))
const answer = (h: Harness, result: CashoutResult, bet: BetReceipt, paid = 0) => {
  const c = lastCall(h, "cashoutBet")
  return h.send({ _tag: "CashoutAnswered", requestId: c.requestId, betId: 41, response: { result, bet, paid } })
}

describe("cash-out flow", () => {
  it("full cash-out: offer → confirm → in flight for the delay → paid, with a snackbar", () => {
    const h = setup()
    expect(cashout(h)).toEqual({ _tag: "Offer", amount: "£14.25", fairValue: null })
    h.send({ _tag: "CashoutOpened", betId: 41 })
    expect(cashout(h)).toMatchObject({ _tag: "Confirming", amount: "£14.25", part: null, renewed: false, available: true })
    const sent = h.send({ _tag: "CashoutConfirmed", betId: 41 })
    const c = lastCall(h, "cashoutBet")
    expect(c.input).toEqual({ betId: 41, amount: 1425, stake: null })
    expect(c.token).toBe("tok")
    expect(sent).toContainEqual({ _tag: "StartTimer", id: cashoutTimerId(41), fireAt: h.now() + 3000 + CASHOUT_ANSWER_GRACE_MS })
    expect(cashout(h)).toEqual({ _tag: "Requesting", amount: "£14.25", until: h.now() + 3000 })
    // The server holds the request for the delay; the flow waits, with no answer yet.
    h.advance(3000)
    expect(cashout(h)?._tag).toBe("Requesting")
    const done = answer(h, "success", aBet({ version: 2, status: "settled", outcome: "cashed_out", cashout_success: true, cash_winnings: 1425, cashout_status: null }), 1425)
    expect(done).toContainEqual({ _tag: "CancelTimer", id: cashoutTimerId(41) })
    expect(snackbars(h)).toContainEqual(["bets.cashout.done", { amount: "£14.25" }])
    const card = selectBetCard(41)(h.store.getState())!
    expect([card.state, card.list, card.cashout]).toEqual(["cashedOut", "settled", null])
    // The balance is the user push's: core does not compute it.
    h.send({ _tag: "UserPushed", user: aUser({ account: { ...aUser().account, balance: 101_425 } }) })
    expect(h.store.getState().session.user?.account.balance).toBe(101_425)
  })

  it("the confirm step follows the live offer until the bettor confirms", () => {
    const h = setup()
    h.send({ _tag: "CashoutOpened", betId: 41 })
    h.send({ _tag: "BetPushed", bet: aBet({ version: 2, cashout_amount: 1600 }) })
    expect(cashout(h)).toMatchObject({ _tag: "Confirming", amount: "£16.00" })
    h.send({ _tag: "BetPushed", bet: aBet({ version: 3, cashout_status: "disabled", cashout_amount: null }) })
    expect(cashout(h)).toMatchObject({ _tag: "Confirming", available: false })
    expect(h.send({ _tag: "CashoutConfirmed", betId: 41 }).filter((c) => c._tag === "Call")).toEqual([])
  })

  it("the confirm step shows the fair value of the chosen part beside its offer", () => {
    const h = setup(aBet({ cashout_fair_value: 1500 }))
    expect(cashout(h)).toEqual({ _tag: "Offer", amount: "£14.25", fairValue: "£15.00" })
    h.send({ _tag: "CashoutOpened", betId: 41 })
    expect(cashout(h)).toMatchObject({ _tag: "Confirming", amount: "£14.25", fairValue: "£15.00" })
    h.send({ _tag: "CashoutPartChosen", betId: 41, stake: 500 })
    expect(cashout(h)).toMatchObject({ _tag: "Confirming", amount: "£7.12", fairValue: "£7.50" })
  })

  it("partial cash-out: the chosen part's share of the offer, rounded down", () => {
    const h = setup()
    h.send({ _tag: "CashoutOpened", betId: 41 })
    h.send({ _tag: "CashoutPartChosen", betId: 41, stake: 500 })
    expect(cashout(h)).toMatchObject({ _tag: "Confirming", amount: "£7.12", part: 500, partText: "£5.00", minimum: 100 })
    h.send({ _tag: "CashoutConfirmed", betId: 41 })
    expect(lastCall(h, "cashoutBet").input).toEqual({ betId: 41, amount: 712, stake: 500 })
  })

  it("the price moved during the delay: a new offer to confirm again, on the same part", () => {
    const h = setup()
    h.send({ _tag: "CashoutOpened", betId: 41 })
    h.send({ _tag: "CashoutPartChosen", betId: 41, stake: 500 })
    h.send({ _tag: "CashoutConfirmed", betId: 41 })
    h.advance(3000)
    answer(h, "new_offer", aBet({ version: 2, cashout_amount: 1300 }))
    expect(cashout(h)).toMatchObject({ _tag: "Confirming", amount: "£6.50", part: 500, renewed: true })
    expect(snackbars(h).map((s) => s[0])).not.toContain("bets.cashout.done")
    h.send({ _tag: "CashoutConfirmed", betId: 41 })
    expect(lastCall(h, "cashoutBet").input).toEqual({ betId: 41, amount: 650, stake: 500 })
    // A partial success: the rest of the bet stays open with a smaller stake.
    answer(h, "success", aBet({ version: 3, stake: 500, cashout_amount: 650, potential: 1500 }), 650)
    expect(cashout(h)).toEqual({ _tag: "Offer", amount: "£6.50", fairValue: null })
    expect(snackbars(h)).toContainEqual(["bets.cashout.done", { amount: "£6.50" }])
  })

  it("unavailable: back to no offer, with a snackbar", () => {
    const h = setup()
    h.send({ _tag: "CashoutOpened", betId: 41 })
    h.send({ _tag: "CashoutConfirmed", betId: 41 })
    answer(h, "unavailable", aBet({ version: 2, cashout_status: "unavailable", cashout_amount: null }))
    expect(cashout(h)).toBeNull()
    expect(snackbars(h).map((s) => s[0])).toContain("bets.cashout.unavailable")
  })

  it("a failed request ends the flow (the error catalogue explains) and cancels its timer", () => {
    const h = setup()
    h.send({ _tag: "CashoutOpened", betId: 41 })
    h.send({ _tag: "CashoutConfirmed", betId: 41 })
    const c = lastCall(h, "cashoutBet")
    const out = h.send({ _tag: "RequestFailed", requestId: c.requestId, endpoint: "cashoutBet", method: "POST", path: "/api/v1/bets/41/cashout", status: 500, reason: "http", error: null, detail: "" })
    expect(out).toContainEqual({ _tag: "CancelTimer", id: cashoutTimerId(41) })
    expect(cashout(h)).toEqual({ _tag: "Offer", amount: "£14.25", fairValue: null })
    expect(h.timers().has(cashoutTimerId(41))).toBe(false)
  })

  it("no answer by the delay plus the grace: stop waiting, say so, refresh the list; a late success still counts", () => {
    const h = setup()
    h.send({ _tag: "CashoutOpened", betId: 41 })
    h.send({ _tag: "CashoutConfirmed", betId: 41 })
    const c = lastCall(h, "cashoutBet")
    expect(h.advance(3000 + CASHOUT_ANSWER_GRACE_MS - 1).filter((x) => x._tag === "Call")).toEqual([])
    const fired = h.advance(1)
    expect(fired.filter((x) => x._tag === "Call").map((x) => x._tag === "Call" && x.endpoint)).toEqual(["getBets"])
    expect(snackbars(h).map((s) => s[0])).toContain("bets.cashout.noAnswer")
    expect(cashout(h)?._tag).toBe("Offer")
    h.send({ _tag: "CashoutAnswered", requestId: c.requestId, betId: 41, response: { result: "success", bet: aBet({ version: 2, status: "settled", cashout_success: true, cash_winnings: 1425, cashout_status: null }), paid: 1425 } })
    expect(snackbars(h)).toContainEqual(["bets.cashout.done", { amount: "£14.25" }])
    expect(cashout(h)).toBeNull()
  })

  it("cancelling the confirm step goes back to the offer; a settled bet closes it", () => {
    const h = setup()
    h.send({ _tag: "CashoutOpened", betId: 41 })
    h.send({ _tag: "CashoutCancelled", betId: 41 })
    expect(cashout(h)?._tag).toBe("Offer")
    h.send({ _tag: "CashoutOpened", betId: 41 })
    h.send({ _tag: "BetPushed", bet: aBet({ version: 2, status: "settled", outcome: "lost", cashout_status: null }) })
    expect(h.store.getState().bets.cashouts).toEqual({})
  })

  it("no confirm step for a bet without an offer", () => {
    const h = setup(aBet({ cashout_status: "disabled", cashout_amount: null }))
    h.send({ _tag: "CashoutOpened", betId: 41 })
    expect(cashout(h)).toEqual({ _tag: "Disabled" })
  })
})

describe("the part of the stake (server: a multiple of the bet's lines, 1 to the whole stake)", () => {
  it.each([
    [500, 1000, 1, 500],
    [1000, 1000, 1, null],
    [1200, 1000, 1, null],
    [0, 1000, 1, 1],
    [null, 1000, 1, null],
    [505, 1000, 4, 504],
    [2, 1000, 4, 4],
  ] as const)("part %s of %s over %s lines is %s", (part, stake, lines, expected) => {
    expect(clampPart(part, stake, lines)).toBe(expected)
  })

  it("the minimum part is a tenth of the stake, whole per line", () => {
    expect([minimumPart(1000), minimumPart(1000, 4), minimumPart(5)]).toEqual([100, 100, 1])
    expect(minimumPart(1000, 3)).toBe(102)
  })

  it("a part's amount is its share of the offer, rounded down", () => {
    expect([partAmount(1425, 1000, 500), partAmount(1425, 1000, null), partAmount(1000, 3, 1)]).toEqual([712, 1425, 333])
  })
})
