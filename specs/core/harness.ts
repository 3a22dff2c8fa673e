/** Test harness: a store on a simulated clock that records every command and fires timers on demand. */
import { createStore, type Store } from "../../core/app/store.js"
import { SITE_CONFIG_BASE, USER_BASE } from "../support/base-fixtures.js"
import type { Command } from "../../core/app/commands.js"
import type { EventInput } from "../../core/app/events.js"
import type { User } from "../../core/model/user.js"
import type { SiteConfig } from "../../core/model/site.js"
import type { AppState } from "../../core/app/state.js"
import type { UserId } from "../../core/model/primitives.js"

export const T0 = 1_795_000_000_000

export interface Harness {
  readonly store: Store
  readonly commands: Command[]
  now(): number
  send(event: EventInput): Command[]
  /** Moves the clock forward, firing due timers in order (as the shell's timer service would). */
  advance(ms: number): Command[]
  timers(): ReadonlyMap<string, number>
}

export const harness = (start = T0, initial?: AppState): Harness => {
  let now = start
  const commands: Command[] = []
  const timers = new Map<string, number>()
  const store = createStore({
    ...(initial === undefined ? {} : { initial }),
    clock: { now: () => now },
    interpret: (cmds) => {
      for (const c of cmds) {
        commands.push(c)
        if (c._tag === "StartTimer") timers.set(c.id, c.fireAt)
        if (c._tag === "CancelTimer") timers.delete(c.id)
      }
    },
  })
  const send = (event: EventInput) => {
    const before = commands.length
    store.dispatch(event)
    return commands.slice(before)
  }
  return {
    store,
    commands,
    now: () => now,
    send,
    advance(ms) {
      const target = now + ms
      const before = commands.length
      for (;;) {
        const due = [...timers.entries()].filter(([, at]) => at <= target).sort((a, b) => a[1] - b[1])[0]
        if (!due) break
        now = Math.max(now, due[1])
        timers.delete(due[0])
        store.dispatch({ _tag: "TimerFired", id: due[0] })
      }
      now = target
      return commands.slice(before)
    },
    timers: () => timers,
  }
}

export const appStarted = (over: Partial<Extract<EventInput, { _tag: "AppStarted" }>> = {}): EventInput => ({
  _tag: "AppStarted",
  location: { path: "/", search: "" },
  brand: "sportsbook",
  country: "GB",
  locale: "en-GB",
  environment: "test",
  deviceId: "device-1",
  storedToken: null,
  storedOddsFormat: null, storedHideBalance: false,
  ...over,
})

export const aUser = (over: Partial<User> = {}): User => ({
  id: 7 as UserId,
  email: "ada@example.test",
  ...USER_BASE,
  dob: "10/12/1990",
  odds_format: "decimal",
  deposited: false,
  session_id: "s1",
  session_expires_at: T0 + 30 * 60_000,
  account: {
    id: 1, user_id: 7 as UserId, balance: 100_000, bonus: 0, deposit_bonus: 0, referral_bonus: 0, betxgety_bonus: 0,
    net_deposit: 0, currency: "gbp", vouchers: [], free_spins: [],
  },
  ...over,
})

export const aSiteConfig = (over: Partial<SiteConfig> = {}): SiteConfig => ({
  ...SITE_CONFIG_BASE,
  signup_steps: [{ step_id: "account" }, { step_id: "personal" }, { step_id: "username" }, { step_id: "marketing" }],
  features: {},
  help_links: { responsible_play: "https://help.test/rg", contact: "https://help.test/contact", change_payment_method: "https://help.test/pm" },
  consent_provider_id: null,
  staff_email_domains: ["sportsbook.test"],
  ...over,
})

/** A harness whose stored session was restored ("tok", a session without expiry) on a site configured with `aSiteConfig()`. */
export const loggedInHarness = (): Harness => {
  const h = harness()
  h.send(appStarted({ storedToken: "tok" }))
  h.send({ _tag: "SiteConfigLoaded", requestId: "r", config: aSiteConfig() })
  h.send({ _tag: "SessionOpened", requestId: "r", via: "refresh", token: "tok", user: aUser({ session_expires_at: null }) })
  return h
}

export const callsOf = (cmds: ReadonlyArray<Command>) =>
  cmds.flatMap((c) => (c._tag === "Call" ? [{ endpoint: c.endpoint, requestId: c.requestId }] : []))

export const failed = (endpoint: string, status: number, error: object | null = { public_message: "nope" }, path = `/v0/${endpoint}`): EventInput =>
  ({ _tag: "RequestFailed", requestId: "r", endpoint, method: "GET", path, status, reason: status === 0 ? "network" : "http", error, detail: "" }) as EventInput
