/**
 * The virtuals reality check (spec §2.10 dialog, §4 "Reality check", §9 storage keys), with the net
 * position of the session beside it (issue 17).
 *
 * - Only while logged in (UserChanged … SessionEnded): the interval is the user's
 *   reality_check_interval (seconds; absent means 3600).
 * - BetsPlaced with a receipt whose leg has game_display_type "virtual": the first-placed time is
 *   stored if unset, and the session end (now + interval) if unset; a 5-minute inactivity timer
 *   starts again from this receipt. When it fires, both are cleared.
 * - The session end passing (its timer): the RealityCheck dialog opens (not closable: 'Stay logged
 *   in' or 'Logout') and the analytics event reality_check_shown carries the session length in
 *   seconds (now − first placed).
 * - 'Stay logged in' (RealityCheckContinued): a new end at now + interval; the dialog closes.
 * - At start (VirtualsSessionRestored, the stored values) a stored end in the past is cleared.
 * - Changing the interval re-bases an existing end: end − old interval + new interval.
 * - Net position: what the session's virtual bets returned (settled pushes) less what they staked.
 */
import { noCommands, type Command, type Ctx, type Step, type TimerFired } from "../kernel/index.js"
import type { BetReceipt } from "../model/betslip.js"
import { modalRequested, modalWithdrawn } from "../modals/index.js"
import type { SessionEnded, UserChanged } from "../session/index.js"
import type { RealityCheckContinued, VirtualsSessionRestored } from "./events.js"

export const REALITY_CHECK_TIMER = "virtuals-reality-check"
export const VIRTUALS_INACTIVITY_TIMER = "virtuals-inactivity"
export const VIRTUALS_INACTIVITY_MS = 5 * 60_000
export const DEFAULT_REALITY_CHECK_SECONDS = 3600
export const REALITY_CHECK_SOURCE = "virtuals-reality-check"
/** spec §9 keys (the storage adapter adds the prefix). */
export const FIRST_VIRTUALS_BET_KEY = "firstVirtualsBet"
export const VIRTUALS_SESSION_END_KEY = "virtualsSessionEnd"

export interface RealityCheckState {
  readonly loggedIn: boolean
  readonly intervalMs: number
  readonly firstPlacedAt: number | null
  readonly sessionEndAt: number | null
  readonly shown: boolean
  /** The session's virtual bets: what each staked and (once settled) returned, minor units. */
  readonly bets: Readonly<Record<number, { readonly stake: number; readonly returns: number }>>
}

export const initialRealityCheck: RealityCheckState = {
  loggedIn: false, intervalMs: DEFAULT_REALITY_CHECK_SECONDS * 1000, firstPlacedAt: null, sessionEndAt: null, shown: false, bets: {},
}

type BetsPlacedLike = { readonly _tag: "BetsPlaced"; readonly receipts: ReadonlyArray<BetReceipt> }
type BetPushedLike = { readonly _tag: "BetPushed"; readonly bet: BetReceipt }
export type RealityCheckHandled =
  | UserChanged | SessionEnded | TimerFired | BetsPlacedLike | BetPushedLike | (typeof RealityCheckContinued.Type) | (typeof VirtualsSessionRestored.Type)

const persist = (key: string, value: number | null): Command => ({ _tag: "Persist", key, value: value === null ? null : String(value) })
const endTimer = (at: number): Command => ({ _tag: "StartTimer", id: REALITY_CHECK_TIMER, fireAt: at })

/** Both stored values cleared, timers stopped, the dialog withdrawn. */
const cleared = (s: RealityCheckState, ctx: Ctx): Step<RealityCheckState> => {
  if (s.shown) ctx.raise(modalWithdrawn(REALITY_CHECK_SOURCE))
  return [{ ...s, firstPlacedAt: null, sessionEndAt: null, shown: false, bets: {} }, [
    persist(FIRST_VIRTUALS_BET_KEY, null), persist(VIRTUALS_SESSION_END_KEY, null),
    { _tag: "CancelTimer", id: REALITY_CHECK_TIMER }, { _tag: "CancelTimer", id: VIRTUALS_INACTIVITY_TIMER },
  ]]
}

const isVirtual = (r: BetReceipt): boolean => r.bet_legs.some((l) => l.game_display_type === "virtual")

