/**
 * Play reminders and `limits` notifications (issue 14; spec §3 Reminder, §4, §5), on PGlite and
 * PostgreSQL: the 'activity' reminder is set and cleared, is on the user, and only a due one
 * ("interval_starts_at plus interval_days is in the past") moves to its next interval when shown;
 * the user says whether the limit prompt before a first deposit was answered; a deposit that uses
 * up a £20 daily limit pushes a `limits` notification (REACHED) on the socket once, and a raise
 * whose 24 hours have passed is told once (CONFIRMABLE) by the sweep.
 */
import { describe, expect, it } from "vitest"
import { joinLobby } from "./socket-support.js"
import { databaseTargets, login, OPERATOR_TOKEN, register, publicMessage } from "./support.js"
import { suiteServer } from "./suite-server.js"

const DAY = 86_400_000

describe.each(databaseTargets())("play reminders and limit notices on $name", (target) => {
  const t = suiteServer(target, { seed: false })

  let keys = 0
  const call = (method: string, path: string, token: string | null, body?: unknown, key?: string) =>
    t.api().call(method, `/api/v0/${path}`, { token, ...(body === undefined ? {} : { body }), ...(key ? { headers: { "idempotency-key": key } } : {}) })
  const ops = (path: string, body: unknown) => t.api().call("POST", `/api/ops/${path}`, { token: OPERATOR_TOKEN, body })
  const reminderOf = async (token: string) => ((await call("GET", "users", token)).body.reminders as Array<{ type: string; interval_starts_at: string; interval_days: number }>)

  it("the 'activity' reminder: set, on the user, moved on only once due, cleared; bad days are 400", async () => {
    const { token, form } = await register(t.api())
    expect((await call("GET", "users", token)).body).toMatchObject({ reminders: [], deposit_limit_prompted: false })
    const setAt = t.clock()
    expect((await call("POST", "users/play-reminders", token, { interval_days: 7 })).status).toBe(200)
    expect(await reminderOf(token)).toEqual([{ type: "activity", interval_starts_at: new Date(setAt).toISOString(), interval_days: 7 }])
    // Not yet due: shown early (a replay, a wrong clock) changes nothing.
    expect((await call("POST", "users/play-reminders/activity/shown", token)).status).toBe(200)
    expect((await reminderOf(token))[0]!.interval_starts_at).toBe(new Date(setAt).toISOString())
    // Exactly at starts + 7 days it is not yet in the past; a millisecond later it is due.
    t.clock.advance(7 * DAY)
    const { token: later } = await login(t.api(), form.email, form.password)
    await call("POST", "users/play-reminders/activity/shown", later)
    expect((await reminderOf(later))[0]!.interval_starts_at).toBe(new Date(setAt).toISOString())
    t.clock.advance(1)
    await call("POST", "users/play-reminders/activity/shown", later)
    expect((await reminderOf(later))[0]!.interval_starts_at).toBe(new Date(t.clock()).toISOString())
    expect((await call("POST", "users/play-reminders/other/shown", later)).status).toBe(404)
    for (const bad of [0, 366]) {
      const refused = await call("POST", "users/play-reminders", later, { interval_days: bad })
      expect(refused.status).toBe(400)
      expect(refused.body.public_message).toBe(publicMessage("request.invalid_fields"))
    }
    expect((await call("POST", "users/play-reminders", later, { interval_days: null })).status).toBe(200)
    expect(await reminderOf(later)).toEqual([])
    // Answering the first-deposit prompt is on the user.
    expect((await call("POST", "users/deposit-limit-prompt", later)).status).toBe(200)
    expect((await call("GET", "users", later)).body.deposit_limit_prompted).toBe(true)
  })

  it("a deposit that uses up a £20 daily limit pushes `limits` REACHED once; a raise due after 24 h is told once as CONFIRMABLE", async () => {
    const { token, form } = await register(t.api())
    const set = await call("POST", "users/deposit-limits", token, { window_days: 1, maximum_amount: 20 })
    const id = set.body.limit.id
    const lobby = await joinLobby(t.server.url)
    try {
      expect((await lobby.push("authenticate", { token })).status).toBe("ok")
      const reply = await call("POST", "payments/deposits", token, { amount: 20, method: "card" }, `rem${++keys}${Date.now()}`)
      expect(reply.status).toBe(201)
      const form2 = new URLSearchParams({ card_number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" })
      const paid = await fetch(`${t.server.url}${reply.body.checkout_url}/card`, { method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded" }, body: form2.toString() })
      expect(paid.status).toBe(303)
      const notice = await lobby.pushes.next("notification")
      expect(notice).toMatchObject({
        type: "limits",
        content: { action_type: "REACHED", active_limits: [{ type: "DEPOSIT", source: "USER", window_days: 1, maximum_amount: 20, remaining_amount: 0 }] },
      })
      expect(typeof notice.ack_id).toBe("string")
    } finally {
      lobby.close()
    }
    // Told once: the sweep finds nothing new for this window.
    expect((await ops("safer-gambling/limit-notices", {})).body.sent).toBe(0)
    const limitsNotices = async (tok: string) =>
      ((await call("GET", "users/notifications", tok)).body.notifications as Array<{ type: string; content: { action_type: string } }>).filter((n) => n.type === "limits")
    expect((await limitsNotices(token)).map((n) => n.content.action_type)).toEqual(["REACHED"])

    expect((await call("POST", "users/deposit-limits", token, { window_days: 1, maximum_amount: 50 })).body.outcome).toBe("pending")
    t.clock.advance(DAY - 1)
    await ops("safer-gambling/limit-notices", {})
    const { token: later } = await login(t.api(), form.email, form.password)
    expect((await limitsNotices(later)).map((n) => n.content.action_type)).toEqual(["REACHED"])
    t.clock.advance(1)
    expect((await ops("safer-gambling/limit-notices", {})).body.sent).toBeGreaterThanOrEqual(1)
    expect((await ops("safer-gambling/limit-notices", {})).body.sent).toBe(0)
    const told = await limitsNotices(later)
    expect(told.map((n) => n.content.action_type).sort()).toEqual(["CONFIRMABLE", "REACHED"])
    expect(told.find((n) => n.content.action_type === "CONFIRMABLE")!.content).toMatchObject({ active_limits: [{ maximum_amount: 20 }], key: `${id}:CONFIRMABLE:${t.clock()}` })
  })
})
