/**
 * My Bets (spec §3 Bet, Bet leg; §2.2 /sports/bets and /sports/bets/settled; §7 `bets`/`bet_v1`):
 * the bettor's bets by id, the open and settled lists with their paging, the `bets` subscription
 * and the cash-out flow of each bet. See README.md for the events and invariants.
 */
import {
  call, message, type Command, type Ctx, type Reducer, type RequestFailed, type SocketConnected, type Step, type TimerFired,
} from "../kernel/index.js"
import type { AutoCashoutAnswered } from "../auto-cashout/index.js"
import type { BetsPlaced } from "../betslip/index.js"
import type { SessionEnded, SessionRoot, UserChanged } from "../session/index.js"
import { snackbarRaised } from "../snackbars/index.js"
import { selectCurrency, type WalletRoot } from "../wallet/index.js"
import { cashoutBet, getBets } from "./endpoints.js"
import type { BetsEvent } from "./events.js"

type Root = SessionRoot & WalletRoot
type Handled = BetsEvent | UserChanged | SessionEnded | SocketConnected | TimerFired | RequestFailed | (typeof BetsPlaced.Type) | AutoCashoutAnswered
import { formatMoney } from "../format/money.js"
import type { BetReceipt } from "../model/betslip.js"
import type { BetsListStatus, BetsPage } from "../model/bets.js"
import {
  answerDeadline, canCashOut, cashoutTimerId, clampPart, minimumPart, partAmount, type CashoutFlow,
} from "./cashout.js"
import { listOf, mergeBets, pruneMissing } from "./order.js"

/** Bets per page of GET bets. */
export const BETS_PAGE_SIZE = 20

export type BetsListLoad = "idle" | "loading" | "ready" | "failed"

export interface BetsListState {
  /** idle: never asked for; loading: the first answer is awaited; ready; failed (nothing to show). */
  readonly status: BetsListLoad
  /** The request whose answer the list waits for (first page or more); answers to others only merge bets. */
  readonly requestId: string | null
  /** The newest bet id held when a first-page request left (see order.ts pruneMissing). */
  readonly ceiling: number | null
  /** The cursor of the next (older) page; null when the last page is loaded. */
  readonly nextBefore: number | null
  /** How many pages are loaded (a refetch asks for as many bets again). */
  readonly pages: number
  /** How many mounted pages show the list. */
  readonly holders: number
}

export interface BetsState {
  /** Every bet held, by id: the newest copy seen (order.ts). Lists are derived from it. */
  readonly bets: Readonly<Record<number, BetReceipt>>
  readonly lists: Readonly<Record<BetsListStatus, BetsListState>>
  /** The `bets` channel is subscribed (from login to logout). */
  readonly subscribed: boolean
  /** The socket connected once already: the next connection is a reconnect. */
  readonly socketSeen: boolean
  /** Cash-out flows in progress, by bet id. */
  readonly cashouts: Readonly<Record<number, CashoutFlow>>
}

const idleList: BetsListState = { status: "idle", requestId: null, ceiling: null, nextBefore: null, pages: 0, holders: 0 }

export const initialBets: BetsState = {
  bets: {},
  lists: { open: idleList, settled: idleList },
  subscribed: false,
  socketSeen: false,
  cashouts: {},
}

const BETS_CHANNEL = { channel: "bets", params: {} } as const

const then = (step: Step<BetsState>, next: (s: BetsState) => Step<BetsState>): Step<BetsState> => {
  const [s, commands] = step
  const [after, more] = next(s)
  return [after, [...commands, ...more]]
}

const withList = (s: BetsState, list: BetsListStatus, patch: Partial<BetsListState>): BetsState =>
  ({ ...s, lists: { ...s.lists, [list]: { ...s.lists[list], ...patch } } })

const newestId = (s: BetsState): number | null => {
  const ids = Object.keys(s.bets).map(Number)
  return ids.length === 0 ? null : Math.max(...ids)
}

/** Asks for the first page again, as many bets as the pages loaded so far (a refresh keeps the depth). */
const loadFirst = (s: BetsState, list: BetsListStatus, ctx: Ctx<Root>): Step<BetsState> => {
  const held = s.lists[list]
  const requestId = ctx.nextId("req")
  const limit = BETS_PAGE_SIZE * Math.max(1, held.pages)
  return [
    withList(s, list, { status: held.status === "ready" ? "ready" : "loading", requestId, ceiling: newestId(s) }),
    [call(getBets, { list, limit, before: null }, requestId, ctx.root.session.token)],
  ]
}

const loadMore = (s: BetsState, list: BetsListStatus, ctx: Ctx<Root>): Step<BetsState> => {
  const held = s.lists[list]
  if (held.status !== "ready" || held.nextBefore === null || held.requestId !== null) return [s, []]
  const requestId = ctx.nextId("req")
  return [
    withList(s, list, { requestId }),
    [call(getBets, { list, limit: BETS_PAGE_SIZE, before: held.nextBefore }, requestId, ctx.root.session.token)],
  ]
}

