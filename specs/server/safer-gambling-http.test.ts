/**
 * Safer gambling over HTTP and the socket (issue 14), on PGlite and PostgreSQL: a £20 daily deposit
 * limit refuses a £25 deposit at the cashier with DEPOSIT_RESTRICTION_LIMIT_EXCEEDED and
 * reached_limits; raising it is pending for 24 hours and then confirmed; a time-out ends every
 * session (the socket too), returns a pending withdrawal, refuses log-in with the end date until it
 * ends; a self-exclusion also enters the register that refuses a new sign-up; the bettor cannot
 * undo either early; bad bodies are 400.
 */
import { describe, expect, it } from "vitest"
import { joinLobby } from "./socket-support.js"
import { saferGamblingRequest } from "../../server/ops/safer-gambling-cli.js"
import { confirmEmail, databaseTargets, login, OPERATOR_TOKEN, register } from "./support.js"
import { suiteServer } from "./suite-server.js"

const HOUR = 3_600_000
const DAY = 24 * HOUR

describe.each(databaseTargets())("safer gambling over HTTP on $name", (target) => {
  const t = suiteServer(target, { seed: false })

  let keys = 0
  const call = (method: string, path: string, token: string | null, body?: unknown, key?: string) =>
    t.api().call(method, `/api/v0/${path}`, { token, ...(body === undefined ? {} : { body }), ...(key ? { headers: { "idempotency-key": key } } : {}) })
  const key = () => `sg${Date.now()}${++keys}`

  const payByCard = async (token: string, amount: number) => {
    const reply = await call("POST", "payments/deposits", token, { amount, method: "card" }, key())
    expect(reply.status).toBe(201)
    const form = new URLSearchParams({ card_number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" })
    const answer = await fetch(`${t.server.url}${reply.body.checkout_url}/card`, { method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded" }, body: form.toString() })
    expect(answer.status).toBe(303)
  }

  it("a £20 daily deposit limit refuses a £25 deposit with the spec's key; a raise waits 24 h and a confirmation", async () => {
    const { token, form } = await register(t.api())
    const set = await call("POST", "users/deposit-limits", token, { window_days: 1, maximum_amount: 20 })
    expect(set.status).toBe(200)
    expect(set.body).toMatchObject({ outcome: "set", limit: { type: "DEPOSIT", source: "USER", period: "daily", window_days: 1, maximum_amount: 20, remaining_amount: 20, pending: null } })
    const id = set.body.limit.id

    const refused = await call("POST", "payments/deposits", token, { amount: 25, method: "card" }, key())
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({
      message_key: "DEPOSIT_RESTRICTION_LIMIT_EXCEEDED",
      reached_limits: [{ type: "DEPOSIT", source: "USER", window_days: 1, maximum_amount: 20, remaining_amount: 20 }],
    })
    expect(refused.body.public_message).toContain("£20.00")

    const raised = await call("POST", "users/deposit-limits", token, { window_days: 1, maximum_amount: 50 })
    expect(raised.body.outcome).toBe("pending")
    expect(raised.body.limit).toMatchObject({ maximum_amount: 20, pending: { maximum_amount: 50 } })
    expect(Date.parse(raised.body.limit.pending.effective_at) - Date.parse(raised.body.limit.pending.requested_at)).toBe(DAY)
    // The user carries the waiting change (spec §4: deposit_limit opens DepositLimit).
    expect((await call("GET", "users", token)).body.deposit_limit).toMatchObject({ id, maximum_amount: 20, pending: { maximum_amount: 50, effective_at: raised.body.limit.pending.effective_at } })
    const early = await call("POST", `users/deposit-limits/${id}`, token)
    expect(early.status).toBe(409)
    expect(early.body.message_key).toBe("LIMIT_CHANGE_NOT_DUE")
    // Still refused while pending.
    expect((await call("POST", "payments/deposits", token, { amount: 25, method: "card" }, key())).status).toBe(403)
    t.clock.advance(DAY)
    // A day later the session has lapsed: the bettor logs in again and confirms.
    const { token: later } = await login(t.api(), form.email, form.password)
    const confirmed = await call("POST", `users/deposit-limits/${id}`, later)
    expect(confirmed.status).toBe(200)
    expect(confirmed.body).toMatchObject({ outcome: "confirmed", limit: { maximum_amount: 50, pending: null } })
    expect((await call("POST", "payments/deposits", later, { amount: 25, method: "card" }, key())).status).toBe(201)
    // The dashboard shows it; another bettor's id is not found.
    expect((await call("GET", "users/safer-gambling", later)).body).toMatchObject({ limits: [{ id, maximum_amount: 50 }], exclusion: null, reality_check_interval: 3600 })
    const other = await register(t.api())
    expect((await call("POST", `users/deposit-limits/${id}`, other.token)).status).toBe(404)
    expect((await call("DELETE", `users/deposit-limits/${id}`, other.token)).status).toBe(404)
  })

  it("a 1-day time-out: sessions and the socket end at once, a pending withdrawal comes back, log-in is refused with the end date until then", async () => {
    const { token, form } = await register(t.api())
    await payByCard(token, 30)
    await confirmEmail(t.api(), form.email) // an unconfirmed e-mail would hold the withdrawal
    const withdrawal = await call("POST", "payments/withdrawals", token, { amount: 10, method: "card" }, key())
    expect(withdrawal.status).toBe(201)
    expect((await call("GET", "users", token)).body.account.balance).toBe(20)
    const second = await t.api().call("POST", "/api/v0/sessions", { body: { email: form.email, password: form.password } })
    const lobby = await joinLobby(t.server.url)
    try {
      expect((await lobby.push("authenticate", { token })).status).toBe("ok")
      const timeout = await call("POST", "users/timeouts", token, { days: 1 })
      expect(timeout.status).toBe(201)
      expect(timeout.body.kind).toBe("timeout")
      expect(Date.parse(timeout.body.ends_at) - Date.parse(timeout.body.starts_at)).toBe(DAY)
      // Every session ended: this one, the other device's, and the socket cannot act for them.
      expect((await call("GET", "users", token)).status).toBe(401)
      expect((await call("GET", "users", second.body.token)).status).toBe(401)
      expect((await lobby.push("authenticate", { token })).status).toBe("error")
    } finally {
      lobby.close()
    }
    const refused = await t.api().call("POST", "/api/v0/sessions", { body: { email: form.email, password: form.password } })
    expect(refused.status).toBe(403)
    expect(refused.body.message_key).toBe("TIMED_OUT")
    expect(refused.body.public_message).toMatch(/until \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/)
    t.clock.advance(DAY - 1)
    expect((await t.api().call("POST", "/api/v0/sessions", { body: { email: form.email, password: form.password } })).status).toBe(403)
    t.clock.advance(1)
    const back = await t.api().call("POST", "/api/v0/sessions", { body: { email: form.email, password: form.password } })
    expect(back.status).toBe(200)
    // The withdrawal was cancelled back to the balance.
    expect(back.body.user.account.balance).toBe(30)
    const list = await call("GET", "payments?direction=withdrawal", back.body.token)
    expect(JSON.stringify(list.body)).toContain("cancelled")
  })

  it("a self-exclusion cannot be undone by the bettor, stops marketing, and its register refuses a new sign-up by e-mail or by name and date of birth", async () => {
    const { token, form } = await register(t.api(), { marketing_opt_in: true })
    expect((await call("POST", "users/self-exclusions", token, { interval: "3y" })).status).toBe(400)
    const excluded = await call("POST", "users/self-exclusions", token, { interval: "6m" })
    expect(excluded.status).toBe(201)
    expect(excluded.body.kind).toBe("self_exclusion")
    const login = await t.api().call("POST", "/api/v0/sessions", { body: { email: form.email, password: form.password } })
    expect(login.status).toBe(403)
    expect(login.body.message_key).toBe("SELF_EXCLUDED")
    // A new account: same person, another e-mail (name and dob match) or another spelling of the e-mail.
    const again = await t.api().call("POST", "/api/v0/users/register", { body: { ...form, email: `other.${form.email}`, username: `${form.username.slice(0, 15)}x`, lastname: ` ${form.lastname.toUpperCase()} ` } })
    expect(again.status).toBe(403)
    expect(again.body.message_key).toBe("SELF_EXCLUSION_REGISTERED")
    const sameMail = await t.api().call("POST", "/api/v0/users/register", { body: { ...form, email: form.email.toUpperCase(), username: `${form.username.slice(0, 15)}y`, lastname: "Different", dob: "01/01/1980" } })
    expect(sameMail.status).toBe(403)
    // Six months later: the exclusion and the register entry have ended.
    t.clock.advance(185 * DAY)
    const back = await t.api().call("POST", "/api/v0/sessions", { body: { email: form.email, password: form.password } })
    expect(back.status).toBe(200)
    expect(back.body.user.marketing_opt_in).toBe(false)
  })

  it("bad bodies are 400 with a public message: days 0 or 43, reality check 59 s, window_days 0", async () => {
    const { token } = await register(t.api())
    for (const [path, body] of [
      ["users/timeouts", { days: 0 }],
      ["users/timeouts", { days: 43 }],
      ["users/timeouts", { days: "x" }],
      ["users/reality-check-interval", { seconds: 59 }],
      ["users/deposit-limits", { window_days: 0, maximum_amount: 10 }],
      ["users/loss-limits", { window_days: 1, maximum_amount: -5 }],
      ["users/play-reminders", { interval_days: 0 }],
    ] as const) {
      const reply = await call("POST", path, token, body)
      expect(reply.status, `${path} ${JSON.stringify(body)}`).toBe(400)
      expect(typeof reply.body.public_message).toBe("string")
    }
    expect((await call("POST", "users/deposit-limits/abc", token)).status).toBe(400)
    expect((await call("GET", "users/activity-statement?since=abc", token)).status).toBe(400)
    expect((await call("GET", "users/activity-statement?since=0", token)).status).toBe(400)
    expect((await call("GET", "users/activity-statement?days=1", token)).body).toMatchObject({ deposits: 0, stakes: 0, returns: 0, net_position: 0 })
    const interval = await call("POST", "users/reality-check-interval", token, { seconds: 1800 })
    expect(interval.status).toBe(200)
    expect((await call("GET", "users", token)).body.reality_check_interval).toBe(1800)
  })
  const ops = (path: string, body: unknown) => t.api().call("POST", `/api/ops/${path}`, { token: OPERATOR_TOKEN, body })

  it("the operator sets and lifts exclusions, mandatory limits the bettor cannot touch, and restrictions User.restrictions shows", async () => {
    const { token, form } = await register(t.api())
    const limit = await ops("safer-gambling/limits", { email: form.email, type: "loss", window_days: 7, maximum_amount: 100 })
    expect(limit.status).toBe(200)
    const [operator] = (await call("GET", "users/loss-limits", token)).body.limits
    expect(operator).toMatchObject({ type: "LOSS", source: "OPERATOR", window_days: 7, maximum_amount: 100 })
    for (const method of ["POST", "DELETE"]) {
      const reply = await call(method, `users/loss-limits/${operator.id}`, token)
      expect(reply.status).toBe(403)
      expect(reply.body.message_key).toBe("LIMIT_SET_BY_OPERATOR")
    }
    expect((await ops("safer-gambling/restrictions", { email: form.email, key: "withdraw", reason: "upload_documents" })).status).toBe(200)
    expect((await call("GET", "users", token)).body.restrictions).toMatchObject({ withdraw: { reason: "upload_documents" } })
    expect((await ops("safer-gambling/restrictions", { email: form.email, key: "withdraw", reason: null })).status).toBe(200)
    // Lifted: what is left is the sign-up's own `email` restriction, until the mailed link is followed.
    expect((await call("GET", "users", token)).body.restrictions).toEqual({ email: expect.objectContaining({ reason: "unconfirmed" }) })
    await confirmEmail(t.api(), form.email)
    expect((await call("GET", "users", token)).body.restrictions).toEqual({})
    expect((await ops("safer-gambling/restrictions", { email: form.email, key: "nonsense", reason: "x" })).status).toBe(400)

    // Prompts of spec §4: the questionnaire and the phone call; answering stores the answers and clears it.
    expect((await ops("safer-gambling/prompts", { email: form.email, affordability_questionnaire_expires_at: "2027-01-31T00:00:00.000Z", affordability_phone_prompt: "attempted_phone_call" })).status).toBe(200)
    expect((await call("GET", "users", token)).body).toMatchObject({ affordability_questionnaire_expires_at: "2027-01-31T00:00:00.000Z", affordability_phone_prompt: "attempted_phone_call" })
    const answers = [{ question: "employment", answer: "employed" }, { question: "income", answer: "30000-50000" }]
    expect((await call("POST", "users/affordability", token, { source: "prompted", answers })).status).toBe(200)
    expect((await call("GET", "users", token)).body.affordability_questionnaire_expires_at).toBeNull()
    expect((await call("POST", "users/play-reminders", token, { interval_days: 7 })).status).toBe(200)
    expect((await call("GET", "users", token)).body.reminders).toEqual([{ type: "activity", interval_starts_at: expect.any(String), interval_days: 7 }])

    const excluded = await ops("safer-gambling/exclusions", { email: form.email, kind: "timeout", days: 7 })
    expect(excluded.status).toBe(201)
    expect(excluded.body.sessions_ended).toBe(1)
    expect((await t.api().call("POST", "/api/v0/sessions", { body: { email: form.email, password: form.password } })).status).toBe(403)
    expect((await ops("safer-gambling/exclusions/lift", { email: form.email, reason: "test" })).body.lifted).toBe(1)
    expect((await t.api().call("POST", "/api/v0/sessions", { body: { email: form.email, password: form.password } })).status).toBe(200)
    // The register, added by the operator, refuses a sign-up by name and date of birth.
    expect((await ops("safer-gambling/register", { email: "", lastname: "Gamstop", dob: "01/02/1985", days: 30 })).status).toBe(201)
    const refused = await t.api().call("POST", "/api/v0/users/register", { body: { ...form, email: `new.${form.email}`, username: `${form.username.slice(0, 15)}z`, lastname: "gamstop", dob: "01/02/1985" } })
    expect(refused.body.message_key).toBe("SELF_EXCLUSION_REGISTERED")
  })

  it("the CLI's words become those calls", () => {
    expect(saferGamblingRequest(["exclude", "a@b.test", "timeout", "3"])).toEqual({ method: "POST", path: "safer-gambling/exclusions", body: { email: "a@b.test", kind: "timeout", days: 3 } })
    expect(saferGamblingRequest(["exclude", "a@b.test", "self", "5y"])).toMatchObject({ body: { kind: "self_exclusion", interval: "5y" } })
    expect(saferGamblingRequest(["limit", "a@b.test", "deposit", "1", "20"])).toMatchObject({ body: { type: "deposit", window_days: 1, maximum_amount: 20 } })
    expect(saferGamblingRequest(["limit", "a@b.test", "loss", "30", "none"])).toMatchObject({ body: { maximum_amount: null } })
    expect(saferGamblingRequest(["lift", "a@b.test", "court", "order"])).toMatchObject({ body: { reason: "court order" } })
    expect(saferGamblingRequest(["unrestrict", "a@b.test", "bet"])).toMatchObject({ body: { key: "bet", reason: null } })
    expect(saferGamblingRequest(["exclude", "a@b.test", "self", "3y"])).toHaveProperty("usage")
    expect(saferGamblingRequest(["health"])).toBeNull()
  })
})
