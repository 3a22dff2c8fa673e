/**
 * The casino in the browser (issue 16): the lobby (games, categories, providers, jackpots), the
 * player's favourites and recent games, the game player's session and rounds, the live table.
 *
 * UK slot rules (UKGC RTS 14) are core rules here, not view choices:
 *   - a round's result is shown no sooner than MIN_ROUND_MS (2.5 s) after it was asked for (a
 *     timer, `casino.reveal`), and no new round can start before then: no quick-stop, no turbo;
 *   - a round starts only from a person's request (no autoplay: nothing here starts one itself);
 *   - the player's session keeps its start (casinoGameActiveSessionStartedAt) and the net position
 *     of the rounds shown (returned − staked, the server's figures per round id, never summed twice;
 *     a free spin's house-paid stake is not the player's, so it is not counted as staked).
 * The server decides every outcome; core only holds what it answered.
 */
import { call, cancelCall, type Command, type Ctx, type RequestFailed, type SocketConnected, type Step, type TimerFired } from "../kernel/index.js"
import type { CasinoLobby, CasinoRound, LiveBlackjackTable, LiveTable, RouletteBetWire } from "../model/casino.js"
import { selectToken, selectUser, type SessionEnded, type SessionRoot, type UserChanged } from "../session/index.js"
import { actOnCasinoRound, getCasinoFavourites, getCasinoHistory, getCasinoLobby, getLiveBlackjack, getLiveTable, placeLiveBet, removeCasinoFavourite, setCasinoFavourite, startCasinoRound } from "./endpoints.js"
import type { CasinoEvent } from "./events.js"
import { fetchBlackjack, LIVE_SLACK_MS, LIVE_TIMER, reduceLiveBlackjack } from "./live-blackjack.js"
import type { LiveState } from "./live-state.js"

export type { LiveState }
import { initialFairness, reduceFairness, refreshFairness, type FairnessState } from "./fairness.js"

export const MIN_ROUND_MS = 2_500
export const REVEAL_TIMER = "casino.reveal"
/** The reality check in the player (UKGC RTS 13): every `reality_check_interval` seconds of play (default 3600). */
export const REALITY_TIMER = "casino.reality"
const realityIntervalMs = (ctx: Ctx): number => ((selectUser(ctx.root as SessionRoot)?.reality_check_interval ?? null) || 3600) * 1000
export { LIVE_TIMER }

/** Shows a table view and sets the timer for its next phase boundary (in the browser's clock). */
const withView = (l: LiveState, view: LiveTable, at: number): Step<LiveState> => {
  const clockOffset = view.server_time - at
  const boundary = view.phase === "betting" ? view.closes_at : view.phase === "spinning" ? view.lands_at : view.next_at
  return [{ ...l, view, clockOffset }, [{ _tag: "StartTimer", id: LIVE_TIMER, fireAt: Math.max(at, boundary - clockOffset) + LIVE_SLACK_MS }]]
}

export interface PlayerSession {
  readonly gameId: string
  /** casinoGameActiveSessionStartedAt (spec §3 interface settings), epoch ms. */
  readonly startedAt: number
  /** Per round id: staked and returned, as the server last said. */
  readonly rounds: Readonly<Record<string, { readonly staked: number; readonly returned: number }>>
  /** The round as last answered, and the one on show (held back until the reveal time). */
  readonly round: CasinoRound | null
  readonly shown: CasinoRound | null
  readonly pending: { readonly requestId: string; readonly roundId: string | null } | null
  readonly revealAt: number | null
  readonly failed: boolean
  /** The reality check (RTS 13) is on show since this time: no new round until the player answers. */
  readonly realityDueAt: number | null
}


export interface CasinoState {
  readonly lobby: CasinoLobby | null
  readonly status: "idle" | "loading" | "ready" | "failed"
  readonly requestId: string | null
  readonly favourites: ReadonlyArray<string>
  readonly recent: ReadonlyArray<string>
  readonly player: PlayerSession | null
  readonly live: LiveState | null
  /** The logged-in player's favourites and recent games were asked for (once per log-in). */
  readonly userLoaded: boolean
  /** Provably fair: the next round's commitment and the verifier's answer (fairness.ts). */
  readonly fairness: FairnessState
}

