/**
 * The safer-gambling area's state (issue 14). The server decides every rule (what applies now,
 * what waits 24 hours, what an operator's limit allows); core keeps what it answered.
 *
 * Rules:
 * - Opening a safer-gambling page loads the dashboard (GET users/safer-gambling).
 * - One change at a time: a submit while one is in flight does nothing.
 * - A limit answered: the notice says what happened (set / lowered now, pending until its time,
 *   confirmed, removed, cancelled) and the dashboard loads again.
 * - A time-out or self-exclusion started: the server has ended every session, so the bettor is
 *   logged out at once and told until when (a dialog that stays after logout).
 * - A refused call shows the server's public message on the page.
 * - Reality check (RTS 13; spec §3 reality_check_interval, default 3600 s): from the moment a
 *   session starts, a timer fires every interval on the simulated clock; each time the figures of
 *   this session so far are asked of the server (stakes, returns, net position) and a dialog shows
 *   how long the bettor has been logged in and whether they are up or down, with Continue and Log
 *   out. A new interval on the user re-bases the next check (now + interval).
 * - The activity statement (AccountActivityPrompt): asking for one over `days` loads it from the
 *   server (GET users/activity-statement?days=); the dialog shows what the server answered.
 * - How often the statement is wanted, the limit prompt before a first deposit answered and the
 *   affordability answers are each one call; done, the dashboard loads again (its fields change).
 * - Play reminders (spec §3 Reminder, §4, §5; reminders.ts): setting or clearing the 'activity'
 *   reminder is one call. Whenever the user changes, and when its timer fires, the reminder is
 *   checked: due ("interval_starts_at plus interval_days is in the past") and SHOW_REMINDER_MODALS
 *   on, AccountActivityPrompt opens with the statement over the reminder's interval (once per due
 *   instant) and the server is told it was shown (it starts the next interval); not yet due, a timer
 *   waits for it.
 * - Affordability (spec §5): the questionnaire is urgent from 53 days before its expiry; a timer
 *   turns it urgent on the simulated clock.
 * - The limit prompt before a first deposit (RTS 12): opening the deposit cashier as a bettor the
 *   server says was never prompted opens DepositLimitPrompt on top, once per session.
 * - Logging out forgets everything and stops the reality check and the reminder timers.
 */
import { call, literal, message, noCommands, sameData, type Command, type Ctx, type Reducer, type RequestFailed, type Text } from "../kernel/index.js"
import type { ActivityStatement, SaferGamblingSummary } from "../model/safer-gambling.js"
import type { User } from "../model/user.js"
import { selectFeatures, type FlagsRoot } from "../flags/index.js"
import { dialogRequest, modalRequested } from "../modals/index.js"
import type { SessionRoot } from "../session/index.js"
import { selectToken, selectUser } from "../session/index.js"
import {
  activityReminderOf, affordabilityUrgentFrom, isAffordabilityQuestionnaireUrgent, isReminderDue, needsDepositLimitPrompt, reminderDueAt,
} from "./reminders.js"
import {
  markReminderShown, savePlayReminder,
  cancelLimitChange, confirmLimitChange, getActivityStatement, getSaferGambling, getSessionActivity, markDepositLimitPrompted, saveActivityStatementFrequency, saveAffordability,
  saveRealityCheckInterval, selfExclude, setLimit, takeTimeout,
} from "./endpoints.js"
import type { SaferGamblingEvent } from "./events.js"

export interface SaferGamblingState {
  readonly status: "idle" | "loading" | "loaded" | "failed"
  readonly summary: SaferGamblingSummary | null
  readonly busy: boolean
  readonly notice: Text | null
  readonly error: Text | null
  /** The reality check: when this session started and its interval (seconds), null when logged out. */
  readonly reality: { readonly startedAt: number; readonly interval: number } | null
  /** The activity statement last asked for: its period in days and the server's figures (null while
   *  loading); absent until one is asked for (so recorded states without it still replay). */
  readonly statement?: { readonly days: number; readonly figures: ActivityStatement | null } | null
  /** spec §5: the affordability questionnaire is urgent (53 days before its expiry); absent: not. */
  readonly questionnaireUrgent?: boolean
  /** The due instant of the last reminder shown: a push before the server moved it on shows nothing again. */
  readonly reminderShownFor?: number
}

