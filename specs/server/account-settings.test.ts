/**
 * The account's other calls against the real server and database (PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set): phone codes (outbox, expiry, rate limit, lock after repeated
 * failures), marketing preferences, active sessions and "log out everywhere else", passthrough
 * links, terms acceptance.
 */
import { describe, expect, it } from "vitest"
import { databaseTargets, login, MINUTE, OPERATOR_TOKEN, outbox, register } from "./support.js"
import { suiteServer } from "./suite-server.js"

const codeFrom = (body: string): string => {
  const code = /\b(\d{6})\b/.exec(body)?.[1]
  if (!code) throw new Error(`no code in ${body}`)
  return code
}

describe.each(databaseTargets())("account settings on $name", (target) => {
  const t = suiteServer(target)

  let phoneSeq = 100_000
  const newPhone = () => ({ dial_code: "+44", number: `7700 9${String(phoneSeq++).padStart(5, "0")}` })
  const sendCode = (token: string, phone: { dial_code: string; number: string }) => t.api().call("POST", "/api/v0/users/phone/send-code", { token, body: phone })
  const checkCode = (token: string, code: string) => t.api().call("POST", "/api/v0/users/phone/check-code", { token, body: { code } })
  const smsTo = async (phone: { dial_code: string; number: string }) => {
    const mails = await outbox(t.api(), `${phone.dial_code}${phone.number.replace(/\s/g, "")}`)
    return mails.filter((m) => m.kind === "sms_code")
  }

  describe("phone codes", () => {
    it("sends a 6-digit code to the outbox; the right code verifies the number, shown masked to its last 3 digits", async () => {
      const { token } = await register(t.api())
      const phone = newPhone()
      const sent = await sendCode(token, phone)
      expect(sent.status).toBe(200)
      expect(sent.body.code_length).toBe(6)
      expect(Date.parse(sent.body.expires_at)).toBe(t.clock() + 10 * MINUTE)
      const [sms] = await smsTo(phone)
      expect(sms).toBeDefined()
      const checked = await checkCode(token, codeFrom(sms!.body))
      expect(checked.status).toBe(200)
      const digits = phone.number.replace(/\s/g, "")
      expect(checked.body.phone_number).toEqual({ dial_code: "+44", number: `${"•".repeat(digits.length - 3)}${digits.slice(-3)}` })
      const onFile = await t.api().call("GET", "/api/v0/users/phone", { token })
      expect(onFile.body).toEqual({ phone_number: checked.body.phone_number, verified: true })
      expect(JSON.stringify(onFile.body)).not.toContain(digits.slice(0, 4))
      // Spent: the same code never works twice.
      expect((await checkCode(token, codeFrom(sms!.body))).status).toBe(422)
    })

    it("locks the code after five wrong tries: even the right code is then refused until a new one is sent", async () => {
      const { token } = await register(t.api())
      const phone = newPhone()
      await sendCode(token, phone)
      const right = codeFrom((await smsTo(phone))[0]!.body)
      const wrong = right === "000000" ? "111111" : "000000"
      for (let i = 4; i >= 1; i--) {
        const reply = await checkCode(token, wrong)
        expect(reply.status).toBe(422)
        expect(reply.body.message_key).toBe("CODE_WRONG")
        expect(reply.body.public_message).toContain(String(i))
      }
      const fifth = await checkCode(token, wrong)
      expect(fifth.status).toBe(429)
      expect(fifth.body.message_key).toBe("CODE_LOCKED")
      const afterLock = await checkCode(token, right)
      expect(afterLock.status).toBe(429)
      expect((await t.api().call("GET", "/api/v0/users/phone", { token })).body.verified).toBe(false)
      // A new code (after the minute between sends) works.
      t.clock.advance(MINUTE + 1)
      expect((await sendCode(token, phone)).status).toBe(200)
      const fresh = codeFrom((await smsTo(phone))[0]!.body)
      expect((await checkCode(token, fresh)).status).toBe(200)
    })

    it("rate-limits sending: one a minute, five an hour (429 with Retry-After)", async () => {
      const { token, form } = await register(t.api())
      const phone = newPhone()
      expect((await sendCode(token, phone)).status).toBe(200)
      const again = await sendCode(token, phone)
      expect(again.status).toBe(429)
      expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(0)
      for (let i = 0; i < 4; i++) {
        t.clock.advance(MINUTE + 1)
        expect((await sendCode(token, phone)).status).toBe(200)
      }
      t.clock.advance(MINUTE + 1)
      expect((await sendCode(token, phone)).status).toBe(429)
      t.clock.advance(60 * MINUTE)
      // The session ran out meanwhile; the limit is the user's, not the session's.
      const again2 = await login(t.api(), form.email, form.password)
      expect((await sendCode(again2.token, phone)).status).toBe(200)
    })

    it("expires a code after 10 minutes", async () => {
      const { token } = await register(t.api())
      const phone = newPhone()
      await sendCode(token, phone)
      const code = codeFrom((await smsTo(phone))[0]!.body)
      t.clock.advance(10 * MINUTE)
      const reply = await checkCode(token, code)
      expect(reply.status).toBe(422)
      expect(reply.body.message_key).toBe("CODE_EXPIRED")
    })

    it.each([
      ["+44", "12"],
      ["44", "7700900123"],
      ["+44", "77009abc23"],
      ["+0", "7700900123"],
    ])("refuses the number %s %s with 400", async (dial_code, number) => {
      const { token } = await register(t.api())
      const reply = await sendCode(token, { dial_code, number })
      expect(reply.status).toBe(400)
      expect(reply.body.message_key).toBe("PHONE_INVALID")
    })

    it("a check with no code sent is refused; both calls need a login", async () => {
      const { token } = await register(t.api())
      expect((await checkCode(token, "123456")).status).toBe(422)
      expect((await t.api().call("POST", "/api/v0/users/phone/send-code", { body: newPhone() })).status).toBe(401)
      expect((await t.api().call("POST", "/api/v0/users/phone/check-code", { body: { code: "123456" } })).status).toBe(401)
    })
  })

  describe("marketing preferences", () => {
    it("start all off, round-trip by product and channel, keep marketing_opt_in and clear the review flag", async () => {
      const { token, form } = await register(t.api())
      const initial = await t.api().call("GET", "/api/v0/users/marketing-preferences", { token })
      expect(initial.body).toEqual({ sports: { sms: false, email: false }, casino: { sms: false, email: false } })
      await t.api().call("POST", "/api/ops/marketing-review", { token: OPERATOR_TOKEN, body: { email: form.email } })
      expect((await t.api().call("GET", "/api/v0/users", { token })).body.marketing_preferences_review_needed).toBe(true)
      const chosen = { sports: { sms: true, email: false }, casino: { sms: false, email: true } }
      const saved = await t.api().call("POST", "/api/v0/users/marketing-preferences", { token, body: chosen })
      expect(saved.status).toBe(200)
      expect(saved.body).toEqual(chosen)
      expect((await t.api().call("GET", "/api/v0/users/marketing-preferences", { token })).body).toEqual(chosen)
      const user = (await t.api().call("GET", "/api/v0/users", { token })).body
      expect(user.marketing_preferences_review_needed).toBe(false)
      expect(user.marketing_opt_in).toBe(true)
      const none = { sports: { sms: false, email: false }, casino: { sms: false, email: false } }
      await t.api().call("POST", "/api/v0/users/marketing-preferences", { token, body: none })
      expect((await t.api().call("GET", "/api/v0/users", { token })).body.marketing_opt_in).toBe(false)
    })

    it("a sign-up opt-in reads as e-mail for both products until chosen per channel", async () => {
      const { token } = await register(t.api(), { marketing_opt_in: true })
      expect((await t.api().call("GET", "/api/v0/users/marketing-preferences", { token })).body).toEqual({
        sports: { sms: false, email: true },
        casino: { sms: false, email: true },
      })
    })

    it("refuses a half body with 400", async () => {
      const { token } = await register(t.api())
      const reply = await t.api().call("POST", "/api/v0/users/marketing-preferences", { token, body: { sports: { sms: true } } })
      expect(reply.status).toBe(400)
    })
  })

  describe("active sessions", () => {
    it("lists every live login with the current one marked; log out everywhere else ends the others", async () => {
      const { token, form } = await register(t.api())
      const second = await login(t.api(), form.email, form.password)
      const third = await login(t.api(), form.email, form.password)
      const listed = await t.api().call("GET", "/api/v0/sessions/active", { token: second.token })
      expect(listed.body.sessions).toHaveLength(3)
      expect(listed.body.sessions.filter((s: { current: boolean }) => s.current).map((s: { id: string }) => s.id)).toEqual([second.user.session_id])
      const ended = await t.api().call("POST", "/api/v0/sessions/log-out-others", { token: second.token })
      expect(ended.body).toEqual({ ended: 2 })
      expect((await t.api().call("GET", "/api/v0/users", { token })).status).toBe(401)
      expect((await t.api().call("GET", "/api/v0/users", { token: third.token })).status).toBe(401)
      expect((await t.api().call("GET", "/api/v0/users", { token: second.token })).status).toBe(200)
      expect((await t.api().call("GET", "/api/v0/sessions/active", { token: second.token })).body.sessions).toHaveLength(1)
    })
  })

  describe("passthrough links", () => {
    it("log the bettor in once and name the page to land on", async () => {
      const { form, user } = await register(t.api())
      const issued = await t.api().call("POST", "/api/ops/passthrough", { token: OPERATOR_TOKEN, body: { email: form.email, target: "/account/verification" } })
      expect(issued.status).toBe(201)
      const mail = (await outbox(t.api(), form.email)).find((m) => m.kind === "passthrough")
      expect(mail?.link).toBe(issued.body.link)
      const token = new URL(issued.body.link).searchParams.get("token")!
      const spent = await t.api().call("POST", "/api/v0/auth/passthrough", { body: { token } })
      expect(spent.status).toBe(200)
      expect(spent.body.target).toBe("/account/verification")
      expect(spent.body.user.id).toBe(user.id)
      expect((await t.api().call("GET", "/api/v0/users", { token: spent.body.token })).status).toBe(200)
      const again = await t.api().call("POST", "/api/v0/auth/passthrough", { body: { token } })
      expect(again.status).toBe(400)
      expect(again.body.message_key).toBe("INVALID_TOKEN")
    })

    it("expire after 15 minutes and never name another site", async () => {
      const { form } = await register(t.api())
      const issued = await t.api().call("POST", "/api/ops/passthrough", { token: OPERATOR_TOKEN, body: { email: form.email, target: "/account" } })
      t.clock.advance(15 * MINUTE)
      const token = new URL(issued.body.link).searchParams.get("token")!
      expect((await t.api().call("POST", "/api/v0/auth/passthrough", { body: { token } })).status).toBe(400)
      for (const target of ["https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)", "/x:y"]) {
        const reply = await t.api().call("POST", "/api/ops/passthrough", { token: OPERATOR_TOKEN, body: { email: form.email, target } })
        expect(reply.status, target).toBe(400)
      }
    })
  })

  describe("terms acceptance", () => {
    it("is stored with the version accepted; only the version in force can be accepted", async () => {
      const { token } = await register(t.api())
      const before = await t.api().call("GET", "/api/v0/users/terms", { token })
      expect(before.body).toMatchObject({ accepted_version: null })
      const current = before.body.current_version as string
      expect((await t.api().call("POST", "/api/v0/users/terms/accept", { token, body: { version: "1999-01" } })).status).toBe(409)
      const accepted = await t.api().call("POST", "/api/v0/users/terms/accept", { token, body: { version: current } })
      expect(accepted.body).toMatchObject({ current_version: current, accepted_version: current })
      expect(Date.parse(accepted.body.accepted_at)).toBe(t.clock())
      await t.api().call("POST", "/api/ops/terms", { token: OPERATOR_TOKEN, body: { version: "2027-01" } })
      const after = await t.api().call("GET", "/api/v0/users/terms", { token })
      expect(after.body).toMatchObject({ current_version: "2027-01", accepted_version: current })
      await t.api().call("POST", "/api/ops/terms", { token: OPERATOR_TOKEN, body: { version: current } })
    })
  })
})