export const initialCasino: CasinoState = { lobby: null, status: "idle", requestId: null, favourites: [], recent: [], player: null, live: null, userLoaded: false, fairness: initialFairness }

type Handled = CasinoEvent | RequestFailed | TimerFired | SocketConnected | SessionEnded | UserChanged

const tokenOf = (ctx: Ctx): string | null => selectToken(ctx.root as SessionRoot)

const channelOf = (table: string) => ({ channel: "casino_table", params: { table } })

/**
 * Records a round in the session's net position and as shown. A free spin's stake was paid by the
 * house (issue 18), not the player: it is not their loss, so it counts as nothing staked and the net
 * position keeps following the player's own money (the balance moves only by the win).
 */
const show = (p: PlayerSession, round: CasinoRound): PlayerSession => ({
  ...p,
  shown: round,
  rounds: round.state === "void" ? p.rounds : { ...p.rounds, [round.round_id]: { staked: round.free_spin === true ? 0 : round.total_staked, returned: round.returned } },
})

const reducePlayer = (p: PlayerSession, event: Handled, ctx: Ctx): Step<PlayerSession> => {
  switch (event._tag) {
    case "CasinoRealityCheckContinued": {
      if (p.realityDueAt === null) return [p, []]
      return [{ ...p, realityDueAt: null }, [{ _tag: "StartTimer", id: REALITY_TIMER, fireAt: ctx.at + realityIntervalMs(ctx) }]]
    }
    case "CasinoRoundRequested": {
      if (p.pending || p.revealAt !== null || p.realityDueAt !== null) return [p, []]
      const requestId = ctx.nextId("req")
      const revealAt = ctx.at + MIN_ROUND_MS
      return [
        { ...p, pending: { requestId, roundId: event.roundId }, revealAt, failed: false },
        [call(startCasinoRound, { roundId: event.roundId, gameId: p.gameId, stake: event.stake, bets: event.bets }, requestId, tokenOf(ctx)), { _tag: "StartTimer", id: REVEAL_TIMER, fireAt: revealAt }],
      ]
    }
    case "CasinoActionRequested": {
      const round = p.round
      if (p.pending || !round || round.state !== "in_play") return [p, []]
      const requestId = ctx.nextId("req")
      return [{ ...p, pending: { requestId, roundId: round.round_id }, failed: false }, [call(actOnCasinoRound, { roundId: round.round_id, action: event.action, step: round.next_step }, requestId, tokenOf(ctx))]]
    }
    case "CasinoRoundLoaded": {
      if (!p.pending || event.requestId !== p.pending.requestId) return [p, []]
      const loaded = { ...p, pending: null, round: event.round }
      return [p.revealAt === null ? show(loaded, event.round) : loaded, []]
    }
    case "TimerFired": {
      if (event.id === REALITY_TIMER) return [{ ...p, realityDueAt: ctx.at }, []]
      if (event.id !== REVEAL_TIMER || p.revealAt === null) return [p, []]
      const due = { ...p, revealAt: null }
      return [due.round && !due.pending && due.round !== p.shown ? show(due, due.round) : due, []]
    }
    case "RequestFailed": {
      if (!p.pending || event.requestId !== p.pending.requestId) return [p, []]
      return [{ ...p, pending: null, revealAt: null, failed: true }, [{ _tag: "CancelTimer", id: REVEAL_TIMER }]]
    }
    default:
      return [p, []]
  }
}

const PHASES = ["betting", "spinning", "result"] as const

const fetchTable = (table: string, kind: LiveState["kind"], requestId: string): Command =>
  kind === "blackjack" ? fetchBlackjack(table, requestId) : call(getLiveTable, { table }, requestId, null)

