/**
 * The account area's state: what the account pages show that the User does not carry — the
 * identity check and its upload, the phone check, marketing preferences, active sessions, the
 * notifications inbox and the terms. Each part is one phase, not a set of flags.
 *
 * Rules worth knowing:
 * - Opening a page loads what it shows (AccountPageOpened → Calls); nothing is fetched twice while
 *   a load is in flight.
 * - A `notification` push joins the inbox at once (unread); opening an inbox item acknowledges it
 *   (socket Acknowledge and the inbox call) and marks it read.
 * - Saving marketing preferences tracks `marketing_preferences_updated` (spec §7 "an analytics
 *   event is emitted"); the server clears marketing_preferences_review_needed and pushes the user,
 *   which is what closes the non-closable review dialog.
 * - Phone codes: a code is sent, then checked; the server's public message explains a wrong,
 *   expired or locked code (spec §8 excludes these paths from error pop-ups, so it shows in place).
 * - Logging out forgets everything here.
 */
import { call, literal, message, type Command, type Ctx, type Reducer, type RequestFailed, type Text } from "../kernel/index.js"
import type { FormsRoot } from "../forms/index.js"
import type { SessionRoot } from "../session/index.js"
import { signupStepProblems } from "./signup-steps.js"
import { selectToken } from "../session/index.js"
import type { AccountEvent } from "./events.js"
import {
  acceptTerms,
  acknowledgeInboxItem,
  checkPhoneCode,
  getActiveSessions,
  getInbox,
  getMarketingPreferences,
  getPhone,
  getTerms,
  getVerification,
  logOutOtherSessions,
  saveMarketingPreferences,
  sendPhoneCode,
  spendPassthrough,
} from "./endpoints.js"
import type { ActiveSession, DocumentSummary, InboxNotification, MarketingPreferences, PhoneOnFile, VerificationState } from "./wire.js"

type Loadable<T> = { readonly status: "idle" | "loading" | "loaded" | "failed"; readonly value: T | null }
const idle = <T>(): Loadable<T> => ({ status: "idle", value: null })

export type UploadPhase =
  | { readonly phase: "idle" }
  | { readonly phase: "uploading"; readonly kind: string; readonly fileName: string }
  | { readonly phase: "uploaded"; readonly document: DocumentSummary }
  | { readonly phase: "refused"; readonly error: Text }

export type PhonePhase =
  | { readonly phase: "entering"; readonly error: Text | null }
  | { readonly phase: "sending" }
  | { readonly phase: "code"; readonly resendAt: number; readonly expiresAt: number; readonly codeLength: number; readonly error: Text | null; readonly checking: boolean }
  | { readonly phase: "verified"; readonly number: string }

export interface AccountState {
  readonly verification: Loadable<VerificationState>
  readonly upload: UploadPhase
  readonly phoneOnFile: Loadable<PhoneOnFile>
  readonly phone: PhonePhase
  readonly marketing: Loadable<MarketingPreferences> & { readonly saving: boolean; readonly saved: boolean }
  readonly sessions: Loadable<ReadonlyArray<ActiveSession>> & { readonly ended: number | null; readonly ending: boolean }
  readonly inbox: Loadable<ReadonlyArray<InboxNotification>>
  readonly terms: Loadable<{ readonly current_version: string; readonly accepted_version: string | null; readonly accepted_at: number | null }>
  /** The last sign-up step checked: its problems (field → words), empty when it passed; `n` counts checks. */
  readonly signupStep: { readonly step: string; readonly fields: Readonly<Record<string, Text>>; readonly n: number } | null
  /** /auth/passthrough: spending its token, or the link did not work. */
  readonly passthrough: "idle" | "spending" | "failed"
}

export const initialAccount: AccountState = {
  verification: idle(),
  upload: { phase: "idle" },
  phoneOnFile: idle(),
  phone: { phase: "entering", error: null },
  marketing: { ...idle<MarketingPreferences>(), saving: false, saved: false },
  sessions: { ...idle<ReadonlyArray<ActiveSession>>(), ended: null, ending: false },
  inbox: idle(),
  terms: idle(),
  signupStep: null,
  passthrough: "idle",
}

type Root = SessionRoot & FormsRoot
type Handled = AccountEvent | RequestFailed | { readonly _tag: "PassthroughLanded"; readonly target: string } | { readonly _tag: "NotificationPushed"; readonly notification: { type: string; title: string | null; message: string | null; ack_id: string; content?: unknown } } | { readonly _tag: "SessionEnded" }

const loading = <T extends { status: string }>(part: T): T => ({ ...part, status: "loading" })

