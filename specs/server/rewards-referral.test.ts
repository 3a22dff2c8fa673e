/**
 * Refer a friend end to end (issue 18; rules in server/domain/rewards/referrals.ts): the bettor's
 * code and sign-up link; a sign-up with an unknown code is refused with 400 before anything is
 * written; a friend who signs up with the code and makes a FIRST deposit counts once for the
 * referrer's opted-in referral reward (a second deposit counts nothing more), pushed live in the
 * referrer's own locale; the claim pays the referral bonus once. PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set.
 */
import { describe, expect, it } from "vitest"
import { ReferralInfo, RewardPush, UserReward } from "../../core/rewards/model.js"
import { joinLobby } from "./socket-support.js"
import { databaseTargets, decode, login, newBettorForm, register } from "./support.js"
import { suiteServer } from "./suite-server.js"

describe.each(databaseTargets())("refer a friend on $name", (target) => {
  const t = suiteServer(target)

  let keys = 0
  /** A card deposit completed through the payment sandbox's checkout, as a browser would. */
  const depositByCard = async (token: string, amount: number) => {
    const started = await t.api().call("POST", "/api/v0/payments/deposits", { token, body: { amount, method: "card" }, headers: { "idempotency-key": `ref-dep-${Date.now()}-${++keys}` } })
    expect(started.status, JSON.stringify(started.body)).toBe(201)
    const checkout = (started.body as { checkout_url: string }).checkout_url
    const answer = await fetch(`${t.server.url}${checkout}/card`, {
      method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ card_number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" }).toString(),
    })
    expect(answer.status).toBe(303)
  }

  it("a friend's first deposit counts once for the referrer, pushed in the referrer's locale; the claim pays once", async () => {
    // register() sends its overrides as the body: this referrer reads the site in pt-BR.
    const referrer = await register(t.api(), { locale: "pt-BR" } as never)
    const auth = { token: referrer.token }
    const info = decode(ReferralInfo, (await t.api().call("GET", "/api/v0/rewards/referral", auth)).body)
    expect(info.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/)
    expect(info.link).toMatch(new RegExp(`/auth/signup\\?ref=${info.code}$`))
    expect([info.signed_up, info.qualified]).toEqual([0, 0])
    expect(decode(ReferralInfo, (await t.api().call("GET", "/api/v0/rewards/referral", auth)).body).code).toBe(info.code)
    expect((await t.api().call("GET", "/api/v0/rewards/referral")).status).toBe(401)

    const opted = decode(UserReward, (await t.api().call("POST", "/api/v0/rewards/offers/106/opt-in", { ...auth, body: {} })).body)
    expect([opted.status, opted.progress, opted.target]).toEqual(["opted_in", 0, 1])

    // An unknown code refuses the sign-up and writes nothing: the same e-mail then signs up with the right code.
    const form = newBettorForm()
    const refused = await t.api().call("POST", "/api/v0/users/register", { body: { ...form, referral_code: "ZZZZZZZZ" } })
    expect(refused.status).toBe(400)
    expect(refused.body.message_key).toBe("REFERRAL_CODE_UNKNOWN")
    expect(refused.body.public_message).toMatch(/referral code/)
    const joined = await t.api().call("POST", "/api/v0/users/register", { body: { ...form, referral_code: ` ${info.code.toLowerCase()} ` } })
    expect(joined.status, JSON.stringify(joined.body)).toBe(201)
    const friend = await login(t.api(), form.email, form.password)
    expect(decode(ReferralInfo, (await t.api().call("GET", "/api/v0/rewards/referral", auth)).body).signed_up).toBe(1)
    // Signing up alone does not meet the rule.
    expect(decode(UserReward, (await t.api().call("GET", `/api/v0/rewards/${opted.id}`, auth)).body).progress).toBe(0)

    const lobby = await joinLobby(t.server.url)
    lobby.channel.on("reward", (payload) => lobby.pushes.record("reward", payload))
    expect((await lobby.push("authenticate", { token: referrer.token })).status).toBe("ok")
    try {
      await depositByCard(friend.token, 20)
      const pushed = decode(RewardPush, await lobby.pushes.next("reward"))
      expect([pushed.id, pushed.status, pushed.progress]).toEqual([opted.id, "earned", 1])
      // The push has no request to take a language from: it speaks the referrer's (pt-BR).
      expect(pushed.title).toBe("Indique um amigo e ganhe £10")
    } finally {
      lobby.close()
    }
    await depositByCard(friend.token, 30)
    const after = decode(UserReward, (await t.api().call("GET", `/api/v0/rewards/${opted.id}`, auth)).body)
    expect([after.status, after.progress]).toEqual(["earned", 1])
    expect(decode(ReferralInfo, (await t.api().call("GET", "/api/v0/rewards/referral", auth)).body)).toMatchObject({ signed_up: 1, qualified: 1 })

    const claimed = decode(UserReward, (await t.api().call("POST", `/api/v0/rewards/${opted.id}/claim`, { ...auth, body: {} })).body)
    const again = decode(UserReward, (await t.api().call("POST", `/api/v0/rewards/${opted.id}/claim`, { ...auth, body: {} })).body)
    expect(again).toEqual(claimed)
    const user = (await t.api().call("GET", "/api/v0/users", auth)).body as { account: { referral_bonus: number; bonus: number; balance: number } }
    // £10 referral bonus, paid once (it converts to cash as it is wagered).
    expect(user.account.referral_bonus + user.account.balance).toBe(10)
  })

  it("a bettor's own deposit without a referrer counts for nobody", async () => {
    const lone = await register(t.api())
    await depositByCard(lone.token, 10)
    const info = decode(ReferralInfo, (await t.api().call("GET", "/api/v0/rewards/referral", { token: lone.token })).body)
    expect([info.signed_up, info.qualified]).toEqual([0, 0])
  })
})
