/**
 * The safer-gambling calls (server: server/http/routes/safer-gambling.ts; spec §7): the dashboard,
 * deposit and loss limits (set, confirm or cancel a pending change), time-outs, self-exclusion and
 * the reality check interval.
 */
import { completed, defineEndpoint, encodedBody, fixed, eventWith } from "../kernel/index.js"
import { Ok } from "../model/auth.js"
import {
  ActivityStatement, ActivityStatementRequest, AffordabilityRequest, PlayReminderRequest, ExclusionResponse, LimitChangeResponse, LimitRequest, RealityCheckRequest, SaferGamblingSummary, SelfExclusionRequest, TimeoutRequest, type SelfExclusionInterval,
} from "../model/safer-gambling.js"

export type LimitKind = "deposit" | "loss"

export interface LimitInput {
  readonly kind: LimitKind
  readonly windowDays: number
  /** Minor units; null removes the limit. */
  readonly amount: number | null
}

export const getSaferGambling = defineEndpoint()({
  name: "getSaferGambling", method: "GET", path: fixed("users/safer-gambling"),
  response: SaferGamblingSummary, toEvent: eventWith("SaferGamblingLoaded", "summary"),
})

export const setLimit = defineEndpoint<LimitInput>()({
  name: "setLimit", method: "POST", path: (i) => `users/${i.kind}-limits`,
  body: encodedBody(LimitRequest, (i: LimitInput) => ({ window_days: i.windowDays, maximum_amount: i.amount })),
  response: LimitChangeResponse, toEvent: eventWith("LimitChanged", "response"),
})

export const confirmLimitChange = defineEndpoint<{ readonly kind: LimitKind; readonly id: number }>()({
  name: "confirmLimitChange", method: "POST", path: (i) => `users/${i.kind}-limits/${i.id}`,
  response: LimitChangeResponse, toEvent: eventWith("LimitChanged", "response"),
})

export const cancelLimitChange = defineEndpoint<{ readonly kind: LimitKind; readonly id: number }>()({
  name: "cancelLimitChange", method: "DELETE", path: (i) => `users/${i.kind}-limits/${i.id}`,
  response: LimitChangeResponse, toEvent: eventWith("LimitChanged", "response"),
})

export const takeTimeout = defineEndpoint<{ readonly days: number }>()({
  name: "takeTimeout", method: "POST", path: fixed("users/timeouts"),
  body: encodedBody(TimeoutRequest, (i: { readonly days: number }) => ({ days: i.days })),
  response: ExclusionResponse, toEvent: eventWith("ExclusionStarted", "exclusion"),
})

export const selfExclude = defineEndpoint<{ readonly interval: SelfExclusionInterval }>()({
  name: "selfExclude", method: "POST", path: fixed("users/self-exclusions"),
  body: encodedBody(SelfExclusionRequest, (i: { readonly interval: SelfExclusionInterval }) => ({ interval: i.interval })),
  response: ExclusionResponse, toEvent: eventWith("ExclusionStarted", "exclusion"),
})

export const saveRealityCheckInterval = defineEndpoint<{ readonly seconds: number }>()({
  name: "saveRealityCheckInterval", method: "POST", path: fixed("users/reality-check-interval"),
  body: encodedBody(RealityCheckRequest, (i: { readonly seconds: number }) => ({ seconds: i.seconds })),
  response: Ok, toEvent: completed("saveRealityCheckInterval"),
})

/** The activity statement (GET users/activity-statement) over the period its one query field names. */
const activityStatement = <const N extends string, const K extends string, const T extends string>(name: N, period: K, tag: T) =>
  defineEndpoint<{ readonly [P in K]: number }>()({
    name, method: "GET", path: fixed("users/activity-statement"),
    query: (i) => ({ [period]: i[period] }),
    response: ActivityStatement, toEvent: eventWith(tag, "statement"),
  })

/** The reality check's figures: this session so far (since it started). */
export const getSessionActivity = activityStatement("getSessionActivity", "since", "SessionActivityLoaded")

/** The activity statement over the last `days` days (AccountActivityPrompt). */
export const getActivityStatement = activityStatement("getActivityStatement", "days", "ActivityStatementLoaded")

export const saveActivityStatementFrequency = defineEndpoint<{ readonly days: number | null }>()({
  name: "saveActivityStatementFrequency", method: "POST", path: fixed("users/activity-statement"),
  body: encodedBody(ActivityStatementRequest, (i: { readonly days: number | null }) => ({ days: i.days })),
  response: Ok, toEvent: completed("saveActivityStatementFrequency"),
})

export const markDepositLimitPrompted = defineEndpoint()({
  name: "markDepositLimitPrompted", method: "POST", path: fixed("users/deposit-limit-prompt"),
  response: Ok, toEvent: completed("markDepositLimitPrompted"),
})

/** Sets (interval_days) or clears (null) the bettor's 'activity' play reminder; its interval starts now. */
export const savePlayReminder = defineEndpoint<{ readonly days: number | null }>()({
  name: "savePlayReminder", method: "POST", path: fixed("users/play-reminders"),
  body: encodedBody(PlayReminderRequest, (i: { readonly days: number | null }) => ({ interval_days: i.days })),
  response: Ok, toEvent: completed("savePlayReminder"),
})

/** The due reminder was shown: the server starts its next interval (and pushes the user). */
export const markReminderShown = defineEndpoint<{ readonly type: string }>()({
  name: "markReminderShown", method: "POST", path: (i) => `users/play-reminders/${encodeURIComponent(i.type)}/shown`,
  response: Ok, toEvent: completed("markReminderShown"),
})

export interface AffordabilityInput {
  readonly source: "prompted" | "deeplink"
  readonly answers: ReadonlyArray<{ readonly question: string; readonly answer: string }>
}

export const saveAffordability = defineEndpoint<AffordabilityInput>()({
  name: "saveAffordability", method: "POST", path: fixed("users/affordability"),
  body: encodedBody(AffordabilityRequest, (i: AffordabilityInput) => ({ source: i.source, answers: i.answers })),
  response: Ok, toEvent: completed("saveAffordability"),
})

export const SAFER_GAMBLING_ENDPOINTS = {
  savePlayReminder, markReminderShown,
  getSessionActivity, getActivityStatement, saveActivityStatementFrequency, markDepositLimitPrompted, saveAffordability,
  getSaferGambling, setLimit, confirmLimitChange, cancelLimitChange, takeTimeout, selfExclude, saveRealityCheckInterval,
} as const
