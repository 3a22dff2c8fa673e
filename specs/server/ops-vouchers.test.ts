/**
 * The voucher operator control (server/ops/vouchers.ts): gives a bettor a voucher that their
 * betslip then offers (singles' `vouchers`; the accumulator's only with 2+ legs and a scope that
 * allows it); refuses an unknown user, a non-positive amount and an unknown scope. PGlite and
 * PostgreSQL.
 */
import { describe, expect, it } from "vitest"
import { databaseTargets, OPERATOR_TOKEN, register } from "./support.js"
import { suiteServer } from "./suite-server.js"

describe.each(databaseTargets())("the voucher operator control on $name", (target) => {
  const t = suiteServer(target, { seed: false })

  const ops = (body: unknown) => t.api().call("POST", "/api/ops/vouchers", { token: OPERATOR_TOKEN, body })

  it("gives the bettor a voucher their betslip offers, once per call", async () => {
    const { token, form } = await register(t.api())
    const first = await ops({ email: form.email.toUpperCase(), amount: 5, scope: "single" })
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({ amount: 5, scope: "single" })
    const second = await ops({ email: form.email, amount: 2.5 })
    expect(second.status).toBe(201)
    expect(second.body).toMatchObject({ amount: 2.5, scope: "any" })
    expect(second.body.id).not.toBe(first.body.id)

    const slip = await t.api().call("GET", "/api/v1/betslip", { token })
    expect(slip.status).toBe(200)
    expect(slip.body.vouchers).toEqual([{ id: first.body.id, amount: 5 }, { id: second.body.id, amount: 2.5 }])
    // The accumulator's vouchers need 2+ legs.
    expect(slip.body.accumulator_available_vouchers).toEqual([])
    // spec §3 Account vouchers: the user view lists the free bets held, oldest first.
    const user = await t.api().call("GET", "/api/v0/users", { token })
    expect(user.body.account.vouchers).toEqual([{ id: first.body.id, amount: 5 }, { id: second.body.id, amount: 2.5 }])
  })

  it("refuses an unknown user (404), a zero or negative amount and an unknown scope (400), and a missing token (401)", async () => {
    const unknown = await ops({ email: "nobody@example.test", amount: 5 })
    expect(unknown.status).toBe(404)
    expect(unknown.body.message_key).toBe("USER_NOT_FOUND")
    const { form } = await register(t.api())
    for (const body of [{ email: form.email, amount: 0 }, { email: form.email, amount: -1 }, { email: form.email, amount: 5, scope: "treble" }, { email: form.email }]) {
      expect((await ops(body)).status).toBe(400)
    }
    expect((await t.api().call("POST", "/api/ops/vouchers", { body: { email: form.email, amount: 5 } })).status).toBe(401)
  })
})
