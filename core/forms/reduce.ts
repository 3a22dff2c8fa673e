/**
 * Forms: the account forms' submissions (login, signup, password recovery and reset, e-mail
 * confirmation, password change, profile) and the username check.
 *
 * A submit event becomes the call, the form shows `submitting`, and the answer (success event or
 * RequestFailed for the form's endpoint) settles it with the server's words. Registration runs the
 * spec §5 rules first and sends nothing while a field breaks one.
 *
 * Username check (spec §4): results cached per value; the first check is immediate, later ones wait
 * for 500 ms of quiet.
 */
import { call, literal, message, noCommands, type Command, type Ctx, type Reducer, type ShellEvent, type Step, type Text } from "../kernel/index.js"
import type { UserUpdateRequest } from "../model/auth.js"
import type { OddsFormatChosen } from "../preferences/index.js"
import type { SessionOpened, SessionRoot, UserLoaded } from "../session/index.js"
import type { SiteRoot } from "../site/index.js"
import {
  changePassword, confirmEmail, login, register, resendConfirmationEmail, resetPassword, resetPasswordEmail, updateUser, validateUsername,
} from "./endpoints.js"
import type { FormsEvent } from "./events.js"

type Root = SessionRoot & SiteRoot
type Handled = FormsEvent | ShellEvent | (typeof SessionOpened.Type) | (typeof UserLoaded.Type) | (typeof OddsFormatChosen.Type)
import { civilOfEpochMs } from "../format/time.js"
import { problemText, registrationProblems } from "../validation/registration.js"

export type FormId = "login" | "signup" | "recover" | "reset" | "confirm" | "resend" | "password" | "profile"

export interface FormState {
  readonly status: "idle" | "submitting" | "succeeded" | "failed"
  readonly error: Text | null
  readonly fields: Readonly<Record<string, Text>>
}

export interface UsernameCheck {
  readonly valid: boolean
  readonly message: string | null
}

export interface FormsState {
  readonly forms: Readonly<Partial<Record<FormId, FormState>>>
  readonly usernames: Readonly<Record<string, UsernameCheck>>
  /** The value waiting for the debounce timer, and whether any check has run yet. */
  readonly usernameQueued: string | null
  readonly usernameChecked: boolean
}

/**
 * No form touched yet: every id present, with nothing in it. Records of forms are always built with
 * every id, in this order (`set`), so they share one shape (see `patch`).
 */
const NO_FORMS: FormsState["forms"] = {
  login: undefined, signup: undefined, recover: undefined, reset: undefined,
  confirm: undefined, resend: undefined, password: undefined, profile: undefined,
}

export const initialForms: FormsState = { forms: NO_FORMS, usernames: {}, usernameQueued: null, usernameChecked: false }

/**
 * The slice with the fields of `change` replaced. Written as a literal rather than `{ ...s, … }`:
 * on Node 20's V8, spreading an object that was itself made by a spread takes a slow path (about
 * 190 ns for a handful of fields, against 10 for a literal; Chromium's current V8 does not), and a
 * reducer makes each slice from the last one that way, event after event (decision 0019). Core
 * runs on Node in the server's prerender and the replay tools. The type makes a field added to the
 * slice and left out here a compile error.
 */
const patch = (s: FormsState, change: Partial<FormsState>): FormsState => ({
  forms: change.forms !== undefined ? change.forms : s.forms,
  usernames: change.usernames !== undefined ? change.usernames : s.usernames,
  usernameQueued: change.usernameQueued !== undefined ? change.usernameQueued : s.usernameQueued,
  usernameChecked: change.usernameChecked !== undefined ? change.usernameChecked : s.usernameChecked,
})

export const USERNAME_DEBOUNCE_MS = 500
export const USERNAME_TIMER = "username-check"

/**
 * The form each endpoint answers. A Map, not a record: every answer of every call is looked up here,
 * and a record answers a name it lacks only after searching its prototype (and would answer
 * `constructor` with a function).
 */
const formOfEndpoint: ReadonlyMap<string, FormId> = new Map([
  ["login", "login"],
  ["register", "signup"],
  ["resetPasswordEmail", "recover"],
  ["resetPassword", "reset"],
  ["confirmEmail", "confirm"],
  ["resendConfirmationEmail", "resend"],
  ["changePassword", "password"],
  ["updateUser", "profile"],
])

const idle: FormState = { status: "idle", error: null, fields: {} }
const submitting: FormState = { status: "submitting", error: null, fields: {} }
const succeeded: FormState = { status: "succeeded", error: null, fields: {} }

/** The server's per-field words, shown as it wrote them. */
const literalFields = (fields: Readonly<Record<string, string>> | undefined): Readonly<Record<string, Text>> =>
  Object.fromEntries(Object.entries(fields ?? {}).map(([field, text]) => [field, literal(text)]))

/**
 * The slice with form `id` in `form`; a form already in that very state (the shared `succeeded`,
 * `submitting`) leaves the slice as it is. The record is a literal of every id, as NO_FORMS is.
 */
const set = (s: FormsState, id: FormId, form: FormState): FormsState => {
  const f = s.forms
  if (f[id] === form) return s
  return patch(s, {
    forms: {
      login: id === "login" ? form : f.login,
      signup: id === "signup" ? form : f.signup,
      recover: id === "recover" ? form : f.recover,
      reset: id === "reset" ? form : f.reset,
      confirm: id === "confirm" ? form : f.confirm,
      resend: id === "resend" ? form : f.resend,
      password: id === "password" ? form : f.password,
      profile: id === "profile" ? form : f.profile,
    },
  })
}

