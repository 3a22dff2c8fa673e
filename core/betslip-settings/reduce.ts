/**
 * The bettor's betslip settings as state (spec §2.10 BetslipSettings): the server's copy while
 * someone is logged in, the load and the save.
 *
 * Handles: UserChanged (a log-in loads them), SessionEnded (forgotten: a visitor's slip uses the
 * device's and the brand's stakes, and "ask"), BetslipSettingsOpened (the slip's settings button:
 * the BetslipSettings dialog opens, a failed save is forgotten, settings never loaded are asked for
 * again), BetslipSettingsSubmitted (read, checked, PUT), BetslipSettingsLoaded /
 * BetslipSettingsSaved (the dialog closes, with a snackbar), RequestFailed of both calls.
 *
 * Invariants: `saved` is null exactly while nobody is logged in or the first load has not answered;
 * at most one save is in flight; an answer to a superseded call is ignored.
 *
 * Spec silent, chosen here:
 * - the load on log-in takes its request id from the instant (`betslip-settings:<at>`), not from the
 *   id counter: every log-in of every captured log would otherwise shift the ids after it, and
 *   their answers would no longer match (specs/logs/README.md);
 * - the fields are read with the form rules of core/validation/money-input.ts: an empty default
 *   stake means the brand's (null), empty quick stake fields are dropped; a stake that is not an
 *   amount, 0 or above £100,000 is refused here with the field named, before any call;
 * - the server's 4xx words show in the dialog (errors/catalogue.ts lists the save as a form), and a
 *   save answered shows a snackbar.
 */
import { call, message, serverTextOr, type Ctx, type Reducer, type RequestFailed, type Step, type Text } from "../kernel/index.js"
import type { BetslipSettings } from "../model/sportsbook.js"
import { isSettingStake, MAX_QUICK_STAKES } from "../model/sportsbook.js"
import type { SessionEnded, SessionRoot, UserChanged } from "../session/index.js"
import { modalRequested, modalWithdrawn } from "../modals/index.js"
import { snackbarRaised } from "../snackbars/index.js"
import { readMoneyText } from "../validation/money-input.js"
import { getBetslipSettings, saveBetslipSettings } from "./endpoints.js"
import type { BetslipSettingsEvent, BetslipSettingsSubmitted } from "./events.js"

/** A field of the dialog. */
export type SettingsField = "defaultStake" | "quickStakes"

export type SettingsSave =
  | { readonly phase: "idle" }
  | { readonly phase: "saving"; readonly requestId: string }
  | { readonly phase: "saved" }
  /** `error`: the server's words (or ours); `fields`: the fields to fix, each with its message. */
  | { readonly phase: "failed"; readonly error: Text | null; readonly fields: Readonly<Partial<Record<SettingsField, Text>>> }

export interface BetslipSettingsState {
  /** The bettor's settings as the server holds them; null while logged out or not loaded yet. */
  readonly saved: BetslipSettings | null
  /** The load whose answer is awaited. */
  readonly loadRequestId: string | null
  readonly save: SettingsSave
}

export const initialBetslipSettings: BetslipSettingsState = { saved: null, loadRequestId: null, save: { phase: "idle" } }

type Handled = BetslipSettingsEvent | UserChanged | SessionEnded | RequestFailed
type Root = SessionRoot

const FIELD_INVALID = message("sportsbook.settings.stakeInvalid")
/** The dialog's source: a save answered withdraws it. */
export const SETTINGS_DIALOG_SOURCE = "betslip-settings"

type Submitted = typeof BetslipSettingsSubmitted.Type

/** The dialog's fields read as settings, or the fields that are wrong. */
export const readSettingsForm = (e: Pick<Submitted, "priceChanges" | "defaultStake" | "quickStakes">):
  | { readonly ok: true; readonly settings: BetslipSettings }
  | { readonly ok: false; readonly fields: Readonly<Partial<Record<SettingsField, Text>>> } => {
  const fields: Partial<Record<SettingsField, Text>> = {}
  const defaultStake = readMoneyText(e.defaultStake)
  if (defaultStake === "invalid" || (defaultStake !== null && !isSettingStake(defaultStake))) fields.defaultStake = FIELD_INVALID
  const quick = e.quickStakes.map(readMoneyText).filter((q) => q !== null)
  if (quick.length > MAX_QUICK_STAKES || quick.some((q) => q === "invalid" || !isSettingStake(q))) fields.quickStakes = FIELD_INVALID
  if (fields.defaultStake || fields.quickStakes) return { ok: false, fields }
  return {
    ok: true,
    settings: { price_changes: e.priceChanges, default_stake: defaultStake as number | null, quick_stakes: quick as number[] },
  }
}