const reduceLive = (l: LiveState, event: Handled, ctx: Ctx): Step<LiveState> => {
  switch (event._tag) {
    case "LiveBlackjackLoaded":
    case "LiveBlackjackPushed":
    case "LiveHandRequested":
    case "LiveDecisionRequested":
    case "LiveDecisionAnswered":
      return l.kind === "blackjack" ? reduceLiveBlackjack(l, event, ctx) : [l, []]
    case "LiveTableLoaded":
      if (event.requestId !== l.requestId) return [l, []]
      if (l.view && (event.table.round < l.view.round || (event.table.round === l.view.round && PHASES.indexOf(event.table.phase) < PHASES.indexOf(l.view.phase)))) return [{ ...l, requestId: null }, []]
      return withView({ ...l, requestId: null }, event.table, ctx.at)
    case "LiveTablePushed":
      if (event.table.table !== l.table) return [l, []]
      if (l.view && (event.table.round < l.view.round || (event.table.round === l.view.round && PHASES.indexOf(event.table.phase) < PHASES.indexOf(l.view.phase)))) return [l, []]
      return withView(l, event.table, ctx.at)
    case "TimerFired": {
      if (event.id !== LIVE_TIMER || l.requestId !== null) return [l, []]
      const requestId = ctx.nextId("req")
      return [{ ...l, requestId }, [fetchTable(l.table, l.kind, requestId)]]
    }
    case "LiveBetRequested": {
      if (!l.view || l.view.phase !== "betting" || l.betRequest) return [l, []]
      const requestId = ctx.nextId("req")
      return [{ ...l, betRequest: requestId }, [call(placeLiveBet, { table: l.table, betId: event.betId, round: l.view.round, bets: event.bets as ReadonlyArray<RouletteBetWire> }, requestId, tokenOf(ctx))]]
    }
    case "LiveBetPlaced":
      if (event.requestId !== l.betRequest) return [l, []]
      return [{ ...l, betRequest: null, bets: [event.round, ...l.bets.filter((b) => b.round_id !== event.round.round_id)].slice(0, 20) }, []]
    case "RequestFailed":
      if (event.requestId === l.betRequest) return [{ ...l, betRequest: null }, []]
      if (event.requestId === l.requestId) return [{ ...l, requestId: null }, []]
      return [l, []]
    case "SocketConnected": {
      const requestId = ctx.nextId("req")
      return [{ ...l, requestId }, [fetchTable(l.table, l.kind, requestId)]]
    }
    default:
      return [l, []]
  }
}

