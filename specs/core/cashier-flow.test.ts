/**
 * The cashier area (core/cashier): opening loads the cashier, the withdraw tab starts on the method
 * last deposited with (spec §8 one-method rule), quick amounts and Max fill the amount (spec §2.10),
 * a submit sends one call with an Idempotency-Key (a double click sends one), a deposit continues at
 * the provider's checkout, a withdrawal joins the pending list and a cancel takes it out, refusals
 * show the server's words, the amount is guided by the limits the server gave, and logging out
 * forgets it all. Plus a property: whatever the bettor types, a submit sends at most one call, and
 * only for an amount within the limits.
 */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { parseAmount } from "../../core/cashier/index.js"
import type { Command } from "../../core/kernel/index.js"
import type { CashierInfo, Payment } from "../../core/model/cashier.js"
import { failed, loggedInHarness as loggedIn, type Harness } from "./harness.js"

const info = (over: Partial<CashierInfo> = {}): CashierInfo => ({
  currency: "gbp", deposit_methods: ["card", "paypal", "bank_transfer"], withdrawal_methods: ["card", "bank_transfer"], last_deposit_method: "card",
  min_deposit: 500, max_deposit: 1_000_000, min_withdrawal: 500, quick_amounts: [1000, 2500, 5000, 10000], withdrawable: 4000,
  pending_withdrawals: [], chosen_bonus: null, bonus_used: false, bonus_grants: [], ...over,
})

const payment = (over: Partial<Payment> = {}): Payment => ({
  id: 9, direction: "withdrawal", method: "card", amount: 1000, currency: "gbp", status: "pending", failure_reason: null, instrument: "Visa •••• 4242", created_at: 1, updated_at: 1, ...over,
})


const calls = (cmds: ReadonlyArray<Command>) => cmds.flatMap((c) => (c._tag === "Call" ? [c] : []))
const cashier = (h: Harness) => h.store.getState().cashier

const opened = (tab: "deposit" | "withdraw", over: Partial<CashierInfo> = {}) => {
  const h = loggedIn()
  expect(calls(h.send({ _tag: "CashierOpened", tab })).map((c) => c.endpoint)).toEqual(["getCashier"])
  h.send({ _tag: "CashierLoaded", requestId: "r", info: info(over) })
  return h
}

