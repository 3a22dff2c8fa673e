/**
 * The cashier end to end over HTTP (issue 13), on PGlite and PostgreSQL: a deposit by card through
 * the provider sandbox's hosted checkout (plain, 3-D Secure, declined, insufficient funds), a bank
 * transfer pending until the operator or the clock settles it, withdrawals held at once, cancelled,
 * paid and returned, the one-method rule, the verification restriction, welcome bonuses, saved
 * methods, and the transactions list and CSV. The ledger nets to zero at the end.
 */
import { describe, expect, it } from "vitest"
import { confirmEmail, databaseTargets, OPERATOR_TOKEN, register } from "./support.js"
import { suiteServer } from "./suite-server.js"

const MINUTE = 60_000

describe.each(databaseTargets())("the cashier on $name", (target) => {
  const t = suiteServer(target, { seed: false })

  const call = (method: string, path: string, token: string | null, body?: unknown, key?: string) =>
    t.api().call(method, path, { token, ...(body === undefined ? {} : { body }), ...(key ? { headers: { "idempotency-key": key } } : {}) })

  /** Posts a checkout form like a browser (urlencoded, no redirect following); the Location it answers. */
  const submit = async (path: string, fields: Record<string, string>): Promise<{ status: number; location: string | null; text: string }> => {
    const response = await fetch(`${t.server.url}${path}`, { method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() })
    return { status: response.status, location: response.headers.get("location"), text: await response.text() }
  }

  const user = async (token: string) => (await call("GET", "/api/v0/users", token)).body

  let keys = 0
  const key = () => `k${Date.now()}${++keys}`

  const deposit = async (token: string, amount: number, method = "card", bonus_code?: string) => {
    const reply = await call("POST", "/api/v0/payments/deposits", token, { amount, method, ...(bonus_code ? { bonus_code } : {}) }, key())
    expect(reply.status).toBe(201)
    return reply.body as { payment: { id: number; status: string }; checkout_url: string }
  }

  const payByCard = async (token: string, amount: number, number: string) => {
    const { payment, checkout_url } = await deposit(token, amount)
    const page = await fetch(`${t.server.url}${checkout_url}`)
    const html = await page.text()
    expect(page.status).toBe(200)
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'")
    for (const label of ["Card number", "Expiry date", "Security code"]) expect(html).toContain(`>${label}</label>`)
    const answer = await submit(`${checkout_url}/card`, { card_number: number, expiry: "12/34", cvc: "123" })
    return { payment, checkout_url, answer }
  }

  it("credits a card deposit only when the provider confirms it, and lists it", async () => {
    const { token } = await register(t.api())
    const { payment, answer } = await payByCard(token, 25, "4242 4242 4242 4242")
    expect(answer.status).toBe(303)
    expect(answer.location).toBe(`/payments/deposit/success?ref=${payment.id}`)
    const after = await user(token)
    expect(after.account.balance).toBe(25)
    expect(after.account.net_deposit).toBe(25)
    expect(after.deposited).toBe(true)
    expect((await call("GET", `/api/v0/payments/${payment.id}`, token)).body).toMatchObject({ status: "succeeded", instrument: "Visa •••• 4242", amount: 25 })
    const methods = (await call("GET", "/api/v0/payment-methods", token)).body.payment_methods
    expect(methods).toHaveLength(1)
    expect(methods[0].label).toBe("Visa •••• 4242")
    // Nobody can read another bettor's payment.
    const other = await register(t.api())
    expect((await call("GET", `/api/v0/payments/${payment.id}`, other.token)).status).toBe(404)
  })

  it("asks for 3-D Secure on 4000 0000 0000 3220 and credits once it is completed", async () => {
    const { token } = await register(t.api())
    const { payment, checkout_url, answer } = await payByCard(token, 30, "4000000000003220")
    expect(answer.location).toBe(`${checkout_url}/3ds`)
    expect((await call("GET", `/api/v0/payments/${payment.id}`, token)).body.status).toBe("requires_action")
    expect((await user(token)).account.balance).toBe(0)
    const page = await (await fetch(`${t.server.url}${checkout_url}/3ds`)).text()
    expect(page).toContain("Complete authentication")
    const done = await submit(`${checkout_url}/3ds`, { decision: "approve" })
    expect(done.location).toBe(`/payments/deposit/success?ref=${payment.id}`)
    expect((await user(token)).account.balance).toBe(30)
    // A second click on the same form changes nothing.
    expect((await submit(`${checkout_url}/3ds`, { decision: "approve" })).status).toBe(404)
    expect((await user(token)).account.balance).toBe(30)
  })

  it("sends a declined card and insufficient funds to the failed page with the reason, and moves no money", async () => {
    const { token } = await register(t.api())
    const declined = await payByCard(token, 20, "4000000000000002")
    expect(declined.answer.location).toBe(`/payments/deposit/failed?ref=${declined.payment.id}&reason=card_declined`)
    const poor = await payByCard(token, 20, "4000 0000 0000 9995")
    expect(poor.answer.location).toBe(`/payments/deposit/failed?ref=${poor.payment.id}&reason=insufficient_funds`)
    const refused = await payByCard(token, 20, "4000000000003220")
    expect((await submit(`${refused.checkout_url}/3ds`, { decision: "refuse" })).location).toContain("reason=authentication_failed")
    expect((await call("GET", `/api/v0/payments/${declined.payment.id}`, token)).body).toMatchObject({ status: "failed", failure_reason: "card_declined" })
    const after = await user(token)
    expect(after.account.balance).toBe(0)
    expect(after.deposited).toBe(false)
    const lines = (await call("GET", "/api/v0/users/transactions", token)).body.transactions
    expect(lines).toEqual([])
  })

  it("re-renders the card form with field errors for a bad number, expiry or code", async () => {
    const { token } = await register(t.api())
    const { checkout_url } = await deposit(token, 10)
    const bad = await submit(`${checkout_url}/card`, { card_number: "4242 4242 4242 4241", expiry: "13/20", cvc: "1" })
    expect(bad.status).toBe(422)
    expect(bad.text).toContain("Your card number is invalid.")
    expect(bad.text).toContain("aria-invalid=\"true\"")
  })

  it("keeps a bank transfer pending until the operator settles it, or until it is due on the clock", async () => {
    const { token } = await register(t.api())
    const first = await deposit(token, 40, "bank_transfer")
    const sent = await submit(`${first.checkout_url}/bank`, {})
    expect(sent.location).toBe(`/payments/deposit/pending?ref=${first.payment.id}`)
    expect((await user(token)).account.balance).toBe(0)
    const settled = await t.api().call("POST", `/api/ops/payments/${first.payment.id}/settle`, { token: OPERATOR_TOKEN, body: {} })
    expect(settled.status).toBe(200)
    expect(settled.body.status).toBe("succeeded")
    expect((await user(token)).account.balance).toBe(40)

    const second = await deposit(token, 15, "bank_transfer")
    await submit(`${second.checkout_url}/bank`, {})
    expect((await t.api().call("POST", "/api/ops/payments/sweep", { token: OPERATOR_TOKEN, body: {} })).body.settled).toBe(0)
    t.clock.advance(3 * MINUTE)
    expect((await t.api().call("POST", "/api/ops/payments/sweep", { token: OPERATOR_TOKEN, body: {} })).status).toBe(200)
    expect((await user(token)).account.balance).toBe(55)
  })

  it("answers the same deposit for a repeated key and refuses the key with another body", async () => {
    const { token } = await register(t.api())
    const k = key()
    const a = await call("POST", "/api/v0/payments/deposits", token, { amount: 10, method: "card" }, k)
    const b = await call("POST", "/api/v0/payments/deposits", token, { amount: 10, method: "card" }, k)
    expect(b.body.payment.id).toBe(a.body.payment.id)
    const c = await call("POST", "/api/v0/payments/deposits", token, { amount: 11, method: "card" }, k)
    expect(c.status).toBe(409)
    expect(c.body.message_key).toBe("IDEMPOTENCY_CONFLICT")
    expect((await call("POST", "/api/v0/payments/deposits", token, { amount: 10, method: "card" })).status).toBe(400)
    expect((await call("POST", "/api/v0/payments/deposits", token, { amount: 1, method: "card" }, key())).body.message_key).toBe("PAYMENT_AMOUNT_INVALID")
    expect((await call("POST", "/api/v0/payments/deposits", token, { amount: 10, method: "pix" }, key())).body.message_key).toBe("PAYMENT_METHOD_NOT_OFFERED")
    expect((await call("POST", "/api/v0/payments/deposits", token, { amount: "ten", method: "card" }, key())).status).toBe(400)
  })

  it("holds a withdrawal at once, pays or returns it on the provider's answer, and lets a pending one be cancelled", async () => {
    const { token, form } = await register(t.api())
    // A new bettor may deposit at once; the e-mail must be confirmed before money goes out.
    await payByCard(token, 50, "4242424242424242")
    expect((await user(token)).restrictions).toEqual({ email: expect.objectContaining({ reason: "unconfirmed" }) })
    const unconfirmed = await call("POST", "/api/v0/payments/withdrawals", token, { amount: 10, method: "card" }, key())
    expect(unconfirmed.status).toBe(403)
    expect(unconfirmed.body.message_key).toBe("WITHDRAW_RESTRICTED")
    await confirmEmail(t.api(), form.email)
    expect((await user(token)).restrictions).toEqual({})
    // Withdrawals go back to the method last deposited with.
    const wrong = await call("POST", "/api/v0/payments/withdrawals", token, { amount: 10, method: "bank_transfer" }, key())
    expect(wrong.status).toBe(422)
    expect(wrong.body.message_key).toBe("PAYMENT_ONE_PAYMENT_METHOD_ALLOWED")
    const tooMuch = await call("POST", "/api/v0/payments/withdrawals", token, { amount: 60, method: "card" }, key())
    expect(tooMuch.body.message_key).toBe("INSUFFICIENT_FUNDS")

    const paid = await call("POST", "/api/v0/payments/withdrawals", token, { amount: 10, method: "card" }, key())
    expect(paid.status).toBe(201)
    expect(paid.body).toMatchObject({ status: "pending", instrument: "Visa •••• 4242" })
    expect((await user(token)).account.balance).toBe(40)
    const cancelled = await call("POST", "/api/v0/payments/withdrawals", token, { amount: 5, method: "card" }, key())
    const returned = await call("POST", "/api/v0/payments/withdrawals", token, { amount: 7, method: "card" }, key())
    expect((await user(token)).account.balance).toBe(28)
    const info = (await call("GET", "/api/v0/cashier", token)).body
    expect(info.pending_withdrawals.map((p: { id: number }) => p.id).sort()).toEqual([paid.body.id, cancelled.body.id, returned.body.id].sort())
    expect(info.last_deposit_method).toBe("card")
    expect(info.withdrawable).toBe(28)

    const cancel = await call("DELETE", `/api/v0/payments/withdrawals/${cancelled.body.id}`, token)
    expect(cancel.body.status).toBe("cancelled")
    expect((await user(token)).account.balance).toBe(33)
    // Cancelling twice is harmless; another bettor cannot cancel it.
    expect((await call("DELETE", `/api/v0/payments/withdrawals/${cancelled.body.id}`, token)).body.status).toBe("cancelled")
    const other = await register(t.api())
    expect((await call("DELETE", `/api/v0/payments/withdrawals/${paid.body.id}`, other.token)).status).toBe(404)

    expect((await t.api().call("POST", `/api/ops/payments/${returned.body.id}/settle`, { token: OPERATOR_TOKEN, body: { outcome: "returned" } })).body.status).toBe("returned")
    expect((await user(token)).account.balance).toBe(40)
    t.clock.advance(11 * MINUTE)
    await t.api().call("POST", "/api/ops/payments/sweep", { token: OPERATOR_TOKEN, body: {} })
    expect((await call("GET", `/api/v0/payments/${paid.body.id}`, token)).body.status).toBe("paid")
    // A paid withdrawal can no longer be cancelled.
    expect((await call("DELETE", `/api/v0/payments/withdrawals/${paid.body.id}`, token)).body.message_key).toBe("WITHDRAWAL_NOT_CANCELLABLE")
    const after = await user(token)
    expect(after.account.balance).toBe(40)
    expect(after.account.net_deposit).toBe(40)

    // The transactions list: every movement with its running balance, filters and the CSV.
    const all = (await call("GET", "/api/v0/users/transactions?limit=100", token)).body.transactions
    expect(all.map((l: { kind: string }) => l.kind)).toEqual(["withdrawal_reversal", "withdrawal_reversal", "withdrawal", "withdrawal", "withdrawal", "deposit"])
    expect(all.map((l: { balance_after: number }) => l.balance_after)).toEqual([40, 33, 28, 35, 40, 50])
    const page1 = (await call("GET", "/api/v0/users/transactions?limit=4", token)).body
    expect(page1.transactions).toHaveLength(4)
    const page2 = (await call("GET", `/api/v0/users/transactions?limit=4&before=${page1.next_before}`, token)).body
    expect(page2.transactions.map((l: { kind: string }) => l.kind)).toEqual(["withdrawal", "deposit"])
    expect(page2.next_before).toBeNull()
    const deposits = (await call("GET", "/api/v0/users/transactions?type=deposit", token)).body.transactions
    expect(deposits).toHaveLength(1)
    expect(deposits[0]).toMatchObject({ amount: 50, status: "succeeded", method: "Visa •••• 4242" })
    const tomorrow = new Date(t.clock() + 86_400_000).toISOString().slice(0, 10)
    expect((await call("GET", `/api/v0/users/transactions?from=${tomorrow}`, token)).body.transactions).toEqual([])
    expect((await call("GET", "/api/v0/users/transactions?type=nonsense", token)).status).toBe(400)
    const csv = await t.api().call("GET", "/api/v0/users/transactions.csv", { token })
    expect(csv.headers.get("content-type")).toContain("text/csv")
    const rows = String(csv.body).trim().split("\r\n")
    expect(rows[0]).toBe("id,date,type,kind,balance,amount,balance_after,currency,status,method")
    expect(rows).toHaveLength(7)
    expect(rows[6]).toMatch(/,deposit,deposit,cash,50\.00,50\.00,GBP,succeeded,Visa •••• 4242$/)
    // Negative amounts stay numbers; a cell that would start a formula does not.
    expect(rows.filter((r) => r.includes(",withdrawal,withdrawal,cash,-10.00,"))).toHaveLength(1)
  })

  it("validates promo codes, grants the chosen welcome bonus at the first qualifying deposit, once", async () => {
    const bonuses = (await t.api().call("GET", "/api/v0/welcome-bonuses")).body
    expect(bonuses.map((b: { code: string }) => b.code)).toEqual(["WELCOME100", "BONUS10"])
    const valid = await t.api().call("GET", "/api/v0/bonuses/validate-code?code=welcome100")
    expect(valid.status).toBe(200)
    expect(valid.body.terms).toContain("wagered 5 times")
    const invalid = await t.api().call("GET", "/api/v0/bonuses/validate-code?code=NOPE")
    expect(invalid.status).toBe(422)
    expect(invalid.body.public_message).toBe("This promo code is not valid.")

    const { token, form } = await register(t.api())
    await confirmEmail(t.api(), form.email) // so that only the bonus rules decide the withdrawal below
    expect((await call("POST", "/api/v0/bonuses/choose", token, { code: "welcome100" })).body).toEqual({ code: "WELCOME100" })
    await payByCard(token, 25, "4000000000003220").then(({ checkout_url }) => submit(`${checkout_url}/3ds`, { decision: "approve" }))
    let after = await user(token)
    expect(after.account.balance).toBe(25)
    expect(after.account.deposit_bonus).toBe(25)
    const info = (await call("GET", "/api/v0/cashier", token)).body
    expect(info.bonus_grants[0]).toMatchObject({ kind: "deposit_bonus", code: "WELCOME100", amount: 25, remaining: 25, wagering_required: 125, wagered: 0, status: "active" })
    expect(info.withdrawable).toBe(25)
    // A second deposit earns nothing more; choosing again is refused.
    await payByCard(token, 25, "4242424242424242")
    after = await user(token)
    expect(after.account.deposit_bonus).toBe(25)
    expect((await call("POST", "/api/v0/bonuses/choose", token, { code: "BONUS10" })).body.message_key).toBe("BONUS_ALREADY_USED")
    // Bonus money cannot be withdrawn: only the 50 of cash.
    expect((await call("POST", "/api/v0/payments/withdrawals", token, { amount: 51, method: "card" }, key())).body.message_key).toBe("INSUFFICIENT_FUNDS")
    // Expired bonus money goes back to the house.
    t.clock.advance(31 * 86_400_000)
    await t.api().call("POST", "/api/ops/payments/sweep", { token: OPERATOR_TOKEN, body: {} })
    t.clock.advance(-31 * 86_400_000)
    after = await user(token)
    expect(after.account.deposit_bonus).toBe(0)
    expect(after.account.balance).toBe(50)
  })

  it("removes a saved method", async () => {
    const { token } = await register(t.api())
    await payByCard(token, 10, "4242424242424242")
    const [method] = (await call("GET", "/api/v0/payment-methods", token)).body.payment_methods
    expect((await call("DELETE", `/api/v0/payment-methods/${method.id}`, token)).status).toBe(204)
    expect((await call("GET", "/api/v0/payment-methods", token)).body.payment_methods).toEqual([])
    expect((await call("DELETE", `/api/v0/payment-methods/${method.id}`, token)).status).toBe(404)
  })

  it("answers a webhook with a bad signature 400 over HTTP, never 500", async () => {
    const body = JSON.stringify({ id: "evt_x", type: "payment.succeeded", created: t.clock(), data: {} })
    const refused = await t.api().call("POST", "/api/v0/payments/webhook", { raw: body, headers: { "sandbox-signature": `t=${Math.floor(t.clock() / 1000)},v1=${"0".repeat(64)}` } })
    expect(refused.status).toBe(400)
    expect(refused.body.message_key).toBe("WEBHOOK_REFUSED")
    expect((await t.api().call("POST", "/api/v0/payments/webhook", { raw: "not json" })).status).toBe(400)
  })

  it("keeps the ledger at zero", async () => {
    const reply = await t.api().call("GET", "/api/ops/payments/ledger-total", { token: OPERATOR_TOKEN })
    expect(reply.body).toEqual({ total: 0 })
  })
})
