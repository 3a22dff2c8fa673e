/**
 * `update(state, event) → [state, commands]`: the one pure function the store runs. It hands the
 * event to every area in a fixed order, then reduces the internal events the areas raised, in the
 * order raised, within the same step.
 */
import { reduceErrors } from "../errors/reduce.js"
import { reduceForms } from "../forms/reduce.js"
import { reducePreferences } from "../preferences/reduce.js"
import { reduceSession } from "../session/reduce.js"
import { reduceSite } from "../site/reduce.js"
import { reduceSnackbars } from "../snackbars/reduce.js"
import { reduceFlags } from "../flags/flags.js"
import { reduceModals } from "../modals/reduce.js"
import { reduceNotifications } from "../notifications/reduce.js"
import { reduceInactivity } from "../inactivity/reduce.js"
import { reduceRestrictions } from "../restrictions/reduce.js"
import { reduceConsent } from "../consent/consent.js"
import { reduceDevice } from "../device/device.js"
import { reduceChunks } from "../chunks/chunks.js"
import { reduceTracking } from "../analytics/tracking.js"
import { reduceCatalogue } from "../catalogue/reduce.js"
import { reduceMatchDeepLink } from "../catalogue/match-deep-link.js"
import { reduceBetslip } from "../betslip/reduce.js"
import { reduceBets } from "../bets/reduce.js"
import { followSubscriptions } from "./subscriptions.js"
import type { Command } from "./commands.js"
import type { AppEvent } from "./events.js"
import type { InternalEvent } from "./internal.js"
import type { AppState } from "./state.js"
import type { AnyEvent, Ctx, Step } from "./step.js"

/** Guards against a rule raising events forever: a bug, surfaced loudly. */
const MAX_INTERNAL_EVENTS = 1000

const reduceOnce = (state: AppState, event: AnyEvent, at: number, queue: InternalEvent[]): Step<AppState> => {
  let seq = state.seq
  const ctx: Ctx = {
    at,
    root: state,
    nextId: (prefix) => `${prefix}-${++seq}`,
    raise: (e) => void queue.push(e),
  }
  const commands: Command[] = []
  const run = <S>(slice: S, reducer: (s: S, e: AnyEvent, c: Ctx) => Step<S>): S => {
    const [next, cmds] = reducer(slice, event, ctx)
    commands.push(...cmds)
    return next
  }
  // Errors run first so that the snackbar a failure raises follows the failure's own changes.
  run(null, reduceErrors)
  const site = run(state.site, reduceSite)
  const session = run(state.session, reduceSession)
  const forms = run(state.forms, reduceForms)
  const preferences = run(state.preferences, reducePreferences)
  const snackbars = run(state.snackbars, reduceSnackbars)
  const flags = run(state.flags, reduceFlags)
  // Stateless rules that raise modals, snackbars and acknowledgements for the modal area.
  run(null, reduceNotifications)
  run(null, reduceRestrictions)
  const modals = run(state.modals, reduceModals)
  const inactivity = run(state.inactivity, reduceInactivity)
  const consent = run(state.consent, reduceConsent)
  const device = run(state.device, reduceDevice)
  const chunks = run(state.chunks, reduceChunks)
  const tracking = run(state.tracking, reduceTracking)
  const reducedCatalogue = run(state.catalogue, reduceCatalogue)
  const matchDeepLink = run(state.matchDeepLink, reduceMatchDeepLink)
  const betslip = run(state.betslip, reduceBetslip)
  // The socket's subscriptions follow the open views and the slip's markets, once both have moved.
  const [catalogue, subscriptionCommands] = followSubscriptions(state, reducedCatalogue, betslip)
  commands.push(...subscriptionCommands)
  const bets = run(state.bets, reduceBets)
  const unchanged = site === state.site && session === state.session && forms === state.forms &&
    preferences === state.preferences && snackbars === state.snackbars && flags === state.flags &&
    modals === state.modals && inactivity === state.inactivity && seq === state.seq &&
    consent === state.consent && device === state.device && chunks === state.chunks && tracking === state.tracking &&
    catalogue === state.catalogue && matchDeepLink === state.matchDeepLink && betslip === state.betslip && bets === state.bets
  return [unchanged ? state : {
    ...state, seq, site, session, forms, preferences, snackbars, flags, modals, inactivity, consent, device, chunks, tracking,
    catalogue, matchDeepLink, betslip, bets,
  }, commands]
}

export const update = (state: AppState, event: AppEvent): Step<AppState> => {
  const queue: InternalEvent[] = []
  let [next, commands] = reduceOnce(state, event, event.at, queue)
  const all = [...commands]
  for (let i = 0; i < queue.length; i++) {
    if (i >= MAX_INTERNAL_EVENTS) throw new Error(`update: more than ${MAX_INTERNAL_EVENTS} internal events from ${event._tag}`)
    ;[next, commands] = reduceOnce(next, queue[i]!, event.at, queue)
    all.push(...commands)
  }
  return [next, all]
}
