/**
 * The cashier's promo codes and welcome bonuses (spec §4 "Promo code: states unapplied and applied;
 * editing resets it", §5 "validated by the server"), the welcome bonus chosen at sign-up (chosen on
 * the server once the registration opens the session, then DepositNowForBonus), and
 * TransactionStatus when a payment the bettor waits on reaches its end (issue 13).
 */
import { describe, expect, it } from "vitest"
import type { Command } from "../../core/kernel/index.js"
import type { Payment } from "../../core/model/cashier.js"
import type { WelcomeBonus } from "../../core/model/site.js"
import { aSiteConfig, appStarted, aUser, failed, harness } from "./harness.js"

const bonus: WelcomeBonus = {
  id: 101, banner_url: null, code: "WELCOME100", description: "100% deposit match up to £50 on your first deposit of £10 or more.", image_url: null,
  label: "Deposit bonus", name: "100% deposit match up to £50", reward_type: "deposit_bonus", terms: "Wager 5 times.",
}
const payment = (over: Partial<Payment> = {}): Payment => ({
  id: 9, direction: "deposit", method: "bank_transfer", amount: 2500, currency: "gbp", status: "pending", failure_reason: null, instrument: null, created_at: 1, updated_at: 1, ...over,
})

const calls = (cmds: ReadonlyArray<Command>) => cmds.flatMap((c) => (c._tag === "Call" ? [c] : []))

const visitor = () => {
  const h = harness()
  h.send(appStarted())
  h.send({ _tag: "SiteConfigLoaded", requestId: "r", config: aSiteConfig() })
  return h
}
const loggedIn = () => {
  const h = visitor()
  h.send({ _tag: "SessionOpened", requestId: "r", via: "login", token: "tok", user: aUser({ session_expires_at: null }) })
  return h
}
const cashier = (h: ReturnType<typeof harness>) => h.store.getState().cashier
const opened = (h: ReturnType<typeof harness>, name: string) => h.store.getState().modals.other.filter((m) => m.name === name)

describe("promo codes (spec §4, §5)", () => {
  it("Redeem asks the server; a valid code is applied and chosen at once for a logged-in bettor", () => {
    const h = loggedIn()
    expect(calls(h.send({ _tag: "PromoCodeRedeemed", code: " welcome100 " }))[0]).toMatchObject({ endpoint: "validateBonusCode", input: { code: "welcome100" } })
    expect(cashier(h).promo).toEqual({ phase: "checking", code: "welcome100" })
    expect(calls(h.send({ _tag: "BonusCodeValidated", requestId: "r", bonus }))[0]).toMatchObject({ endpoint: "chooseBonus", input: { code: "WELCOME100" }, token: "tok" })
    expect(cashier(h).promo).toEqual({ phase: "valid", bonus })
    h.send({ _tag: "BonusChosen", requestId: "r", code: "WELCOME100" })
    expect(cashier(h).bonusCode).toBe("WELCOME100")
    // Chosen from the cashier: no DepositNowForBonus (the bettor is at the deposit already).
    expect(opened(h, "DepositNowForBonus")).toEqual([])
  })

  it("an invalid code shows the server's words; editing resets it to unapplied", () => {
    const h = loggedIn()
    h.send({ _tag: "PromoCodeRedeemed", code: "NOPE" })
    h.send(failed("validateBonusCode", 422, { public_message: "This promo code is not valid.", message_key: "INVALID_PROMO_CODE" }))
    expect(cashier(h).promo).toEqual({ phase: "invalid", error: { _tag: "Literal", text: "This promo code is not valid." } })
    h.send({ _tag: "PromoCodeEdited" })
    expect(cashier(h).promo).toEqual({ phase: "idle" })
  })

  it("editing an applied code resets it to unapplied, and an answer for a code no longer checked applies nothing", () => {
    const h = loggedIn()
    h.send({ _tag: "PromoCodeRedeemed", code: "BONUS10" })
    h.send({ _tag: "PromoCodeEdited" })
    expect(cashier(h).promo).toEqual({ phase: "checking", code: "BONUS10" })
    h.send({ _tag: "BonusCodeValidated", requestId: "r", bonus })
    h.send({ _tag: "PromoCodeEdited" })
    expect(cashier(h).promo).toEqual({ phase: "idle" })
    expect(calls(h.send({ _tag: "BonusCodeValidated", requestId: "r", bonus }))).toEqual([])
  })
})

