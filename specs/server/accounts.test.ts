/**
 * Account calls against the real server and database: registration (validation table, uniqueness),
 * the username check, GET/PUT users, password change, password reset through the mailed link,
 * e-mail confirmation. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { User } from "../../core/model/user.js"
import type { DobRule } from "../../core/validation/registration.js"
import { DOB_CASES } from "../support/dob-cases.js"
import {
  databaseTargets,
  login,
  newBettorForm,
  outbox,
  register,
  tokenFromMail,
} from "./support.js"
import { suiteServer } from "./suite-server.js"

const decodeUser = Schema.decodeUnknownSync(User)

describe.each(databaseTargets())("accounts on $name", (target) => {
  const t = suiteServer(target)

  describe("POST users/register", () => {
    it("opens an unconfirmed account with an empty GBP wallet, mails a confirmation link and logs the bettor in (201)", async () => {
      const api = t.api()
      const { form, token, user } = await register(api)
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(user.email).toBe(form.email)
      expect(user.username).toBe(form.username)
      expect(user.dob).toBe("14/03/1990")
      expect(user.status).toBe("unconfirmed")
      expect(user.email_confirmed).toBe(false)
      expect(user.account.balance).toBe(0)
      expect(user.account.currency).toBe("gbp")
      expect(user.session_id).not.toBeNull()
      expect(user.session_expires_at).toBe(t.clock() + 30 * 60_000)
      const mails = await outbox(api, form.email)
      expect(mails).toHaveLength(1)
      expect(mails[0]!.kind).toBe("confirm_email")
      expect(mails[0]!.link).toMatch(new RegExp(`^${t.server.url}/auth/confirmation\\?token=[A-Za-z0-9_-]+$`))
    })

    it("takes the currency of the request's country", async () => {
      const api = t.api()
      const form = newBettorForm()
      const reply = await api.call("POST", "/api/v0/users/register?brand=sportsbook&country=MX", { body: form })
      expect(reply.status).toBe(201)
      expect(reply.body.user.account.currency).toBe("mxn")
    })

    it("refuses a country the brand does not serve (451)", async () => {
      const reply = await t.api().call("POST", "/api/v0/users/register?brand=sportsbook&country=US", { body: newBettorForm() })
      expect(reply.status).toBe(451)
      expect(reply.body.message_key).toBe("REGION_NOT_ALLOWED")
      expect(reply.body.public_message).toBe("Sorry, Sportsbook is not available in your country.")
    })

    // spec §5, on 22/11/2026 (the test clock): every case of the dob table, with the words a
    // bettor reads for the rule it breaks.
    const DOB_MESSAGES: Readonly<Record<DobRule, string>> = {
      dob: "Enter your date of birth as dd/mm/yyyy.",
      uk_date_format: "Enter your date of birth as dd/mm/yyyy.",
      younger_than_oldest_person_alive: "Enter a real date of birth.",
      age: "You must be 18 or over to open an account.",
    }
    it.each(DOB_CASES.filter((c) => c.breaks !== null))("refuses $name ($dob): 422 with fields.dob", async ({ dob, breaks }) => {
      const message = DOB_MESSAGES[breaks!]
      const reply = await t.api().call("POST", "/api/v0/users/register", { body: newBettorForm({ dob }) })
      expect(reply.status).toBe(422)
      expect(reply.body.message_key).toBe("VALIDATION_FAILED")
      expect(reply.body.fields).toEqual({ dob: message })
      expect(reply.body.public_message).toBe(message)
    })

    it.each(DOB_CASES.filter((c) => c.breaks === null))("accepts $name ($dob)", async ({ dob }) => {
      const reply = await t.api().call("POST", "/api/v0/users/register", { body: newBettorForm({ dob }) })
      expect(reply.status).toBe(201)
      expect(reply.body.user.dob).toBe(dob)
    })

    it("reports every bad field at once", async () => {
      const reply = await t.api().call("POST", "/api/v0/users/register", {
        body: newBettorForm({ email: "not-an-email", password: "short", username: "x", firstname: "" }),
      })
      expect(reply.status).toBe(422)
      expect(Object.keys(reply.body.fields).sort()).toEqual(["email", "firstname", "password", "username"])
    })

    it("refuses an e-mail or username already taken, whatever their case", async () => {
      const api = t.api()
      const { form } = await register(api)
      const sameEmail = await api.call("POST", "/api/v0/users/register", { body: newBettorForm({ email: form.email.toUpperCase() }) })
      expect(sameEmail.status).toBe(422)
      expect(sameEmail.body.fields).toEqual({ email: "An account with this e-mail address already exists." })
      const sameName = await api.call("POST", "/api/v0/users/register", { body: newBettorForm({ username: form.username.toUpperCase() }) })
      expect(sameName.status).toBe(422)
      expect(sameName.body.fields).toEqual({ username: "This username is taken. Please choose another." })
    })

    it("words problems in the caller's language", async () => {
      const reply = await t.api().call("POST", "/api/v0/users/register", {
        body: newBettorForm({ dob: "23/11/2008" }),
        headers: { "accept-language": "pt-BR,pt;q=0.9,en;q=0.5" },
      })
      expect(reply.body.public_message).toBe("Tem de ter 18 anos ou mais para abrir uma conta.")
      const spanish = await t.api().call("POST", "/api/v0/users/register", {
        body: newBettorForm({ dob: "23/11/2008" }),
        headers: { "accept-language": "es-MX" },
      })
      expect(spanish.body.public_message).toBe("Debes tener 18 años o más para abrir una cuenta.")
    })
  })

  describe("POST users/validate", () => {
    it("answers valid for a free name, with the server's message otherwise", async () => {
      const api = t.api()
      const { form } = await register(api)
      const free = await api.call("POST", "/api/v0/users/validate", { body: { username: "free_name_42" } })
      expect(free.body).toEqual({ username: { valid: true, public_message: null } })
      const taken = await api.call("POST", "/api/v0/users/validate", { body: { username: form.username.toLowerCase() } })
      expect(taken.body).toEqual({ username: { valid: false, public_message: "This username is taken. Please choose another." } })
      const malformed = await api.call("POST", "/api/v0/users/validate", { body: { username: "no spaces" } })
      expect(malformed.body).toEqual({ username: { valid: false, public_message: "Usernames have 3 to 20 letters, digits or underscores." } })
    })
  })

  describe("GET and PUT users", () => {
    it("GET users needs a token (401) and answers the user with the wire schema", async () => {
      const api = t.api()
      const anonymous = await api.call("GET", "/api/v0/users")
      expect(anonymous.status).toBe(401)
      expect(anonymous.body.public_message).toBe("Please log in to continue.")
      const { token, form } = await register(api)
      const reply = await api.call("GET", "/api/v1/users", { token })
      expect(reply.status).toBe(200)
      expect(decodeUser(reply.body).email).toBe(form.email)
    })

    it("PUT users changes what the user may change and answers the new user", async () => {
      const api = t.api()
      const { token } = await register(api)
      const reply = await api.call("PUT", "/api/v0/users", {
        token,
        body: { firstname: "Ada", odds_format: "fractional", default_vertical: "casino", hide_username: true, locale: "pt-BR" },
      })
      expect(reply.status).toBe(200)
      const user = decodeUser(reply.body)
      expect(user).toMatchObject({ firstname: "Ada", odds_format: "fractional", default_vertical: "casino", hide_username: true, locale: "pt-BR" })
      const again = decodeUser((await api.call("GET", "/api/v0/users", { token })).body)
      expect(again.firstname).toBe("Ada")
      expect(again.lastname).toBe("Punter")
    })

    it("PUT users refuses an empty name (422) and a value outside the schema (400)", async () => {
      const api = t.api()
      const { token } = await register(api)
      const empty = await api.call("PUT", "/api/v0/users", { token, body: { firstname: "  " } })
      expect(empty.status).toBe(422)
      expect(empty.body.fields).toEqual({ firstname: "This field is required." })
      const wrong = await api.call("PUT", "/api/v0/users", { token, body: { odds_format: "american" } })
      expect(wrong.status).toBe(400)
      expect(wrong.body.fields).toEqual({ odds_format: "This value is not valid." })
    })
  })

  describe("POST users/password", () => {
    it("a wrong current password is 422 (never 401, which would log the bettor out)", async () => {
      const api = t.api()
      const { token } = await register(api)
      const reply = await api.call("POST", "/api/v0/users/password", { token, body: { old_password: "nope-nope", new_password: "another-one-1" } })
      expect(reply.status).toBe(422)
      expect(reply.body.message_key).toBe("INCORRECT_PASSWORD")
      expect(reply.body.fields).toEqual({ old_password: "Your current password is not correct." })
    })

    it("a too-short new password is 422 on new_password", async () => {
      const api = t.api()
      const { token, form } = await register(api)
      const reply = await api.call("POST", "/api/v0/users/password", { token, body: { old_password: form.password, new_password: "short" } })
      expect(reply.status).toBe(422)
      expect(reply.body.fields).toEqual({ new_password: "Your password needs at least 8 characters." })
    })

    it("changes the password, keeps this session, ends the others and mails the bettor", async () => {
      const api = t.api()
      const { token, form } = await register(api)
      const other = await login(api, form.email, form.password)
      const reply = await api.call("POST", "/api/v0/users/password", { token, body: { old_password: form.password, new_password: "brand-new-pass-2" } })
      expect(reply.status).toBe(200)
      expect(reply.body).toEqual({ ok: true })
      expect((await api.call("GET", "/api/v0/users", { token })).status).toBe(200)
      expect((await api.call("GET", "/api/v0/users", { token: other.token })).status).toBe(401)
      const old = await api.call("POST", "/api/v0/sessions", { body: { email: form.email, password: form.password } })
      expect(old.status).toBe(422)
      await login(api, form.email, "brand-new-pass-2")
      expect((await outbox(api, form.email)).map((m) => m.kind)).toContain("password_changed")
    })
  })

  describe("password reset through the mailed link", () => {
    it("answers 200 for an unknown e-mail and sends nothing", async () => {
      const api = t.api()
      const reply = await api.call("POST", "/api/v0/users/reset-password-email", { body: { email: "nobody.here@example.test" } })
      expect(reply.status).toBe(200)
      expect(await outbox(api, "nobody.here@example.test")).toEqual([])
    })

    it("mails /auth/password/reset?token=…; the token sets a new password once and ends every session", async () => {
      const api = t.api()
      const { form, token: session } = await register(api)
      expect((await api.call("POST", "/api/v0/users/reset-password-email", { body: { email: form.email.toUpperCase() } })).status).toBe(200)
      const { token, link } = await tokenFromMail(api, form.email, "reset_password")
      expect(new URL(link).pathname).toBe("/auth/password/reset")

      const weak = await api.call("POST", "/api/v0/users/reset-password", { body: { token, password: "short" } })
      expect(weak.status).toBe(422)

      const reset = await api.call("POST", "/api/v0/users/reset-password", { body: { token, password: "reset-password-3" } })
      expect(reset.status).toBe(200)
      await login(api, form.email, "reset-password-3")
      expect((await api.call("GET", "/api/v0/users", { token: session })).status).toBe(401)

      const reused = await api.call("POST", "/api/v0/users/reset-password", { body: { token, password: "another-pass-4" } })
      expect(reused.status).toBe(400)
      expect(reused.body.message_key).toBe("INVALID_TOKEN")
      expect(reused.body.public_message).toBe("This link is not valid or has expired. Please ask for a new one.")
    })

    it("a reset link expires after an hour, and only the newest link works", async () => {
      const api = t.api()
      const { form } = await register(api)
      await api.call("POST", "/api/v0/users/reset-password-email", { body: { email: form.email } })
      const first = await tokenFromMail(api, form.email, "reset_password")
      await api.call("POST", "/api/v0/users/reset-password-email", { body: { email: form.email } })
      const second = await tokenFromMail(api, form.email, "reset_password")
      expect(second.token).not.toBe(first.token)
      expect((await api.call("POST", "/api/v0/users/reset-password", { body: { token: first.token, password: "whatever-123" } })).status).toBe(400)
      t.clock.advance(61 * 60_000)
      expect((await api.call("POST", "/api/v0/users/reset-password", { body: { token: second.token, password: "whatever-123" } })).status).toBe(400)
    })
  })

  describe("e-mail confirmation", () => {
    it("the link's token confirms the address and activates the account, once", async () => {
      const api = t.api()
      const { form, token: session } = await register(api)
      const { token } = await tokenFromMail(api, form.email, "confirm_email")
      const reply = await api.call("POST", "/api/v0/verify-email/confirm", { body: { token } })
      expect(reply.status).toBe(200)
      const user = decodeUser((await api.call("GET", "/api/v0/users", { token: session })).body)
      expect(user.email_confirmed).toBe(true)
      expect(user.status).toBe("active")
      const again = await api.call("POST", "/api/v0/verify-email/confirm", { body: { token } })
      expect(again.status).toBe(400)
      expect(again.body.public_message).toBe("This link is not valid or has expired. Please ask for a new one.")
    })

    it("an unknown token is 400 with a public_message", async () => {
      const reply = await t.api().call("POST", "/api/v0/verify-email/confirm", { body: { token: "made-up" } })
      expect(reply.status).toBe(400)
      expect(reply.body.message_key).toBe("INVALID_TOKEN")
    })

    it("resend mails a new link and voids the old one; it needs a session", async () => {
      const api = t.api()
      const { form, token: session } = await register(api)
      const old = await tokenFromMail(api, form.email, "confirm_email")
      expect((await api.call("POST", "/api/v0/verify-email/resend")).status).toBe(401)
      expect((await api.call("POST", "/api/v0/verify-email/resend", { token: session })).status).toBe(200)
      const fresh = await tokenFromMail(api, form.email, "confirm_email")
      expect(fresh.token).not.toBe(old.token)
      expect((await api.call("POST", "/api/v0/verify-email/confirm", { body: { token: old.token } })).status).toBe(400)
      expect((await api.call("POST", "/api/v0/verify-email/confirm", { body: { token: fresh.token } })).status).toBe(200)
      // Once confirmed there is nothing to resend.
      expect((await api.call("POST", "/api/v0/verify-email/resend", { token: session })).status).toBe(200)
      expect((await outbox(api, form.email)).filter((m) => m.kind === "confirm_email")).toHaveLength(2)
    })
  })

  it("the demo account logs in with its £1,000.00 opening balance, posted through the ledger", async () => {
    const api = t.api()
    const reply = await api.call("POST", "/api/v0/sessions", { body: { email: "demo@sportsbook.test", password: "demo-password-1" } })
    expect(reply.status).toBe(200)
    expect(reply.body.user.account.balance).toBe(1000) // decimal on the wire
    expect(decodeUser(reply.body.user).account.balance).toBe(100_000) // pence inside
    expect(t.server.demoAccount).toEqual({ email: "demo@sportsbook.test", password: "demo-password-1", username: "demo" })
  })
})