/** Bets merged in; cash-out steps of bets that can no longer be cashed out (settled) close. */
const takeBets = (s: BetsState, incoming: ReadonlyArray<BetReceipt>): BetsState => {
  const bets = mergeBets(s.bets, incoming)
  if (bets === s.bets) return s
  let cashouts = s.cashouts
  for (const [id, flow] of Object.entries(s.cashouts)) {
    const bet = bets[Number(id)]
    if (flow._tag === "Confirming" && (!bet || listOf(bet) === "settled")) {
      const { [Number(id)]: _closed, ...rest } = cashouts
      cashouts = rest
    }
  }
  return { ...s, bets, cashouts }
}

const pageLoaded = (s: BetsState, list: BetsListStatus, requestId: string, before: number | null, page: BetsPage): BetsState => {
  const held = s.lists[list]
  const merged = takeBets(s, page.bets)
  if (held.requestId !== requestId) return merged
  const bets = before === null ? pruneMissing(merged.bets, list, page.bets, page.next_before === null, held.ceiling) : merged.bets
  return withList({ ...merged, bets }, list, {
    status: "ready",
    requestId: null,
    ceiling: null,
    nextBefore: page.next_before,
    pages: before === null ? Math.max(1, held.pages) : held.pages + 1,
  })
}

const money = (ctx: Ctx<Root>, minor: number): string =>
  formatMoney(minor, selectCurrency(ctx.root), ctx.root.site.locale)

const withoutFlow = (s: BetsState, betId: number): BetsState => {
  if (!(betId in s.cashouts)) return s
  const { [betId]: _gone, ...cashouts } = s.cashouts
  return { ...s, cashouts }
}

const withFlow = (s: BetsState, betId: number, flow: CashoutFlow): BetsState => ({ ...s, cashouts: { ...s.cashouts, [betId]: flow } })

const confirmCashout = (s: BetsState, betId: number, ctx: Ctx<Root>): Step<BetsState> => {
  const flow = s.cashouts[betId]
  const bet = s.bets[betId]
  if (flow?._tag !== "Confirming" || !bet || !canCashOut(bet)) return [s, []]
  const part = clampPart(flow.part, bet.stake, bet.number_of_bets)
  const amount = partAmount(bet.cashout_amount!, bet.stake, part)
  const requestId = ctx.nextId("req")
  const until = ctx.at + Math.max(0, bet.cashout_delay ?? 0) * 1000
  return [withFlow(s, betId, { _tag: "Requesting", requestId, amount, part, until }), [
    call(cashoutBet, { betId, amount, stake: part }, requestId, ctx.root.session.token),
    { _tag: "StartTimer", id: cashoutTimerId(betId), fireAt: answerDeadline(ctx.at, bet.cashout_delay) },
  ]]
}

const cashoutAnswered = (s: BetsState, e: { requestId: string; betId: number; response: { result: string; bet: BetReceipt; paid: number } }, ctx: Ctx<Root>): Step<BetsState> => {
  const flow = s.cashouts[e.betId]
  const mine = flow?._tag === "Requesting" && flow.requestId === e.requestId
  const taken = takeBets(s, [e.response.bet])
  const commands: Command[] = mine ? [{ _tag: "CancelTimer", id: cashoutTimerId(e.betId) }] : []
  // Money paid is news whenever it arrives, even after the flow stopped waiting for it.
  if (e.response.result === "success") {
    ctx.raise(snackbarRaised({ type: "success", title: message("bets.cashout.done", { amount: money(ctx, e.response.paid) }) }))
    return [mine ? withoutFlow(taken, e.betId) : taken, commands]
  }
  if (!mine) return [taken, commands]
  const bet = taken.bets[e.betId]
  if (e.response.result === "new_offer" && bet && canCashOut(bet)) {
    return [withFlow(taken, e.betId, { _tag: "Confirming", part: clampPart(flow.part, bet.stake, bet.number_of_bets), renewed: true }), commands]
  }
  ctx.raise(snackbarRaised({ type: "warning", title: message("bets.cashout.unavailable") }))
  return [withoutFlow(taken, e.betId), commands]
}

/** No answer by the deadline: stop waiting and ask the server how the bet stands now. */
const cashoutTimedOut = (s: BetsState, betId: number, ctx: Ctx<Root>): Step<BetsState> => {
  if (s.cashouts[betId]?._tag !== "Requesting") return [s, []]
  ctx.raise(snackbarRaised({ type: "warning", title: message("bets.cashout.noAnswer") }))
  let step: Step<BetsState> = [withoutFlow(s, betId), []]
  for (const list of ["open", "settled"] as const) {
    if (s.lists[list].status !== "idle") step = then(step, (x) => loadFirst(x, list, ctx))
  }
  return step
}

const TIMER_PREFIX = cashoutTimerId(0).replace(/0$/, "")