export const reduceRealityCheck = (s: RealityCheckState, event: RealityCheckHandled, ctx: Ctx): Step<RealityCheckState> => {
  switch (event._tag) {
    case "UserChanged": {
      const intervalMs = (event.user.reality_check_interval ?? DEFAULT_REALITY_CHECK_SECONDS) * 1000
      const rebased = s.sessionEndAt !== null && intervalMs !== s.intervalMs ? s.sessionEndAt - s.intervalMs + intervalMs : s.sessionEndAt
      // A push that moves neither the interval nor the session (most of them) leaves the slice as it is.
      if (s.loggedIn && intervalMs === s.intervalMs) return [s, noCommands]
      const next = { ...s, loggedIn: true, intervalMs, sessionEndAt: rebased }
      if (s.loggedIn && rebased === s.sessionEndAt) return [next, []]
      return [next, rebased === null ? [] : [persist(VIRTUALS_SESSION_END_KEY, rebased), endTimer(rebased)]]
    }
    case "SessionEnded": {
      if (!s.loggedIn) return [s, []]
      if (s.shown) ctx.raise(modalWithdrawn(REALITY_CHECK_SOURCE))
      // Written out, not `{ ...s, … }`: Node 20's V8 copies a spread of a spread slowly (decision 0019).
      return [{ loggedIn: false, intervalMs: s.intervalMs, firstPlacedAt: s.firstPlacedAt, sessionEndAt: s.sessionEndAt, shown: false, bets: {} }, [{ _tag: "CancelTimer", id: REALITY_CHECK_TIMER }, { _tag: "CancelTimer", id: VIRTUALS_INACTIVITY_TIMER }]]
    }
    case "VirtualsSessionRestored": {
      if (event.sessionEndAt !== null && event.sessionEndAt < ctx.at) return cleared(s, ctx)
      const next = { ...s, firstPlacedAt: event.firstPlacedAt, sessionEndAt: event.sessionEndAt }
      return [next, next.sessionEndAt !== null && s.loggedIn ? [endTimer(next.sessionEndAt)] : []]
    }
    case "BetsPlaced": {
      const virtual = event.receipts.filter(isVirtual)
      if (!s.loggedIn || virtual.length === 0) return [s, []]
      const firstPlacedAt = s.firstPlacedAt ?? ctx.at
      const sessionEndAt = s.sessionEndAt ?? ctx.at + s.intervalMs
      const bets = { ...s.bets }
      for (const r of virtual) bets[r.id] = { stake: r.stake, returns: r.cash_winnings ?? 0 }
      const commands: Command[] = [{ _tag: "StartTimer", id: VIRTUALS_INACTIVITY_TIMER, fireAt: ctx.at + VIRTUALS_INACTIVITY_MS }]
      if (s.firstPlacedAt === null) commands.push(persist(FIRST_VIRTUALS_BET_KEY, firstPlacedAt))
      if (s.sessionEndAt === null) commands.push(persist(VIRTUALS_SESSION_END_KEY, sessionEndAt), endTimer(sessionEndAt))
      return [{ ...s, firstPlacedAt, sessionEndAt, bets }, commands]
    }
    case "BetPushed": {
      const held = s.bets[event.bet.id]
      if (!held) return [s, []]
      const returns = event.bet.cash_winnings ?? 0
      return returns === held.returns ? [s, []] : [{ ...s, bets: { ...s.bets, [event.bet.id]: { ...held, returns } } }, []]
    }
    case "TimerFired": {
      if (event.id === VIRTUALS_INACTIVITY_TIMER) return s.firstPlacedAt === null && s.sessionEndAt === null ? [s, []] : cleared(s, ctx)
      if (event.id !== REALITY_CHECK_TIMER || !s.loggedIn || s.shown || s.sessionEndAt === null || ctx.at < s.sessionEndAt) return [s, []]
      const since = s.firstPlacedAt ?? s.sessionEndAt - s.intervalMs
      ctx.raise(modalRequested({ name: "RealityCheck", props: { firstPlacedAt: since, intervalSeconds: s.intervalMs / 1000 }, closable: false, direct: true, source: REALITY_CHECK_SOURCE }))
      const seconds = Math.max(0, Math.round((ctx.at - since) / 1000))
      return [{ ...s, shown: true }, [{ _tag: "Track", event: { name: "reality_check_shown", properties: { session_length: seconds } } }]]
    }
    case "RealityCheckContinued": {
      if (!s.loggedIn) return [s, []]
      if (s.shown) ctx.raise(modalWithdrawn(REALITY_CHECK_SOURCE))
      const sessionEndAt = ctx.at + s.intervalMs
      return [{ ...s, shown: false, sessionEndAt }, [persist(VIRTUALS_SESSION_END_KEY, sessionEndAt), endTimer(sessionEndAt)]]
    }
    default:
      return [s, []]
  }
}

/** What the session's virtual bets returned less what they staked (minor units; negative is a loss). */
export const netPositionOf = (s: RealityCheckState): number => Object.values(s.bets).reduce((sum, b) => sum + b.returns - b.stake, 0)
