import { describe, expect, it } from "vitest"
import { createAnalytics } from "../../adapters/analytics/track.js"
import type { CallRunner } from "../../adapters/api/run-call.js"
import type { Timers } from "../../adapters/clock/timers.js"
import { createInterpreter, type InterpreterDeps, type LogLevel } from "../../adapters/interpreter.js"
import { createNavigation } from "../../adapters/navigation.js"
import type { SocketAdapter } from "../../adapters/socket/socket.js"
import { createAppStorage, createMemoryStorage } from "../../adapters/storage/storage.js"
import { call, type Command } from "../../core/app/commands.js"
import type { EventInput } from "../../core/app/events.js"
import { createFakeWindow } from "./support/fake-window.js"

const setup = (overrides: Partial<InterpreterDeps> = {}, url = "http://localhost/start") => {
  const did: string[] = []
  const logs: Array<[LogLevel, string]> = []
  const events: EventInput[] = []
  const win = createFakeWindow({ url })
  const backing = createMemoryStorage()
  const storage = createAppStorage(backing)
  let answer: EventInput | null = { _tag: "CallCompleted", requestId: "r", endpoint: "logout" }
  const calls: CallRunner = {
    run: async (c) => {
      did.push(`call ${c.endpoint} ${c.requestId}`)
      return answer
    },
    cancel: (endpoint) => void did.push(`cancel ${endpoint}`),
    cancelAll: () => void did.push("cancelAll"),
  }
  const timers: Timers = {
    start: (id, at) => void did.push(`start ${id} ${at}`),
    cancel: (id) => void did.push(`stop ${id}`),
    cancelAll: () => {},
    active: () => [],
  }
  const socket: SocketAdapter = {
    connect: () => {},
    disconnect: () => {},
    authenticate: (t) => void did.push(`authenticate ${t}`),
    acknowledge: (a) => void did.push(`acknowledge ${a}`),
    subscribe: (c, p) => void did.push(`subscribe ${c} ${JSON.stringify(p)}`),
    unsubscribe: (c, p) => void did.push(`unsubscribe ${c} ${JSON.stringify(p)}`),
    subscriptions: () => [],
    isJoined: () => true,
  }
  const analytics = createAnalytics()
  const deps: InterpreterDeps = {
    calls,
    timers,
    storage,
    socket: () => socket,
    analytics,
    navigation: createNavigation(win, (e) => events.push(e)),
    win,
    log: (level, message) => void logs.push([level, message]),
    ...overrides,
  }
  const interpret = createInterpreter(deps)
  const run = (...commands: Command[]) => interpret(commands, (e) => void events.push(e))
  return { run, did, logs, events, win, backing, analytics, setAnswer: (e: EventInput | null) => (answer = e) }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe("interpreter: every command reaches its adapter", () => {
  it("Call runs the call and dispatches its event; a cancelled call dispatches nothing", async () => {
    const t = setup()
    t.run(call("logout", { token: "x" }, "r", "x"))
    await flush()
    expect(t.did).toEqual(["call logout r"])
    expect(t.events).toEqual([{ _tag: "CallCompleted", requestId: "r", endpoint: "logout" }])
    t.setAnswer(null)
    t.run(call("getUser", {}, "r2", "x"))
    await flush()
    expect(t.events).toHaveLength(1)
  })

  it("CancelCall, StartTimer, CancelTimer", () => {
    const t = setup()
    t.run({ _tag: "CancelCall", endpoint: "validateUsername" }, { _tag: "StartTimer", id: "startup", fireAt: 25_000 }, { _tag: "CancelTimer", id: "startup" })
    expect(t.did).toEqual(["cancel validateUsername", "start startup 25000", "stop startup"])
  })

  it("Persist writes the prefixed key; null removes it", () => {
    const t = setup()
    t.run({ _tag: "Persist", key: "authToken", value: "tok" }, { _tag: "Persist", key: "hideBalance", value: "true" })
    expect(t.backing.getItem("sb:authToken")).toBe("tok")
    expect(t.backing.getItem("sb:hideBalance")).toBe("true")
    t.run({ _tag: "Persist", key: "authToken", value: null })
    expect(t.backing.getItem("sb:authToken")).toBeNull()
  })

  it("Navigate pushes or replaces history, fires the event wouter listens to, and reports LocationChanged", () => {
    const t = setup()
    t.run({ _tag: "Navigate", to: "/login?redirect=%2Faccount", replace: false })
    t.run({ _tag: "Navigate", to: "/", replace: true })
    expect(t.win.historyCalls).toEqual([["pushState", "/login?redirect=%2Faccount"], ["replaceState", "/"]])
    expect(t.win.dispatched).toEqual(["pushState", "replaceState"])
    expect(t.events).toEqual([
      { _tag: "LocationChanged", location: { path: "/login", search: "?redirect=%2Faccount" } },
      { _tag: "LocationChanged", location: { path: "/", search: "" } },
    ])
  })

  it("Navigate does not dispatch the history event itself once wouter has patched history", () => {
    const t = setup()
    t.win.patchLikeWouter()
    t.run({ _tag: "Navigate", to: "/sports", replace: false })
    expect(t.win.dispatched).toEqual(["pushState"])
  })

  it("Authenticate, Subscribe, Unsubscribe and Acknowledge go to the socket", () => {
    const t = setup()
    t.run(
      { _tag: "Authenticate", token: "tok" },
      { _tag: "Subscribe", channel: "games", params: { all: true } },
      { _tag: "Unsubscribe", channel: "games", params: { all: true } },
      { _tag: "Acknowledge", ackId: "ack-1" },
    )
    expect(t.did).toEqual(["authenticate tok", 'subscribe games {"all":true}', 'unsubscribe games {"all":true}', "acknowledge ack-1"])
  })

  it("Track records the analytics event", () => {
    const t = setup()
    t.run({ _tag: "Track", event: { name: "logged_out", properties: { trigger: "user" } } })
    expect(t.analytics.events).toEqual([{ name: "logged_out", properties: { trigger: "user" } }])
  })

  it("Reload reloads; OpenExternal opens a new tab with noopener", () => {
    const t = setup()
    t.run({ _tag: "Reload" }, { _tag: "OpenExternal", url: "https://help.example/payments" })
    expect(t.win.reloads).toBe(1)
    expect(t.win.opened).toEqual([["https://help.example/payments", "_blank", "noopener"]])
  })

  it("ClearOverrides removes the override keys and nothing else", () => {
    const t = setup()
    for (const key of ["sb:override:apiUrl", "sb:override:wsUrl", "sb:override:country", "sb:override:oddsFormat", "sb:oddsFormat"]) {
      t.backing.setItem(key, "x")
    }
    t.run({ _tag: "ClearOverrides" })
    expect(["sb:override:apiUrl", "sb:override:wsUrl", "sb:override:country", "sb:override:oddsFormat"].map((k) => t.backing.getItem(k))).toEqual([null, null, null, null])
    expect(t.backing.getItem("sb:oddsFormat")).toBe("x")
  })

  it("ClearOverrides also strips the override parameters from the URL, so the reload keeps them off", () => {
    const t = setup({}, "http://localhost/login?apiUrl=http%3A%2F%2Fbroken&tab=2&country=MX")
    t.run({ _tag: "ClearOverrides" })
    expect(`${t.win.location.pathname}${t.win.location.search}`).toBe("/login?tab=2")
  })

  it("Log goes to the logger at its level", () => {
    const t = setup()
    t.run({ _tag: "Log", level: "warn", message: "socket push rejected" })
    expect(t.logs).toEqual([["warn", "socket push rejected"]])
  })
})

describe("interpreter never throws", () => {
  it("logs a failing command and runs the ones after it", () => {
    const t = setup({
      timers: {
        start: () => {
          throw new Error("timer broke")
        },
        cancel: () => {},
        cancelAll: () => {},
        active: () => [],
      },
    })
    expect(() => t.run({ _tag: "StartTimer", id: "x", fireAt: 1 }, { _tag: "Reload" })).not.toThrow()
    expect(t.logs).toEqual([["error", "command StartTimer failed: Error: timer broke"]])
    expect(t.win.reloads).toBe(1)
  })

  it("a dispatch that throws on a call's answer is logged, not an unhandled rejection", async () => {
    const t = setup()
    const logs: string[] = []
    const interpret = createInterpreter({
      calls: { run: async () => ({ _tag: "SocketConnected" }), cancel: () => {}, cancelAll: () => {} },
      timers: { start: () => {}, cancel: () => {}, cancelAll: () => {}, active: () => [] },
      storage: createAppStorage(null),
      socket: () => null,
      analytics: createAnalytics(),
      navigation: createNavigation(t.win, () => {}),
      win: t.win,
      log: (_, message) => void logs.push(message),
    })
    interpret([call("getUser", {}, "r", null)], () => {
      throw new Error("reducer bug")
    })
    await flush()
    expect(logs).toEqual(["getUser: dispatching the answer failed: Error: reducer bug"])
  })

  it("socket commands before the socket exists are dropped with a log line", () => {
    const t = setup({ socket: () => null })
    t.run({ _tag: "Authenticate", token: "tok" })
    expect(t.logs).toEqual([["warn", "Authenticate: no socket yet, command dropped"]])
  })

  it("a navigation the browser refuses (another origin) is logged", () => {
    const t = setup()
    const win = createFakeWindow()
    win.history.pushState = () => {
      throw new DOMException("cross-origin", "SecurityError")
    }
    const logs: string[] = []
    const interpret = createInterpreter({
      calls: { run: async () => null, cancel: () => {}, cancelAll: () => {} },
      timers: { start: () => {}, cancel: () => {}, cancelAll: () => {}, active: () => [] },
      storage: createAppStorage(null),
      socket: () => null,
      analytics: t.analytics,
      navigation: createNavigation(win, () => {}),
      win,
      log: (_, message) => void logs.push(message),
    })
    expect(() => interpret([{ _tag: "Navigate", to: "https://elsewhere.example/", replace: false }], () => {})).not.toThrow()
    expect(logs[0]).toContain("command Navigate failed")
  })
})