export const reduceCasino = (s: CasinoState, event: Handled, ctx: Ctx): Step<CasinoState> => {
  switch (event._tag) {
    case "CasinoOpened": {
      const commands: Command[] = []
      let next = s
      if (s.status !== "ready" && s.requestId === null) {
        const requestId = ctx.nextId("req")
        next = { ...next, requestId, status: "loading" }
        commands.push(call(getCasinoLobby, {}, requestId, null))
      }
      const token = tokenOf(ctx)
      if (token && !s.userLoaded) {
        next = { ...next, userLoaded: true }
        commands.push(call(getCasinoFavourites, {}, ctx.nextId("req"), token), call(getCasinoHistory, {}, ctx.nextId("req"), token))
      }
      return [next, commands]
    }
    case "CasinoLobbyLoaded":
      return event.requestId === s.requestId ? [{ ...s, lobby: event.lobby, status: "ready", requestId: null }, []] : [s, []]
    case "CasinoFavouritesLoaded":
      return [{ ...s, favourites: event.gameIds }, []]
    case "CasinoHistoryLoaded": {
      const recent: string[] = []
      for (const r of event.rounds) if (!recent.includes(r.game_id)) recent.push(r.game_id)
      return [{ ...s, recent }, []]
    }
    case "CasinoFavouriteToggled": {
      const token = tokenOf(ctx)
      if (!token) return [s, [{ _tag: "Navigate", to: "/login", replace: false }]]
      const favourite = !s.favourites.includes(event.gameId)
      const endpoint = favourite ? setCasinoFavourite : removeCasinoFavourite
      return [{ ...s, favourites: favourite ? [...s.favourites, event.gameId] : s.favourites.filter((g) => g !== event.gameId) }, [call(endpoint, { gameId: event.gameId, favourite }, ctx.nextId("req"), token)]]
    }
    case "CasinoPlayerOpened": {
      if (s.player?.gameId === event.gameId) return [s, []]
      // The seed hash of the round to come is shown before play (a live table shows its own).
      const live = s.lobby?.games.find((g) => g.id === event.gameId)?.live ?? false
      const [fairness, ask] = live ? [s.fairness, []] : refreshFairness(s.fairness, ctx)
      return [
        { ...s, fairness, player: { gameId: event.gameId, startedAt: ctx.at, rounds: {}, round: null, shown: null, pending: null, revealAt: null, failed: false, realityDueAt: null } },
        [{ _tag: "StartTimer", id: REALITY_TIMER, fireAt: ctx.at + realityIntervalMs(ctx) }, ...ask],
      ]
    }
    case "CasinoPlayerClosed":
      return s.player ? [{ ...s, player: null, recent: [s.player.gameId, ...s.recent.filter((g) => g !== s.player!.gameId)] }, [{ _tag: "CancelTimer", id: REVEAL_TIMER }, { _tag: "CancelTimer", id: REALITY_TIMER }]] : [s, []]
    case "LiveTableJoined": {
      if (s.live?.table === event.table) return [s, []]
      const requestId = ctx.nextId("req")
      const { channel, params } = channelOf(event.table)
      const kind = event.kind ?? "roulette"
      const leave: Command[] = s.live ? [{ _tag: "Unsubscribe", ...channelOf(s.live.table) }] : []
      return [
        { ...s, live: { table: event.table, kind, view: null, blackjack: null, clockOffset: 0, requestId, bets: [], betRequest: null } },
        [...leave, { _tag: "Subscribe", channel, params }, fetchTable(event.table, kind, requestId)],
      ]
    }
    case "LiveTableLeft":
      return s.live ? [{ ...s, live: null }, [{ _tag: "Unsubscribe", ...channelOf(s.live.table) }, cancelCall(s.live.kind === "blackjack" ? getLiveBlackjack : getLiveTable), { _tag: "CancelTimer", id: LIVE_TIMER }]] : [s, []]
    case "UserChanged": {
      // Favourites and recent games load with the casino, not on every page: a log-in made while
      // the lobby is open loads them now. The session area, before this one, has taken the token.
      const token = selectToken(ctx.current() as SessionRoot)
      if (s.userLoaded || !token || s.status === "idle") return [s, []]
      return [{ ...s, userLoaded: true }, [call(getCasinoFavourites, {}, ctx.nextId("req"), token), call(getCasinoHistory, {}, ctx.nextId("req"), token)]]
    }
    case "SessionEnded":
      return [{ ...s, favourites: [], recent: [], player: null, userLoaded: false, fairness: { ...initialFairness, verification: s.fairness.verification } }, []]
    case "RequestFailed":
      if (event.requestId === s.requestId) return [{ ...s, requestId: null, status: s.status === "ready" ? "ready" : "failed" }, []]
      break
    default:
      break
  }
  let next = s
  const commands: Command[] = []
  const [fairness, fc] = reduceFairness(s.fairness, event as CasinoEvent | RequestFailed, ctx)
  if (fairness !== s.fairness) next = { ...next, fairness }
  commands.push(...fc)
  if (s.player) {
    const [player, c] = reducePlayer(s.player, event, ctx)
    if (player !== s.player) next = { ...next, player }
    commands.push(...c)
    // A new round has begun: it used the committed seed, and the server has committed the next.
    if (player.round && player.round.round_id !== s.player.round?.round_id) {
      const [refreshed, rc] = refreshFairness(next.fairness, ctx)
      next = { ...next, fairness: refreshed }
      commands.push(...rc)
    }
  }
  if (s.live) {
    const [live, c] = reduceLive(s.live, event, ctx)
    if (live !== s.live) next = { ...next, live }
    commands.push(...c)
  }
  return [next, commands]
}