const load = (s: BetslipSettingsState, ctx: Ctx<Root>): Step<BetslipSettingsState> => {
  const token = ctx.root.session.token
  if (token === null) return [s, []]
  const requestId = `betslip-settings:${ctx.at}`
  return [{ ...s, loadRequestId: requestId }, [call(getBetslipSettings, {}, requestId, token)]]
}

const submit = (s: BetslipSettingsState, e: Submitted, ctx: Ctx<Root>): Step<BetslipSettingsState> => {
  const token = ctx.root.session.token
  if (token === null || s.save.phase === "saving") return [s, []]
  const read = readSettingsForm(e)
  if (!read.ok) return [{ ...s, save: { phase: "failed", error: null, fields: read.fields } }, []]
  const requestId = ctx.nextId("req")
  return [{ ...s, save: { phase: "saving", requestId } }, [call(saveBetslipSettings, { settings: read.settings }, requestId, token)]]
}

/** The server's field names → the dialog's. */
const SERVER_FIELDS: Readonly<Record<string, SettingsField>> = { default_stake: "defaultStake", quick_stakes: "quickStakes" }

const saveFailed = (e: RequestFailed): SettingsSave => {
  const fields: Partial<Record<SettingsField, Text>> = {}
  for (const name of Object.keys(e.error?.fields ?? {})) {
    const field = SERVER_FIELDS[name]
    if (field) fields[field] = FIELD_INVALID
  }
  // A network failure or a 5xx is the error catalogue's snackbar; the dialog still says it did not save.
  return { phase: "failed", error: serverTextOr(e.status >= 400 && e.status < 500 ? e.error?.public_message : null, "sportsbook.settings.notSaved"), fields }
}

export const reduceBetslipSettings: Reducer<BetslipSettingsState, Handled, Root> = (s, event, ctx) => {
  switch (event._tag) {
    case "UserChanged":
      return event.previous === null || event.previous.id !== event.user.id ? load({ ...initialBetslipSettings }, ctx) : [s, []]
    case "SessionEnded":
      return s === initialBetslipSettings ? [s, []] : [initialBetslipSettings, []]
    case "BetslipSettingsOpened": {
      if (ctx.root.session.token === null) return [s, []]
      ctx.raise(modalRequested({ name: "BetslipSettings", direct: true, source: SETTINGS_DIALOG_SOURCE }))
      const reset = s.save.phase === "failed" || s.save.phase === "saved" ? { ...s, save: { phase: "idle" } as const } : s
      return reset.saved === null && reset.loadRequestId === null ? load(reset, ctx) : [reset, []]
    }
    case "BetslipSettingsSubmitted":
      return submit(s, event, ctx)
    case "BetslipSettingsLoaded":
      return event.requestId === s.loadRequestId ? [{ ...s, saved: event.settings, loadRequestId: null }, []] : [s, []]
    case "BetslipSettingsSaved": {
      if (s.save.phase !== "saving" || s.save.requestId !== event.requestId) return [s, []]
      ctx.raise(snackbarRaised({ type: "success", title: message("sportsbook.settings.saved") }))
      ctx.raise(modalWithdrawn(SETTINGS_DIALOG_SOURCE))
      // The saved copy wins over a load still in flight (it may have left before the save).
      return [{ saved: event.settings, loadRequestId: null, save: { phase: "saved" } }, []]
    }
    case "RequestFailed":
      if (event.endpoint === "getBetslipSettings" && event.requestId === s.loadRequestId) return [{ ...s, loadRequestId: null }, []]
      if (event.endpoint === "saveBetslipSettings" && s.save.phase === "saving" && s.save.requestId === event.requestId) return [{ ...s, save: saveFailed(event) }, []]
      return [s, []]
    default:
      return [s, []]
  }
}