/** The server's words for a failed call, else a generic message. */
const failureText = (e: { readonly error: { readonly public_message?: string | null | undefined } | null }, fallback: string): Text =>
  e.error?.public_message ? literal(e.error.public_message) : message(fallback)

/** The calls an account page needs when it opens. */
const loadsFor = (page: string): ReadonlyArray<keyof typeof LOADERS> => {
  switch (page) {
    case "hub":
      return ["verification"]
    case "verification":
    case "upload":
      return ["verification"]
    case "notifications":
      return ["inbox"]
    case "preferences":
      return ["marketing"]
    case "security":
      return ["sessions"]
    case "settings":
      return ["phoneOnFile"]
    default:
      return []
  }
}

const LOADERS = {
  verification: getVerification,
  inbox: getInbox,
  marketing: getMarketingPreferences,
  sessions: getActiveSessions,
  phoneOnFile: getPhone,
} as const

const load = (state: AccountState, ctx: Ctx<Root>, page: string): [AccountState, Command[]] => {
  const token = selectToken(ctx.root)
  if (!token) return [state, []]
  let next = state
  const commands: Command[] = []
  for (const part of loadsFor(page)) {
    if (next[part].status === "loading") continue
    next = { ...next, [part]: loading(next[part]) }
    commands.push(call(LOADERS[part], {} as never, ctx.nextId("account"), token))
  }
  return [next, commands]
}

/** The part of the state a page load fills (LOADERS), found by its call's name. */
const loadedPart = (endpoint: string) => (Object.keys(LOADERS) as Array<keyof typeof LOADERS>).find((part) => LOADERS[part].name === endpoint)

const failed = (state: AccountState, e: RequestFailed): AccountState => {
  // A failed load marks its part failed and keeps what it held.
  const part = loadedPart(e.endpoint)
  if (part !== undefined) return { ...state, [part]: { ...state[part], status: "failed" } }
  switch (e.endpoint) {
    case "saveMarketingPreferences":
      return { ...state, marketing: { ...state.marketing, saving: false, saved: false } }
    case "logOutOtherSessions":
      return { ...state, sessions: { ...state.sessions, ending: false } }
    case "sendPhoneCode":
      return { ...state, phone: { phase: "entering", error: failureText(e, "account.phone.sendFailed") } }
    case "checkPhoneCode":
      return state.phone.phase === "code"
        ? { ...state, phone: { ...state.phone, checking: false, error: failureText(e, "account.phone.checkFailed") } }
        : state
    case "spendPassthrough":
      return { ...state, passthrough: "failed" }
    case "getTerms":
    case "acceptTerms":
      return { ...state, terms: { ...state.terms, status: "failed" } }
    default:
      return state
  }
}