describe("the cashier flow", () => {
  it("opens on the tab asked for and starts the withdraw tab on the method last deposited with", () => {
    const h = opened("withdraw", { last_deposit_method: "bank_transfer" })
    expect(cashier(h)).toMatchObject({ tab: "withdraw", method: "bank_transfer", flow: { phase: "ready" } })
    h.send({ _tag: "CashierTabChosen", tab: "deposit" })
    expect(cashier(h).method).toBe("bank_transfer")
    expect(opened("deposit", { last_deposit_method: null }).store.getState().cashier.method).toBe("card")
  })

  it("fills the amount from a quick amount and from Max (the withdrawable cash)", () => {
    const h = opened("withdraw")
    h.send({ _tag: "CashierQuickAmountChosen", amount: 2500 })
    expect(cashier(h).amountText).toBe("25")
    h.send({ _tag: "CashierMaxChosen" })
    expect(cashier(h).amountText).toBe("40")
  })

  it("deposits: one call with an Idempotency-Key, a double click sends nothing more, then the provider's checkout", () => {
    const h = opened("deposit")
    h.send({ _tag: "CashierAmountEntered", text: "25" })
    const first = calls(h.send({ _tag: "CashierSubmitted" }))
    expect(first).toHaveLength(1)
    expect(first[0]).toMatchObject({ endpoint: "createDeposit", input: { amount: 2500, method: "card", bonusCode: null } })
    expect((first[0]!.input as { key: string }).key).toMatch(/^c/)
    expect(calls(h.send({ _tag: "CashierSubmitted" }))).toEqual([])
    h.send({ _tag: "DepositCreated", requestId: "r", payment: payment({ direction: "deposit", status: "created" }), checkoutUrl: "/sandbox/checkout/cs_1" })
    expect(cashier(h).flow).toMatchObject({ phase: "checkout", url: "/sandbox/checkout/cs_1" })
  })

  it("withdraws into the pending list, and a cancel takes it out and gives the cash back", () => {
    const h = opened("withdraw")
    h.send({ _tag: "CashierAmountEntered", text: "10.00" })
    expect(calls(h.send({ _tag: "CashierSubmitted" }))[0]).toMatchObject({ endpoint: "createWithdrawal", input: { amount: 1000, method: "card" } })
    h.send({ _tag: "WithdrawalCreated", requestId: "r", payment: payment() })
    expect(cashier(h).info?.pending_withdrawals.map((p) => p.id)).toEqual([9])
    expect(cashier(h).info?.withdrawable).toBe(3000)
    expect(calls(h.send({ _tag: "WithdrawalCancelRequested", id: 9 }))[0]).toMatchObject({ endpoint: "cancelWithdrawal", input: { id: 9 } })
    expect(calls(h.send({ _tag: "WithdrawalCancelRequested", id: 9 }))).toEqual([])
    h.send({ _tag: "WithdrawalCancelled", requestId: "r", payment: payment({ status: "cancelled" }) })
    expect(cashier(h).info?.pending_withdrawals).toEqual([])
    expect(cashier(h).info?.withdrawable).toBe(4000)
    expect(cashier(h).cancelling).toEqual([])
  })

  it("shows the server's words when a withdrawal is refused (PAYMENT_ONE_PAYMENT_METHOD_ALLOWED)", () => {
    const h = opened("withdraw")
    h.send({ _tag: "CashierAmountEntered", text: "10" })
    h.send({ _tag: "CashierSubmitted" })
    h.send(failed("createWithdrawal", 422, { status: 422, public_message: "Invalid payment method.", message: "x", message_key: "PAYMENT_ONE_PAYMENT_METHOD_ALLOWED" }))
    expect(cashier(h).flow).toEqual({ phase: "failed", error: { _tag: "Literal", text: "Invalid payment method." } })
  })

  it.each([
    ["", "empty"],
    ["abc", "invalid"],
    ["4", "below_min"],
    ["40.01", "above_max"],
  ])("does not submit a withdrawal of %j (%s)", (text, _kind) => {
    const h = opened("withdraw")
    h.send({ _tag: "CashierAmountEntered", text })
    expect(calls(h.send({ _tag: "CashierSubmitted" }))).toEqual([])
  })

  it("loads transactions by filter and pages on", () => {
    const h = loggedIn()
    const first = calls(h.send({ _tag: "TransactionsFiltered", filter: { type: "deposit", from: "2026-11-01", to: null } }))
    expect(first[0]).toMatchObject({ endpoint: "getTransactions", input: { type: "deposit", from: "2026-11-01", to: null, before: null } })
    const line = { id: 5, at: 1, type: "deposit" as const, kind: "deposit", balance_type: "cash", amount: 2500, balance_after: 2500, currency: "gbp" as const, payment_id: 1, status: "succeeded", method: "Visa •••• 4242" }
    h.send({ _tag: "TransactionsLoaded", requestId: "r", page: { transactions: [line], next_before: 5 }, append: false })
    expect(calls(h.send({ _tag: "TransactionsMoreRequested" }))[0]).toMatchObject({ input: { before: 5 } })
    h.send({ _tag: "TransactionsLoaded", requestId: "r", page: { transactions: [{ ...line, id: 4 }], next_before: null }, append: true })
    expect(cashier(h).transactions.lines.map((l) => l.id)).toEqual([5, 4])
    expect(calls(h.send({ _tag: "TransactionsMoreRequested" }))).toEqual([])
  })

  it("forgets everything on logout", () => {
    const h = opened("withdraw")
    h.send({ _tag: "SessionEnded", reason: "logout" } as never)
    expect(cashier(h).info).toBeNull()
    expect(cashier(h).flow).toEqual({ phase: "closed" })
  })

  it("parses amounts in either decimal mark, and nothing else", () => {
    expect([parseAmount("25"), parseAmount("25.5"), parseAmount("25,50"), parseAmount("0.05"), parseAmount("1e3"), parseAmount("-5"), parseAmount("2.345")]).toEqual([2500, 2550, 2550, 5, null, null, null])
  })

  it("(property) a submit sends at most one call, and only for an amount within the limits", () => {
    fc.assert(
      fc.property(fc.constantFrom("deposit" as const, "withdraw" as const), fc.string({ maxLength: 8 }), fc.integer({ min: 1, max: 3 }), (tab, text, clicks) => {
        const h = opened(tab)
        h.send({ _tag: "CashierAmountEntered", text })
        let sent: Command[] = []
        for (let i = 0; i < clicks; i++) sent = [...sent, ...calls(h.send({ _tag: "CashierSubmitted" }))]
        const amount = parseAmount(text.slice(0, 12))
        const ok = amount !== null && amount >= 500 && amount <= (tab === "deposit" ? 1_000_000 : 4000)
        expect(sent.length).toBe(ok ? 1 : 0)
      }),
      { numRuns: 60 },
    )
  })
})