export const reduceBets: Reducer<BetsState, Handled, Root> = (s, event, ctx) => {
  switch (event._tag) {
    case "UserChanged":
      return s.subscribed ? [s, []] : [{ ...s, subscribed: true }, [{ _tag: "Subscribe", ...BETS_CHANNEL }]]
    case "SessionEnded": {
      const commands: Command[] = Object.keys(s.cashouts).map((id) => ({ _tag: "CancelTimer", id: cashoutTimerId(Number(id)) }))
      if (s.subscribed) commands.push({ _tag: "Unsubscribe", ...BETS_CHANNEL })
      // Open pages stay mounted until the route guard moves on; their holds survive the reset.
      const lists = { open: { ...idleList, holders: s.lists.open.holders }, settled: { ...idleList, holders: s.lists.settled.holders } }
      return [{ ...initialBets, lists, socketSeen: s.socketSeen }, commands]
    }
    case "SocketConnected": {
      if (!s.socketSeen) return [{ ...s, socketSeen: true }, []]
      // A reconnect: bets may have moved while the socket was away; ask again for every list shown before.
      let step: Step<BetsState> = [s, []]
      for (const list of ["open", "settled"] as const) {
        if (s.lists[list].status !== "idle" && ctx.root.session.token !== null) step = then(step, (x) => loadFirst(x, list, ctx))
      }
      return step
    }
    case "BetsViewOpened": {
      const held = s.lists[event.list]
      const s1 = withList(s, event.list, { holders: held.holders + 1 })
      // The first holder refreshes what may have changed since the list was last on screen.
      return held.holders === 0 && held.requestId === null ? loadFirst(s1, event.list, ctx) : [s1, []]
    }
    case "BetsViewClosed": {
      const held = s.lists[event.list]
      return held.holders === 0 ? [s, []] : [withList(s, event.list, { holders: held.holders - 1 }), []]
    }
    case "BetsViewRetried":
      return s.lists[event.list].requestId === null ? loadFirst(s, event.list, ctx) : [s, []]
    case "MoreBetsRequested":
      return loadMore(s, event.list, ctx)
    case "BetsPageLoaded":
      return [pageLoaded(s, event.list, event.requestId, event.before, event.page), []]
    case "BetPushed": {
      const next = takeBets(s, [event.bet])
      // The bettor's automatic cash-out fired on the server (the bet held had its rule waiting): news.
      const held = s.bets[event.bet.id]
      const now = next.bets[event.bet.id]
      if (held?.auto_cashout?.status === "active" && now?.auto_cashout?.status === "triggered") {
        ctx.raise(snackbarRaised({ type: "success", title: message("bets.autoCashout.done", { amount: money(ctx, now.cash_winnings ?? 0) }) }))
      }
      return [next, []]
    }
    case "AutoCashoutAnswered":
      // PUT / DELETE bets/{id}/auto-cashout: the bet with its rule as it stands now (core/auto-cashout).
      return [takeBets(s, [event.bet]), []]
    case "BetsPlaced":
      // Receipts of a placement are the bets' first copies: they enter the open list at once.
      return [takeBets(s, event.receipts), []]
    case "CashoutOpened": {
      const bet = s.bets[event.betId]
      if (!bet || !canCashOut(bet) || s.cashouts[event.betId]?._tag === "Requesting") return [s, []]
      return [withFlow(s, event.betId, { _tag: "Confirming", part: null, renewed: false }), []]
    }
    case "CashoutPartChosen": {
      const flow = s.cashouts[event.betId]
      const bet = s.bets[event.betId]
      if (flow?._tag !== "Confirming" || !bet) return [s, []]
      const part = event.stake === null ? null : clampPart(Math.max(minimumPart(bet.stake, bet.number_of_bets), event.stake), bet.stake, bet.number_of_bets)
      return [withFlow(s, event.betId, { ...flow, part }), []]
    }
    case "CashoutCancelled":
      return s.cashouts[event.betId]?._tag === "Confirming" ? [withoutFlow(s, event.betId), []] : [s, []]
    case "CashoutConfirmed":
      return confirmCashout(s, event.betId, ctx)
    case "CashoutAnswered":
      return cashoutAnswered(s, event, ctx)
    case "TimerFired":
      return event.id.startsWith(TIMER_PREFIX) ? cashoutTimedOut(s, Number(event.id.slice(TIMER_PREFIX.length)), ctx) : [s, []]
    case "RequestFailed": {
      if (event.endpoint === "getBets") {
        for (const list of ["open", "settled"] as const) {
          const held = s.lists[list]
          if (held.requestId === event.requestId) {
            // A list already showing bets keeps them (a failed refresh or "more"); an empty one shows its error.
            return [withList(s, list, { status: held.status === "loading" ? "failed" : held.status, requestId: null, ceiling: null }), []]
          }
        }
        return [s, []]
      }
      if (event.endpoint === "cashoutBet") {
        for (const [id, flow] of Object.entries(s.cashouts)) {
          if (flow._tag === "Requesting" && flow.requestId === event.requestId) {
            // The error catalogue says what went wrong (spec §8); the bet goes back to its offer.
            return [withoutFlow(s, Number(id)), [{ _tag: "CancelTimer", id: cashoutTimerId(Number(id)) }]]
          }
        }
      }
      return [s, []]
    }
    default:
      return [s, []]
  }
}
