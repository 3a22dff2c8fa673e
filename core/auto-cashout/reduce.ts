/**
 * Automatic cash-out on the client (issue 20): the bettor sets an amount on an open bet, and the
 * server cashes the bet out once its offer reaches it, online or not (server/domain/betting/
 * auto-cashout.ts). This area holds only the requests in flight and their failures, by bet id; the
 * rule itself is part of the bet (`BetReceipt.auto_cashout`), which My Bets holds and keeps live.
 *
 * Handles: AutoCashoutSubmitted (the amount read and checked against the bet as held, then PUT),
 * AutoCashoutRemoved (DELETE), AutoCashoutAnswered (done; core/bets takes the bet), RequestFailed of
 * both calls (the server's words, shown beside the control), SessionEnded (forgotten).
 *
 * Invariants: one request in flight per bet at most; an answer to a superseded request is ignored.
 *
 * Spec silent, chosen here: an amount the offer already reaches is refused here as the server would
 * (cash out now instead), as is one above the bet's potential returns (the offer can never reach
 * it); a bet that has no cash-out takes no rule.
 */
import { call, message, serverTextOr, type Ctx, type Reducer, type RequestFailed, type Step, type Text } from "../kernel/index.js"
import type { BetReceipt } from "../model/betslip.js"
import type { SessionEnded, SessionRoot } from "../session/index.js"
import { readMoneyText } from "../validation/money-input.js"
import { clearAutoCashout, setAutoCashout } from "./endpoints.js"
import type { AutoCashoutEvent } from "./events.js"

export type AutoCashoutFlow =
  | { readonly phase: "saving"; readonly requestId: string }
  | { readonly phase: "failed"; readonly error: Text }

export interface AutoCashoutState {
  /** Requests in flight and failures, by bet id; a bet with neither has no entry. */
  readonly flows: Readonly<Record<number, AutoCashoutFlow>>
}

export const initialAutoCashout: AutoCashoutState = { flows: {} }

/** What the area reads beyond its slice: the session's token and the bets My Bets holds. */
export type AutoCashoutRoot = SessionRoot & { readonly bets: { readonly bets: Readonly<Record<number, BetReceipt>> } }
type Handled = AutoCashoutEvent | RequestFailed | SessionEnded

const withFlow = (s: AutoCashoutState, betId: number, flow: AutoCashoutFlow | null): AutoCashoutState => {
  if (flow === null) {
    if (!(betId in s.flows)) return s
    const { [betId]: _gone, ...flows } = s.flows
    return { flows }
  }
  return { flows: { ...s.flows, [betId]: flow } }
}

/** Why an amount cannot be the bet's rule, or null when it can (as the server checks it). */
export const autoCashoutProblem = (bet: BetReceipt | undefined, amount: number | null | "invalid"): Text | null => {
  if (amount === null || amount === "invalid" || amount <= 0) return message("bets.autoCashout.invalid")
  if (bet === undefined) return null
  if (bet.cashout_status === "available" && bet.cashout_amount !== null && bet.cashout_amount >= amount) return message("bets.autoCashout.reached")
  if (bet.potential !== null && amount > bet.potential) return message("bets.autoCashout.tooHigh")
  return null
}

/** A bet takes a rule while it is open and has a cash-out (available, or disabled for now). */
export const takesAutoCashout = (bet: BetReceipt): boolean =>
  bet.status === "open" && (bet.cashout_status === "available" || bet.cashout_status === "disabled")

const send = (s: AutoCashoutState, betId: number, ctx: Ctx<AutoCashoutRoot>, amount: number | null): Step<AutoCashoutState> => {
  const token = ctx.root.session.token
  if (token === null || s.flows[betId]?.phase === "saving") return [s, []]
  const requestId = ctx.nextId("req")
  const command = amount === null ? call(clearAutoCashout, { betId }, requestId, token) : call(setAutoCashout, { betId, amount }, requestId, token)
  return [withFlow(s, betId, { phase: "saving", requestId }), [command]]
}

const ENDPOINTS: ReadonlySet<string> = new Set([setAutoCashout.name, clearAutoCashout.name])

export const reduceAutoCashout: Reducer<AutoCashoutState, Handled, AutoCashoutRoot> = (s, event, ctx) => {
  switch (event._tag) {
    case "AutoCashoutSubmitted": {
      const bet = ctx.root.bets.bets[event.betId]
      if (bet !== undefined && !takesAutoCashout(bet)) return [s, []]
      const amount = readMoneyText(event.amount)
      const problem = autoCashoutProblem(bet, amount)
      if (problem !== null) return s.flows[event.betId]?.phase === "saving" ? [s, []] : [withFlow(s, event.betId, { phase: "failed", error: problem }), []]
      return send(s, event.betId, ctx, amount as number)
    }
    case "AutoCashoutRemoved":
      return send(s, event.betId, ctx, null)
    case "AutoCashoutAnswered": {
      const flow = s.flows[event.betId]
      return flow?.phase === "saving" && flow.requestId === event.requestId ? [withFlow(s, event.betId, null), []] : [s, []]
    }
    case "RequestFailed": {
      if (!ENDPOINTS.has(event.endpoint)) return [s, []]
      for (const [id, flow] of Object.entries(s.flows)) {
        if (flow.phase === "saving" && flow.requestId === event.requestId) {
          // A 4xx has the server's words (errors/catalogue.ts shows no snackbar for it); anything else ours.
          const words = event.status >= 400 && event.status < 500 ? event.error?.public_message : null
          return [withFlow(s, Number(id), { phase: "failed", error: serverTextOr(words, "bets.autoCashout.failed") }), []]
        }
      }
      return [s, []]
    }
    case "SessionEnded":
      return Object.keys(s.flows).length === 0 ? [s, []] : [initialAutoCashout, []]
    default:
      return [s, []]
  }
}