export const reduceAccount: Reducer<AccountState, Handled, Root> = (state, event, ctx) => {
  const token = selectToken(ctx.root)
  switch (event._tag) {
    case "SignupStepContinued": {
      const check = ctx.root.forms.usernames[event.username]
      const fields = signupStepProblems(event.step, event, ctx.at, check ? { valid: check.valid, publicMessage: check.message } : null)
      return [{ ...state, signupStep: { step: event.step, fields, n: (state.signupStep?.n ?? 0) + 1 } }, []]
    }
    case "PassthroughOpened":
      if (state.passthrough === "spending") return [state, []]
      return [{ ...state, passthrough: "spending" }, [call(spendPassthrough, { token: event.token }, ctx.nextId("account"), null)]]
    case "PassthroughSpent":
      // The link logs in like the login form (session area), then lands on its page: the landing is
      // raised after the session's own navigation so it is the last word.
      ctx.raise({ _tag: "SessionOpened", at: ctx.at, requestId: event.requestId, via: "login", token: event.token, user: event.user })
      ctx.raise({ _tag: "PassthroughLanded", target: event.target })
      return [{ ...state, passthrough: "idle" }, []]
    case "PassthroughLanded":
      return [state, event.target.startsWith("/") && !event.target.startsWith("//") ? [{ _tag: "Navigate", to: event.target, replace: true }] : []]
    case "AccountPageOpened":
      return load(state, ctx, event.page)
    case "VerificationLoaded":
      return [{ ...state, verification: { status: "loaded", value: event.state } }, []]
    case "DocumentUploadStarted":
      return [{ ...state, upload: { phase: "uploading", kind: event.kind, fileName: event.fileName } }, []]
    case "DocumentUploaded": {
      const verification = state.verification.value
        ? { status: "loaded" as const, value: { ...state.verification.value, status: state.verification.value.status === "approved" ? "approved" as const : "pending" as const, documents: [event.document, ...state.verification.value.documents] } }
        : state.verification
      return [{ ...state, upload: { phase: "uploaded", document: event.document }, verification }, [{ _tag: "Navigate", to: "/account/verification/success", replace: false }]]
    }
    case "DocumentUploadRefused":
      return [{ ...state, upload: { phase: "refused", error: failureText(event, "account.upload.failed") } }, []]
    case "PhoneCodeRequested":
      if (!token) return [state, []]
      return [{ ...state, phone: { phase: "sending" } }, [call(sendPhoneCode, { dial_code: event.dialCode, number: event.number }, ctx.nextId("account"), token)]]
    case "PhoneCodeSent":
      return [{ ...state, phone: { phase: "code", resendAt: event.resendAt, expiresAt: event.expiresAt, codeLength: event.codeLength, error: null, checking: false } }, []]
    case "PhoneCodeEntered":
      if (!token || state.phone.phase !== "code" || state.phone.checking) return [state, []]
      return [{ ...state, phone: { ...state.phone, checking: true, error: null } }, [call(checkPhoneCode, { code: event.code }, ctx.nextId("account"), token)]]
    case "PhoneVerified":
      return [
        {
          ...state,
          phone: { phase: "verified", number: event.phone.number },
          phoneOnFile: { status: "loaded", value: { phone_number: event.phone, verified: true } },
        },
        [],
      ]
    case "PhoneLoaded":
      return [{ ...state, phoneOnFile: { status: "loaded", value: event.phone } }, []]
    case "PhoneEntryRestarted":
      return [{ ...state, phone: { phase: "entering", error: null } }, []]
    case "MarketingPreferencesLoaded":
      return [{ ...state, marketing: { status: "loaded", value: event.preferences, saving: false, saved: event.saved } }, []]
    case "MarketingPreferencesSubmitted": {
      if (!token) return [state, []]
      const p = event.preferences
      return [
        { ...state, marketing: { ...state.marketing, saving: true, saved: false } },
        [
          call(saveMarketingPreferences, p, ctx.nextId("account"), token),
          {
            _tag: "Track",
            event: {
              name: "marketing_preferences_updated",
              properties: { source: event.source, sports_email: p.sports.email, sports_sms: p.sports.sms, casino_email: p.casino.email, casino_sms: p.casino.sms },
            },
          },
        ],
      ]
    }
    case "ActiveSessionsLoaded":
      return [{ ...state, sessions: { status: "loaded", value: event.sessions, ended: state.sessions.ended, ending: false } }, []]
    case "OtherSessionsLogOutRequested":
      if (!token || state.sessions.ending) return [state, []]
      return [{ ...state, sessions: { ...state.sessions, ending: true } }, [call(logOutOtherSessions, {} as never, ctx.nextId("account"), token)]]
    case "OtherSessionsLoggedOut":
      return [
        {
          ...state,
          sessions: { status: "loaded", value: (state.sessions.value ?? []).filter((s) => s.current), ended: event.ended, ending: false },
        },
        [],
      ]
    case "InboxLoaded":
      return [{ ...state, inbox: { status: "loaded", value: event.notifications } }, []]
    case "InboxItemOpened": {
      const items = state.inbox.value
      const item = items?.find((n) => n.ack_id === event.ackId)
      if (!items || !item || item.read || !token) return [state, []]
      return [
        { ...state, inbox: { ...state.inbox, value: items.map((n) => (n.ack_id === event.ackId ? { ...n, read: true } : n)) } },
        [call(acknowledgeInboxItem, { ack_id: event.ackId }, ctx.nextId("account"), token)],
      ]
    }
    case "NotificationPushed": {
      const items = state.inbox.value
      if (!items || items.some((n) => n.ack_id === event.notification.ack_id)) return [state, []]
      const n = event.notification
      const pushed: InboxNotification = { id: -1, type: n.type, title: n.title, message: n.message, ack_id: n.ack_id, content: n.content ?? null, created_at: ctx.at, read: false }
      return [{ ...state, inbox: { ...state.inbox, value: [pushed, ...items] } }, []]
    }
    case "TermsLoaded":
      return [{ ...state, terms: { status: "loaded", value: event.terms } }, []]
    case "TermsAccepted":
      if (!token) return [state, []]
      return [{ ...state, terms: loading(state.terms) }, [call(acceptTerms, { version: event.version }, ctx.nextId("account"), token)]]
    case "RequestFailed":
      return [failed(state, event), []]
    case "SessionEnded":
      return [initialAccount, []]
    default:
      return [state, []]
  }
}

/** For the Acceptance dialog: loads the terms state (version in force, version accepted). */
export const termsLoadCommand = (ctx: Ctx<Root>): Command | null => {
  const token = selectToken(ctx.root)
  return token ? call(getTerms, {} as never, ctx.nextId("account"), token) : null
}
