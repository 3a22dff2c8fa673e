/**
 * Operator controls: off without a token, guarded by it when on; maintenance mode (503 on every
 * call but the operator's, pushed to every socket); the outbox and health; the ops CLI.
 */
import { describe, expect, it } from "vitest"
import { OpsFailure, runOps } from "../../server/ops/cli.js"
import { joinLobby } from "./socket-support.js"
import { databaseTargets, OPERATOR_TOKEN, register } from "./support.js"
import { suiteServer } from "./suite-server.js"

describe("operator routes without an operator token", () => {
  const t = suiteServer(databaseTargets()[0]!, { operatorToken: undefined, seed: false })

  it.each([
    ["GET", "/api/ops/health"],
    ["POST", "/api/ops/maintenance"],
    ["GET", "/api/ops/outbox"],
  ])("%s %s is 404, token or not", async (method, path) => {
    for (const token of [null, OPERATOR_TOKEN, ""]) {
      const reply = await t.api().call(method, path, { token, body: method === "POST" ? { active: true } : undefined })
      expect(reply.status).toBe(404)
      expect(reply.body.message_key).toBe("NOT_FOUND")
    }
    expect((await t.api().call("GET", "/api/v0/configs")).status).toBe(200)
  })
})

describe.each(databaseTargets())("operator controls on $name", (target) => {
  const t = suiteServer(target, { seed: false })

  const ops = (method: string, path: string, body?: unknown) => t.api().call(method, `/api/ops/${path}`, { token: OPERATOR_TOKEN, body })

  it("refuses a missing or wrong token with 401", async () => {
    expect((await t.api().call("GET", "/api/ops/health")).status).toBe(401)
    const wrong = await t.api().call("GET", "/api/ops/health", { token: `${OPERATOR_TOKEN}x` })
    expect(wrong.status).toBe(401)
    expect(wrong.body.public_message).toBe("Operator token missing or wrong.")
  })

  it("health reports the database and bus", async () => {
    const reply = await ops("GET", "health")
    expect(reply.status).toBe(200)
    expect(reply.body).toMatchObject({ ok: true, database: target.name, bus: "memory", maintenance: false })
  })

  it("maintenance: every call answers 503 and every socket hears it; switching it off restores both", async () => {
    const { token } = await register(t.api())
    const [anonymous, loggedIn] = await Promise.all([joinLobby(t.server.url), joinLobby(t.server.url)])
    try {
      await loggedIn.push("authenticate", { token })
      expect((await ops("POST", "maintenance", { active: true })).body).toEqual({ active: true })
      expect(await anonymous.pushes.next("maintenance")).toEqual({ active: true })
      expect(await loggedIn.pushes.next("maintenance")).toEqual({ active: true })

      for (const [method, path] of [
        ["GET", "/api/v0/geolocation-check?brand=sportsbook&country=GB"],
        ["GET", "/api/v0/configs"],
        ["GET", "/api/v1/users"],
        ["POST", "/api/v0/sessions"],
        ["GET", "/api/v2/no-such-call"],
      ] as const) {
        const reply = await t.api().call(method, path, { token, body: method === "POST" ? { email: "a@b.test", password: "x" } : undefined })
        expect(reply.status).toBe(503)
        expect(reply.body).toMatchObject({ status: 503, message_key: "MAINTENANCE", public_message: "Sportsbook is unavailable. We'll be back shortly." })
      }
      const apostas = await t.api().call("GET", "/api/v0/configs?brand=apostas&country=BR")
      expect(apostas.body.public_message).toBe("Apostas is unavailable. We'll be back shortly.")
      expect((await ops("GET", "maintenance")).body).toEqual({ active: true })
      expect((await ops("GET", "health")).body.maintenance).toBe(true)

      expect((await ops("POST", "maintenance", { active: false })).body).toEqual({ active: false })
      expect(await anonymous.pushes.next("maintenance")).toEqual({ active: false })
      expect(await loggedIn.pushes.next("maintenance")).toEqual({ active: false })
      expect((await t.api().call("GET", "/api/v1/users", { token })).status).toBe(200)
    } finally {
      anonymous.close()
      loggedIn.close()
      await ops("POST", "maintenance", { active: false })
    }
  })

  it("the outbox lists mail newest first, for one address or all", async () => {
    const api = t.api()
    const { form } = await register(api)
    await api.call("POST", "/api/v0/users/reset-password-email", { body: { email: form.email } })
    const mine = await ops("GET", `outbox?to=${encodeURIComponent(form.email.toUpperCase())}`)
    expect(mine.body.mails.map((m: { kind: string }) => m.kind)).toEqual(["reset_password", "confirm_email"])
    expect(mine.body.mails[0].link).toContain("/auth/password/reset?token=")
    expect(Date.parse(mine.body.mails[0].created_at)).toBe(t.clock())
    const all = await ops("GET", "outbox?limit=1")
    expect(all.body.mails).toHaveLength(1)
  })

  describe("npm run ops", () => {
    const run = async (...args: string[]) => {
      const printed: string[] = []
      await runOps(args, { OPS_URL: t.server.url, OPERATOR_TOKEN: OPERATOR_TOKEN }, (text) => printed.push(text))
      return printed.join("\n")
    }

    it("switches maintenance and prints the JSON answer", async () => {
      expect(JSON.parse(await run("maintenance", "on"))).toEqual({ active: true })
      expect((await t.api().call("GET", "/api/v0/configs")).status).toBe(503)
      expect(JSON.parse(await run("maintenance"))).toEqual({ active: true })
      expect(JSON.parse(await run("maintenance", "off"))).toEqual({ active: false })
      expect((await t.api().call("GET", "/api/v0/configs")).status).toBe(200)
    })

    it("reads the outbox of an address", async () => {
      const { form } = await register(t.api())
      const printed = JSON.parse(await run("outbox", form.email))
      expect(printed.mails[0].to).toBe(form.email)
    })

    it("gives a bettor a free bet in pounds, scoped as asked; a bad amount or scope fails plainly", async () => {
      const { form } = await register(t.api())
      expect(JSON.parse(await run("voucher", form.email, "2.50", "single"))).toMatchObject({ amount: 2.5, scope: "single" })
      expect(JSON.parse(await run("voucher", form.email, "5"))).toMatchObject({ amount: 5, scope: "any" })
      await expect(run("voucher", form.email, "-1")).rejects.toThrow(/voucher takes <email> <amount>/)
      await expect(run("voucher", form.email, "5", "double")).rejects.toThrow(/single, accumulator or any, not "double"/)
    })

    it("fails with a plain message", async () => {
      const fail = (args: string[], env: NodeJS.ProcessEnv) => runOps(args, env, () => {})
      await expect(fail(["health"], { OPS_URL: t.server.url })).rejects.toThrow(new OpsFailure("Set OPERATOR_TOKEN to the token the server was started with."))
      await expect(fail(["health"], { OPS_URL: t.server.url, OPERATOR_TOKEN: "wrong" })).rejects.toThrow(/refused the operator token/)
      await expect(fail(["maintenance", "maybe"], { OPERATOR_TOKEN: "x" })).rejects.toThrow(/"on" or "off"/)
      await expect(fail(["launch"], { OPERATOR_TOKEN: "x" })).rejects.toThrow(/Unknown command "launch"/)
      await expect(fail(["health"], { OPS_URL: "http://127.0.0.1:9", OPERATOR_TOKEN: "x" })).rejects.toThrow(/Could not reach the server/)
    })
  })
})