export const initialSaferGambling: SaferGamblingState = { status: "idle", summary: null, busy: false, notice: null, error: null, reality: null }

export const REALITY_TIMER = "safer:reality-check"
export const DEFAULT_REALITY_SECONDS = 3600
export const REMINDER_TIMER = "safer:play-reminder"
export const AFFORDABILITY_TIMER = "safer:affordability-urgent"
export const DEPOSIT_LIMIT_PROMPT_ONCE = "deposit-limit-prompt"

const ENDPOINTS = new Set(["savePlayReminder", "getActivityStatement", "saveActivityStatementFrequency", "markDepositLimitPrompted", "saveAffordability", "getSessionActivity", "getSaferGambling", "setLimit", "confirmLimitChange", "cancelLimitChange", "takeTimeout", "selfExclude", "saveRealityCheckInterval"])

/** Calls answered with a plain ok, and the notice each leaves on the page. */
const COMPLETIONS: ReadonlyMap<string, string> = new Map([
  ["saveRealityCheckInterval", "safer.notice.realityCheckSaved"],
  ["saveActivityStatementFrequency", "safer.notice.statementSaved"],
  ["markDepositLimitPrompted", ""],
  ["saveAffordability", "safer.notice.affordabilitySaved"],
  ["savePlayReminder", "safer.notice.reminderSaved"],
])

type Handled =
  | SaferGamblingEvent
  | RequestFailed
  | { readonly _tag: "SessionEnded" }
  | { readonly _tag: "CallCompleted"; readonly endpoint: string; readonly requestId: string }
  | { readonly _tag: "TimerFired"; readonly id: string }
  | { readonly _tag: "UserChanged"; readonly previous: User | null; readonly user: User }
  | { readonly _tag: "CashierOpened" | "CashierTabChosen"; readonly tab: string }

type Root = SessionRoot & FlagsRoot

/** The 'activity' reminder checked now: due, it opens (flag on) and the server starts the next interval; else a timer waits. */
const checkReminder = (s: SaferGamblingState, user: User | null, ctx: Ctx<Root>, token: string | null): readonly [SaferGamblingState, Command[]] => {
  const reminder = activityReminderOf(user)
  if (!reminder) return [s, [{ _tag: "CancelTimer", id: REMINDER_TIMER }]]
  const dueAt = reminderDueAt(reminder)
  if (!isReminderDue(reminder, ctx.at)) return [s, [{ _tag: "StartTimer", id: REMINDER_TIMER, fireAt: dueAt + 1 }]]
  if (selectFeatures(ctx.root).SHOW_REMINDER_MODALS !== true || !token || s.reminderShownFor === dueAt) return [s, []]
  ctx.raise(modalRequested({
    name: "AccountActivityPrompt",
    props: { days: reminder.interval_days, reminder: reminder.type },
    direct: true,
    once: `reminder:${reminder.type}:${dueAt}`,
  }))
  return [{ ...s, reminderShownFor: dueAt }, [call(markReminderShown, { type: reminder.type }, ctx.nextId("safer"), token)]]
}

/** Whether the questionnaire is urgent now, and the timer that turns it urgent later. */
const checkUrgency = (user: User | null, at: number): readonly [boolean, Command] => {
  const expiresAt = user?.affordability_questionnaire_expires_at ?? null
  if (expiresAt === null || isAffordabilityQuestionnaireUrgent(expiresAt, at)) {
    return [expiresAt !== null, { _tag: "CancelTimer", id: AFFORDABILITY_TIMER }]
  }
  return [false, { _tag: "StartTimer", id: AFFORDABILITY_TIMER, fireAt: affordabilityUrgentFrom(expiresAt) + 1 }]
}

const load = (ctx: Ctx<Root>, token: string) => call(getSaferGambling, {}, ctx.nextId("safer"), token)