describe("a welcome bonus chosen at sign-up", () => {
  it("a visitor's valid code waits for the account; the registration chooses it, then DepositNowForBonus asks for the first deposit", () => {
    const h = visitor()
    expect(calls(h.send({ _tag: "PromoCodeRedeemed", code: "WELCOME100" }))[0]).toMatchObject({ endpoint: "validateBonusCode", token: null })
    expect(calls(h.send({ _tag: "BonusCodeValidated", requestId: "r", bonus }))).toEqual([])
    expect(cashier(h)).toMatchObject({ bonusCode: "WELCOME100", signupBonus: "pending" })
    const registered = calls(h.send({ _tag: "SessionOpened", requestId: "r", via: "register", token: "new", user: aUser({ session_expires_at: null }) }))
    expect(registered.filter((c) => c.endpoint === "chooseBonus")).toEqual([expect.objectContaining({ input: { code: "WELCOME100" }, token: "new" })])
    h.send({ _tag: "BonusChosen", requestId: "r", code: "WELCOME100" })
    expect(opened(h, "DepositNowForBonus").map((m) => m.props)).toEqual([{ code: "WELCOME100" }])
    expect(cashier(h).signupBonus).toBe("none")
  })

  it("a log-in (not a registration) does not choose it; a registration without a code chooses nothing", () => {
    const h = visitor()
    h.send({ _tag: "PromoCodeRedeemed", code: "WELCOME100" })
    h.send({ _tag: "BonusCodeValidated", requestId: "r", bonus })
    expect(calls(h.send({ _tag: "SessionOpened", requestId: "r", via: "login", token: "t", user: aUser({ session_expires_at: null }) })).filter((c) => c.endpoint === "chooseBonus")).toEqual([])
    const plain = visitor()
    expect(calls(plain.send({ _tag: "SessionOpened", requestId: "r", via: "register", token: "t", user: aUser({ session_expires_at: null }) })).filter((c) => c.endpoint === "chooseBonus")).toEqual([])
  })

  it("a refused choice (already used) shows the server's words and opens no DepositNowForBonus", () => {
    const h = visitor()
    h.send({ _tag: "PromoCodeRedeemed", code: "WELCOME100" })
    h.send({ _tag: "BonusCodeValidated", requestId: "r", bonus })
    h.send({ _tag: "SessionOpened", requestId: "r", via: "register", token: "new", user: aUser({ session_expires_at: null }) })
    h.send(failed("chooseBonus", 409, { public_message: "You have already had a welcome bonus.", message_key: "BONUS_ALREADY_USED" }))
    expect(cashier(h)).toMatchObject({ signupBonus: "none", promo: { phase: "invalid" } })
    expect(opened(h, "DepositNowForBonus")).toEqual([])
  })
})

describe("TransactionStatus when a payment the bettor waits on changes state", () => {
  it("a deposit seen pending on its result page is asked for again on each user push, and its end opens TransactionStatus once", () => {
    const h = loggedIn()
    h.send({ _tag: "PaymentResultOpened", id: 9 })
    h.send({ _tag: "PaymentLoaded", requestId: "r", payment: payment() })
    expect(cashier(h).watching).toEqual([9])
    const again = calls(h.send({ _tag: "UserPushed", user: aUser({ session_expires_at: null }) }))
    expect(again).toEqual([expect.objectContaining({ endpoint: "getPayment", input: { id: 9 } })])
    h.send({ _tag: "PaymentLoaded", requestId: "r", payment: payment() })
    expect(opened(h, "TransactionStatus")).toEqual([])
    h.send({ _tag: "PaymentLoaded", requestId: "r", payment: payment({ status: "succeeded" }) })
    expect(opened(h, "TransactionStatus").map((m) => m.props)).toEqual([{ id: 9 }])
    expect(cashier(h).watching).toEqual([])
    expect(calls(h.send({ _tag: "UserPushed", user: aUser({ session_expires_at: null }) }))).toEqual([])
  })

  it("a payment already at its end is not watched; a withdrawal requested is, and cancelling it unwatches it without a dialog", () => {
    const h = loggedIn()
    h.send({ _tag: "PaymentResultOpened", id: 9 })
    h.send({ _tag: "PaymentLoaded", requestId: "r", payment: payment({ status: "failed", failure_reason: "card_declined" }) })
    expect(cashier(h).watching).toEqual([])
    h.send({ _tag: "WithdrawalCreated", requestId: "r", payment: payment({ id: 12, direction: "withdrawal", amount: 1000 }) })
    expect(cashier(h).watching).toEqual([12])
    h.send({ _tag: "WithdrawalCancelled", requestId: "r", payment: payment({ id: 12, direction: "withdrawal", amount: 1000, status: "cancelled" }) })
    expect(cashier(h).watching).toEqual([])
    expect(opened(h, "TransactionStatus")).toEqual([])
  })

  it("a withdrawal paid out opens TransactionStatus", () => {
    const h = loggedIn()
    h.send({ _tag: "WithdrawalCreated", requestId: "r", payment: payment({ id: 12, direction: "withdrawal", amount: 1000 }) })
    h.send({ _tag: "UserPushed", user: aUser({ session_expires_at: null }) })
    h.send({ _tag: "PaymentLoaded", requestId: "r", payment: payment({ id: 12, direction: "withdrawal", amount: 1000, status: "paid" }) })
    expect(opened(h, "TransactionStatus").map((m) => m.props)).toEqual([{ id: 12 }])
  })
})