const noFormTouched = (forms: FormsState["forms"]): boolean =>
  forms === NO_FORMS || Object.values(forms).every((form) => form === undefined)

const submit = (s: FormsState, id: FormId, command: Command): Step<FormsState> =>
  s.forms[id]?.status === "submitting" ? [s, []] : [set(s, id, submitting), [command]]

/** PUT users' body: names trimmed; fields left out stay as they are on the server. */
const profileChanges = (changes: UserUpdateRequest): Readonly<Record<string, string | boolean | null>> =>
  Object.fromEntries(
    Object.entries(changes)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, typeof value === "string" && (key === "firstname" || key === "lastname") ? value.trim() : value]),
  ) as Readonly<Record<string, string | boolean | null>>

const checkUsername = (s: FormsState, username: string, ctx: Ctx<Root>): Step<FormsState> => [
  patch(s, { usernameQueued: null, usernameChecked: true }),
  [call(validateUsername, { username }, ctx.nextId("req"), null)],
]

export const reduceForms: Reducer<FormsState, Handled, Root> = (s, event, ctx) => {
  const token = ctx.root.session.token
  switch (event._tag) {
    case "LoginSubmitted":
      return submit(s, "login", call(login, { email: event.email.trim(), password: event.password }, ctx.nextId("req"), null))
    case "RegistrationSubmitted": {
      const problems = registrationProblems(event, civilOfEpochMs(ctx.at))
      if (Object.keys(problems).length > 0) {
        const fields = Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, problemText(problem)]))
        return [set(s, "signup", { status: "failed", error: message("form.fixFields"), fields }), []]
      }
      return submit(s, "signup", call(register, {
        email: event.email.trim(),
        password: event.password,
        username: event.username,
        firstname: event.firstname.trim(),
        lastname: event.lastname.trim(),
        dob: event.dob,
        marketing_opt_in: event.marketingOptIn,
        locale: ctx.root.site.locale,
        mixpanel_distinct_id: ctx.root.site.deviceId,
        ...(event.referralCode ? { referral_code: event.referralCode } : {}),
      }, ctx.nextId("req"), null))
    }
    case "PasswordRecoverySubmitted":
      return submit(s, "recover", call(resetPasswordEmail, { email: event.email.trim() }, ctx.nextId("req"), null))
    case "PasswordResetSubmitted":
      return submit(s, "reset", call(resetPassword, { token: event.token, password: event.password }, ctx.nextId("req"), null))
    case "EmailConfirmationOpened":
      return submit(s, "confirm", call(confirmEmail, { token: event.token }, ctx.nextId("req"), token))
    case "ConfirmationEmailRequested":
      return submit(s, "resend", call(resendConfirmationEmail, {}, ctx.nextId("req"), token))
    case "PasswordChangeSubmitted":
      return submit(s, "password", call(changePassword, { old_password: event.oldPassword, new_password: event.newPassword }, ctx.nextId("req"), token))
    case "ProfileChangeSubmitted":
      return token ? submit(s, "profile", call(updateUser, profileChanges(event.changes), ctx.nextId("req"), token)) : [s, []]
    case "OddsFormatChosen":
      return token ? submit(s, "profile", call(updateUser, { odds_format: event.oddsFormat }, ctx.nextId("req"), token)) : [s, []]
    case "UsernameEntered": {
      const username = event.username
      if (username === "" || s.usernames[username]) {
        return [s.usernameQueued === null ? s : patch(s, { usernameQueued: null }), [{ _tag: "CancelTimer", id: USERNAME_TIMER }]]
      }
      if (!s.usernameChecked) return checkUsername(s, username, ctx)
      return [patch(s, { usernameQueued: username }), [{ _tag: "StartTimer", id: USERNAME_TIMER, fireAt: ctx.at + USERNAME_DEBOUNCE_MS }]]
    }
    case "TimerFired":
      return event.id === USERNAME_TIMER && s.usernameQueued !== null ? checkUsername(s, s.usernameQueued, ctx) : [s, []]
    case "UsernameValidated": {
      const held = s.usernames[event.username]
      if (held && held.valid === event.valid && held.message === event.publicMessage) return [s, noCommands]
      return [patch(s, { usernames: { ...s.usernames, [event.username]: { valid: event.valid, message: event.publicMessage } } }), []]
    }
    case "SessionOpened":
      if (event.via === "login") return [set(s, "login", succeeded), []]
      if (event.via === "register") return [set(s, "signup", succeeded), []]
      if (event.via === "reset") return [set(s, "reset", succeeded), []]
      return [s, []]
    case "UserLoaded":
      return event.saved ? [set(s, "profile", succeeded), []] : [s, []]
    case "CallCompleted": {
      const id = formOfEndpoint.get(event.endpoint)
      return id ? [set(s, id, succeeded), []] : [s, []]
    }
    case "RequestFailed": {
      const id = formOfEndpoint.get(event.endpoint)
      if (!id) return [s, []]
      const error = event.error?.public_message ? literal(event.error.public_message)
        : event.reason === "network" ? message("error.network.text") : message("error.unknown")
      return [set(s, id, { status: "failed", error, fields: literalFields(event.error?.fields) }), []]
    }
    case "LocationChanged":
      // A form's outcome belongs to the visit that produced it.
      return [noFormTouched(s.forms) ? s : patch(s, { forms: NO_FORMS }), noCommands]
    default:
      return [s, []]
  }
}

export const formState = (s: FormsState, id: FormId): FormState => s.forms[id] ?? idle