export const reduceSaferGambling: Reducer<SaferGamblingState, Handled, Root> = (s, e, ctx) => {
  const token = selectToken(ctx.root)
  const start = (command: ReturnType<typeof call>): readonly [SaferGamblingState, ReadonlyArray<Command>] =>
    s.busy || !token ? [s, []] : [{ ...s, busy: true, notice: null, error: null }, [command]]
  switch (e._tag) {
    case "SaferGamblingOpened":
      if (!token) return [s, []]
      return [{ ...s, status: s.summary ? s.status : "loading", notice: null, error: null }, [load(ctx, token)]]
    case "SaferGamblingLoaded":
      return [{ ...s, status: "loaded", summary: e.summary }, []]
    case "LimitSubmitted":
      return token ? start(call(setLimit, { kind: e.kind, windowDays: e.windowDays, amount: e.amount }, ctx.nextId("safer"), token)) : [s, []]
    case "LimitChangeConfirmed":
      return token ? start(call(confirmLimitChange, { kind: e.kind, id: e.id }, ctx.nextId("safer"), token)) : [s, []]
    case "LimitChangeCancelled":
      return token ? start(call(cancelLimitChange, { kind: e.kind, id: e.id }, ctx.nextId("safer"), token)) : [s, []]
    case "TimeoutSubmitted":
      return token ? start(call(takeTimeout, { days: e.days }, ctx.nextId("safer"), token)) : [s, []]
    case "SelfExclusionSubmitted":
      return token ? start(call(selfExclude, { interval: e.interval }, ctx.nextId("safer"), token)) : [s, []]
    case "RealityCheckIntervalSubmitted":
      return token ? start(call(saveRealityCheckInterval, { seconds: e.seconds }, ctx.nextId("safer"), token)) : [s, []]
    case "LimitChanged": {
      const outcome = e.response.outcome
      const pending = e.response.limit?.pending ?? null
      const notice =
        outcome === "pending" && pending
          ? message("safer.notice.pending", { at: pending.effective_at })
          : message(`safer.notice.${outcome}`)
      return [{ ...s, busy: false, notice }, token ? [load(ctx, token)] : []]
    }
    case "CallCompleted": {
      const notice = COMPLETIONS.get(e.endpoint)
      if (notice === undefined) return [s, []]
      // The prompt's record was not gated on busy, so its answer leaves busy and the notice alone.
      const next = notice === "" ? s : { ...s, busy: false, notice: message(notice) }
      return [next, token ? [load(ctx, token)] : []]
    }
    case "ActivityStatementRequested":
      if (!token || !Number.isInteger(e.days) || e.days < 1 || e.days > 366) return [s, []]
      return [{ ...s, statement: { days: e.days, figures: null } }, [call(getActivityStatement, { days: e.days }, ctx.nextId("safer"), token)]]
    case "ActivityStatementLoaded":
      return s.statement ? [{ ...s, statement: { ...s.statement, figures: e.statement } }, []] : [s, []]
    case "ActivityStatementFrequencySubmitted":
      return token ? start(call(saveActivityStatementFrequency, { days: e.days }, ctx.nextId("safer"), token)) : [s, []]
    case "DepositLimitPromptAnswered":
      // Not gated on busy: it goes with the limit the prompt may have set in the same breath.
      return token ? [s, [call(markDepositLimitPrompted, {}, ctx.nextId("safer"), token)]] : [s, []]
    case "AffordabilitySubmitted":
      return token ? start(call(saveAffordability, { source: e.source, answers: e.answers }, ctx.nextId("safer"), token)) : [s, []]
    case "ExclusionStarted": {
      const kind = e.exclusion.kind === "timeout" ? "timeout" : "selfExclusion"
      ctx.raise({ _tag: "LogoutRequested", at: e.at, source: null })
      ctx.raise(modalRequested(dialogRequest({
        type: "info",
        title: message(`safer.${kind}.startedTitle`),
        text: message(`safer.${kind}.startedText`, { until: e.exclusion.ends_at }),
      })))
      return [{ ...initialSaferGambling }, [REALITY_TIMER, REMINDER_TIMER, AFFORDABILITY_TIMER].map((id) => ({ _tag: "CancelTimer", id }) as const)]
    }
    case "RequestFailed":
      if (!ENDPOINTS.has(e.endpoint)) return [s, []]
      return [
        { ...s, busy: false, status: e.endpoint === "getSaferGambling" ? "failed" : s.status, error: e.error?.public_message ? literal(e.error.public_message) : message("safer.error.generic") },
        [],
      ]
    case "UserChanged": {
      const [reality, realityCommands] = realityOnUser(s, e, ctx.at)
      // Only a new session or a change of the fields they read moves the reminder and urgency
      // timers: a push about the balance leaves them (and every other timer) alone.
      const prev = e.previous
      const urgencyMoved = prev === null || prev.affordability_questionnaire_expires_at !== e.user.affordability_questionnaire_expires_at
      const reminderMoved = prev === null || !sameData(activityReminderOf(prev), activityReminderOf(e.user))
      const [urgent, urgency] = urgencyMoved ? checkUrgency(e.user, ctx.at) : [s.questionnaireUrgent === true, null]
      const urgentHeld = urgent || s.questionnaireUrgent !== undefined
      // Most pushes move neither: the slice stays the very same (its views do not render again).
      const withReality: SaferGamblingState = reality === s.reality && (!urgentHeld || s.questionnaireUrgent === urgent)
        ? s
        : { ...s, reality, ...(urgentHeld ? { questionnaireUrgent: urgent } : {}) }
      const [next, reminderCommands] = reminderMoved ? checkReminder(withReality, e.user, ctx, token) : [withReality, noCommands]
      if (realityCommands.length === 0 && reminderCommands.length === 0 && urgency === null) return [next, noCommands]
      return [next, [...realityCommands, ...reminderCommands, ...(urgency ? [urgency] : [])]]
    }
    case "CashierOpened":
    case "CashierTabChosen":
      if (e.tab === "deposit" && token && needsDepositLimitPrompt(selectUser(ctx.root))) {
        ctx.raise(modalRequested({ name: "DepositLimitPrompt", direct: true, once: DEPOSIT_LIMIT_PROMPT_ONCE }))
      }
      return [s, []]
    case "PlayReminderSubmitted":
      if (e.days !== null && (!Number.isInteger(e.days) || e.days < 1 || e.days > 365)) return [s, []]
      return token ? start(call(savePlayReminder, { days: e.days }, ctx.nextId("safer"), token)) : [s, []]
    case "TimerFired":
      if (e.id === REMINDER_TIMER) return checkReminder(s, selectUser(ctx.root), ctx, token)
      if (e.id === AFFORDABILITY_TIMER) return [{ ...s, questionnaireUrgent: checkUrgency(selectUser(ctx.root), ctx.at)[0] }, []]
      if (e.id !== REALITY_TIMER || !s.reality || !token) return [s, []]
      return [s, [
        call(getSessionActivity, { since: s.reality.startedAt }, ctx.nextId("safer"), token),
        { _tag: "StartTimer", id: REALITY_TIMER, fireAt: ctx.at + s.reality.interval * 1000 },
      ]]
    case "SessionActivityLoaded": {
      if (!s.reality) return [s, []]
      const minutes = Math.max(1, Math.round((ctx.at - s.reality.startedAt) / 60_000))
      const net = e.statement.net_position
      ctx.raise(modalRequested(dialogRequest({
        type: "info",
        title: message("safer.realityCheck.title"),
        text: message(net >= 0 ? "safer.realityCheck.up" : "safer.realityCheck.down", { minutes, amount: Math.abs(net) / 100, stakes: e.statement.stakes / 100 }),
        actions: [
          { label: message("safer.realityCheck.continue"), variant: "primary", intent: { _tag: "Dismiss" } },
          { label: message("safer.realityCheck.history"), variant: "secondary", intent: { _tag: "Navigate", to: "/account/transactions" } },
          { label: message("safer.realityCheck.limits"), variant: "secondary", intent: { _tag: "Navigate", to: "/account/safer-gambling" } },
        ],
      })))
      return [s, []]
    }
    case "SessionEnded":
      return [initialSaferGambling, [REALITY_TIMER, REMINDER_TIMER, AFFORDABILITY_TIMER].map((id) => ({ _tag: "CancelTimer", id }) as const)]
    default:
      return [s, []]
  }
}

/** The reality check's session on a user change: started on arrival, re-based when the interval changes. */
const realityOnUser = (
  s: SaferGamblingState, e: { readonly previous: User | null; readonly user: User }, at: number,
): readonly [SaferGamblingState["reality"], Command[]] => {
  const interval = e.user.reality_check_interval ?? DEFAULT_REALITY_SECONDS
  const restart: Command = { _tag: "StartTimer", id: REALITY_TIMER, fireAt: at + interval * 1000 }
  if (e.previous === null || s.reality === null) return [{ startedAt: at, interval }, [restart]]
  if (interval === s.reality.interval) return [s.reality, []]
  return [{ ...s.reality, interval }, [restart]]
}
