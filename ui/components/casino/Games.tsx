/**
 * The games in the player. Every outcome is the server's (core holds the answer); these views only
 * show it, after core's 2.5 s reveal. UK slot rules: one spin per press (no autoplay, no turbo or
 * quick-stop), and a return smaller than the stake is shown plainly, never celebrated.
 */
import { useState } from "react"
import type { CasinoGameInfo, CasinoRound, RouletteBetWire } from "../../../core/model/casino.js"
import { selectCanStartRound, selectCasinoPlayer } from "../../../core/casino/index.js"
import { selectCurrency, selectFreeSpins } from "../../../core/wallet/index.js"
import { useSelector, useSend } from "../../app/runtime.js"
import { Money } from "../Money.js"
import { Msg, useT } from "../Msg.js"
import { StakePicker } from "./StakePicker.js"

const newRoundId = (): string => `r-${crypto.randomUUID()}`

const SYMBOLS: Readonly<Record<string, { readonly label: string; readonly bg: string }>> = {
  wild: { label: "WILD", bg: "#6a1b9a" }, scatter: { label: "★", bg: "#f9a825" }, diamond: { label: "◆", bg: "#1565c0" }, ruby: { label: "♦", bg: "#c62828" },
  emerald: { label: "⬢", bg: "#2e7d32" }, sapphire: { label: "●", bg: "#283593" }, ace: { label: "A", bg: "#37474f" }, king: { label: "K", bg: "#455a64" },
  queen: { label: "Q", bg: "#546e7a" }, jack: { label: "J", bg: "#607d8b" }, tiger: { label: "虎", bg: "#e65100" }, dragon: { label: "龍", bg: "#b71c1c" },
  koi: { label: "鯉", bg: "#ef6c00" }, lantern: { label: "燈", bg: "#ad1457" }, coin: { label: "¤", bg: "#8d6e63" }, fan: { label: "扇", bg: "#6d4c41" },
  bamboo: { label: "竹", bg: "#33691e" }, crown: { label: "♛", bg: "#f9a825" }, seven: { label: "7", bg: "#c62828" }, bar3: { label: "≡", bg: "#263238" },
  bar2: { label: "=", bg: "#37474f" }, bar: { label: "—", bg: "#455a64" }, bell: { label: "🔔", bg: "#f57f17" }, cherry: { label: "🍒", bg: "#ad1457" }, blank: { label: "", bg: "#cfd8dc" },
  star: { label: "★", bg: "#f9a825" }, clover: { label: "♣", bg: "#2e7d32" }, horseshoe: { label: "∩", bg: "#5d4037" },
}
const symbolOf = (id: string) => SYMBOLS[id] ?? { label: id.slice(0, 2).toUpperCase(), bg: "#455a64" }

function Cell({ id }: { readonly id: string }) {
  const s = symbolOf(id)
  return <span className="slot-cell" style={{ background: s.bg }} title={id}>{s.label}</span>
}

/** What a settled round returned: celebrated only when it is more than the stake (RTS 14). */
export function RoundResult({ round }: { readonly round: CasinoRound }) {
  const currency = useSelector(selectCurrency)
  if (round.state === "in_play") return null
  const celebrate = round.returned > round.total_staked
  return (
    <p className={`round-result${celebrate ? " round-result--win" : ""}`} role="status" data-testid="round-result">
      {round.returned === 0 ? <Msg id="casino.result.none" /> : celebrate ? <Msg id="casino.result.win" /> : <Msg id="casino.result.returned" />}
      {round.returned > 0 ? <strong> <Money minor={round.returned} currency={currency} /></strong> : null}
      {round.jackpot_won > 0 ? <span> · <Msg id="casino.result.jackpot" /></span> : null}
    </p>
  )
}

function useRound() {
  const player = useSelector(selectCasinoPlayer)
  const canStart = useSelector(selectCanStartRound)
  const busy = !canStart
  return { player, busy, canStart, shown: player?.shown ?? null }
}

export function SlotGame({ game }: { readonly game: CasinoGameInfo }) {
  const send = useSend()
  const [stake, setStake] = useState(game.stakes[0] ?? 0)
  const { player, canStart, shown } = useRound()
  const spinning = player !== null && (player.pending !== null || player.revealAt !== null)
  const outcome = shown?.outcome.kind === "slot" ? shown.outcome : null
  const base = outcome?.spins[0]
  const reels = game.id === "crown-jackpot" ? 3 : 5
  const grid = base?.grid ?? Array.from({ length: reels }, () => ["blank", "blank", "blank"])
  const free = outcome ? outcome.spins.filter((s) => s.free_spin).length : 0
  // Free spins from a rewards claim (issue 18): the server uses one for each slot round while any are left.
  const rewardSpins = useSelector(selectFreeSpins).length
  return (
    <div className="slot-game">
      <div className={`slot-reels${spinning ? " slot-reels--spinning" : ""}`} role="img" aria-label={spinning ? "spinning" : grid.map((r) => r.join(" ")).join(", ")} data-testid="slot-reels">
        {grid.map((reel, r) => (
          <div key={r} className="slot-reel">{reel.map((id, row) => <Cell key={row} id={spinning ? ["diamond", "king", "queen", "jack", "ace"][(r + row) % 5]! : id} />)}</div>
        ))}
      </div>
      {free > 0 && !spinning ? <p className="free-spins-note" role="status"><Msg id="casino.freeSpins.played" values={{ count: free }} /></p> : null}
      {shown && !spinning ? <RoundResult round={shown} /> : <p className="round-result" aria-hidden="true">&nbsp;</p>}
      {rewardSpins > 0 ? <p className="free-spins-note" data-testid="free-spins-left"><Msg id="rewards.freeSpins.left" values={{ count: rewardSpins }} /></p> : null}
      <div className="player-controls">
        <StakePicker stakes={game.stakes} stake={stake} onStake={setStake} />
        <button type="button" className="btn btn--primary spin-button" disabled={!canStart} onClick={() => send({ _tag: "CasinoRoundRequested", roundId: newRoundId(), stake, bets: null })}>
          {spinning ? <Msg id="casino.player.spinning" /> : <Msg id="casino.player.spin" />}
        </button>
      </div>
    </div>
  )
}

export function ScratchGame({ game }: { readonly game: CasinoGameInfo }) {
  const send = useSend()
  const [stake, setStake] = useState(game.stakes[0] ?? 0)
  const { player, canStart, shown } = useRound()
  const busy = player !== null && (player.pending !== null || player.revealAt !== null)
  const cells = shown?.outcome.kind === "scratch" && !busy ? shown.outcome.cells : Array.from({ length: 9 }, () => "")
  return (
    <div className="scratch-game">
      <div className={`scratch-card${busy ? " scratch-card--scratching" : ""}`} data-testid="scratch-card">
        {cells.map((c, i) => <span key={i} className="scratch-cell">{c ? <Cell id={c} /> : "?"}</span>)}
      </div>
      {shown && !busy ? <RoundResult round={shown} /> : null}
      <div className="player-controls">
        <StakePicker stakes={game.stakes} stake={stake} onStake={setStake} />
        <button type="button" className="btn btn--primary" disabled={!canStart} onClick={() => send({ _tag: "CasinoRoundRequested", roundId: newRoundId(), stake, bets: null })}><Msg id="casino.scratch.buy" /></button>
      </div>
    </div>
  )
}

const REDS = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36])
const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i)
export const OUTSIDE: ReadonlyArray<{ readonly type: RouletteBetWire["type"]; readonly numbers: ReadonlyArray<number>; readonly label: string }> = [
  { type: "red", numbers: range(1, 36).filter((n) => REDS.has(n)), label: "casino.roulette.red" },
  { type: "black", numbers: range(1, 36).filter((n) => !REDS.has(n)), label: "casino.roulette.black" },
  { type: "odd", numbers: range(1, 36).filter((n) => n % 2 === 1), label: "casino.roulette.odd" },
  { type: "even", numbers: range(1, 36).filter((n) => n % 2 === 0), label: "casino.roulette.even" },
  { type: "low", numbers: range(1, 18), label: "casino.roulette.low" },
  { type: "high", numbers: range(19, 36), label: "casino.roulette.high" },
  { type: "dozen", numbers: range(1, 12), label: "casino.roulette.dozen1" },
  { type: "dozen", numbers: range(13, 24), label: "casino.roulette.dozen2" },
  { type: "dozen", numbers: range(25, 36), label: "casino.roulette.dozen3" },
]

export const WHEEL = [0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26]

export function Wheel({ pocket, spinning }: { readonly pocket: number | null; readonly spinning: boolean }) {
  const index = pocket === null ? 0 : WHEEL.indexOf(pocket)
  const angle = -(index * 360) / 37
  return (
    <div className="roulette-wheel-wrap">
      <svg viewBox="-110 -110 220 220" className={`roulette-wheel${spinning ? " roulette-wheel--spinning" : ""}`} style={spinning ? undefined : { transform: `rotate(${angle}deg)` }} aria-hidden="true">
        {WHEEL.map((n, i) => {
          const a0 = ((i - 0.5) * 2 * Math.PI) / 37 - Math.PI / 2
          const a1 = ((i + 0.5) * 2 * Math.PI) / 37 - Math.PI / 2
          const fill = n === 0 ? "#2e7d32" : REDS.has(n) ? "#c62828" : "#212121"
          const tx = 88 * Math.cos((a0 + a1) / 2)
          const ty = 88 * Math.sin((a0 + a1) / 2)
          return (
            <g key={n}>
              <path d={`M0 0 L${100 * Math.cos(a0)} ${100 * Math.sin(a0)} A100 100 0 0 1 ${100 * Math.cos(a1)} ${100 * Math.sin(a1)}z`} fill={fill} stroke="#d4af37" strokeWidth="0.8" />
              <text x={tx} y={ty} fill="#fff" fontSize="8" textAnchor="middle" dominantBaseline="middle" transform={`rotate(${((a0 + a1) / 2) * (180 / Math.PI) + 90} ${tx} ${ty})`}>{n}</text>
            </g>
          )
        })}
        <circle r="60" fill="#5d4037" stroke="#d4af37" strokeWidth="3" />
        <circle r="12" fill="#d4af37" />
      </svg>
      <span className="roulette-pointer" aria-hidden="true">▼</span>
    </div>
  )
}

/** The bets being built on the layout, before the spin. */
export function RouletteBoard({ stake, bets, onBet, disabled }: { readonly stake: number; readonly bets: ReadonlyArray<RouletteBetWire>; readonly onBet: (b: RouletteBetWire) => void; readonly disabled: boolean }) {
  const t = useT()
  const on = (numbers: ReadonlyArray<number>, type: string) => bets.some((b) => b.type === type && b.numbers.join() === numbers.join())
  return (
    <div className="roulette-board">
      <div className="roulette-numbers">
        {range(0, 36).map((n) => (
          <button key={n} type="button" disabled={disabled} aria-pressed={on([n], "straight")} className={`roulette-number roulette-number--${n === 0 ? "green" : REDS.has(n) ? "red" : "black"}`} onClick={() => onBet({ type: "straight", numbers: [n], stake })} aria-label={t("casino.roulette.straight", { n })}>{n}</button>
        ))}
      </div>
      <div className="roulette-outside">
        {OUTSIDE.map((o) => (
          <button key={o.label} type="button" disabled={disabled} aria-pressed={on(o.numbers, o.type)} className="chip" onClick={() => onBet({ type: o.type, numbers: o.numbers, stake })}><Msg id={o.label as "casino.roulette.red"} /></button>
        ))}
      </div>
    </div>
  )
}

export function RouletteGame({ game }: { readonly game: CasinoGameInfo }) {
  const send = useSend()
  const currency = useSelector(selectCurrency)
  const [stake, setStake] = useState(game.stakes[1] ?? game.stakes[0] ?? 0)
  const [bets, setBets] = useState<ReadonlyArray<RouletteBetWire>>([])
  const { player, canStart, shown } = useRound()
  const spinning = player !== null && (player.pending !== null || player.revealAt !== null)
  const pocket = shown?.outcome.kind === "roulette" && !spinning ? shown.outcome.pocket : null
  const total = bets.reduce((t, b) => t + b.stake, 0)
  return (
    <div className="roulette-game">
      <Wheel pocket={pocket} spinning={spinning} />
      {pocket !== null ? <p className="roulette-pocket" data-testid="roulette-pocket"><Msg id="casino.roulette.landed" values={{ n: pocket }} /></p> : null}
      {shown && !spinning ? <RoundResult round={shown} /> : null}
      <StakePicker stakes={game.stakes} stake={stake} onStake={setStake} />
      <RouletteBoard stake={stake} bets={bets} disabled={spinning} onBet={(b) => setBets((old) => [...old, b])} />
      <div className="player-controls">
        <span><Msg id="casino.roulette.total" /> <Money minor={total} currency={currency} /></span>
        <button type="button" className="btn btn--secondary" disabled={bets.length === 0 || spinning} onClick={() => setBets([])}><Msg id="casino.roulette.clear" /></button>
        <button type="button" className="btn btn--primary" disabled={!canStart || bets.length === 0} onClick={() => send({ _tag: "CasinoRoundRequested", roundId: newRoundId(), stake: null, bets })}><Msg id="casino.roulette.spin" /></button>
      </div>
    </div>
  )
}

const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
const SUITS = ["♠", "♥", "♦", "♣"]
export function Card({ card }: { readonly card: number }) {
  const suit = Math.floor(card / 13) % 4
  return <span className={`playing-card${suit === 1 || suit === 2 ? " playing-card--red" : ""}`}>{RANKS[card % 13]}{SUITS[suit]}</span>
}

export function BlackjackGame({ game }: { readonly game: CasinoGameInfo }) {
  const send = useSend()
  const [stake, setStake] = useState(game.stakes[0] ?? 0)
  const { player, canStart } = useRound()
  const round = player?.shown ?? null
  const waiting = player !== null && (player.pending !== null || player.revealAt !== null)
  const table = round?.outcome.kind === "blackjack" ? round.outcome : null
  const inPlay = round?.state === "in_play"
  return (
    <div className="blackjack-game">
      <div className="blackjack-table" data-testid="blackjack-table">
        <div className="blackjack-row">
          <span className="blackjack-label"><Msg id="casino.blackjack.dealer" /> {table ? `(${table.dealer_total})` : ""}</span>
          <div className="blackjack-cards">{table ? table.dealer.map((c, i) => <Card key={i} card={c} />) : null}{table && table.phase !== "settled" ? <span className="playing-card playing-card--back" aria-label="hidden card" /> : null}</div>
        </div>
        {table?.hands.map((h, i) => (
          <div key={i} className={`blackjack-row${table.active === i && inPlay ? " blackjack-row--active" : ""}`} data-testid="blackjack-hand">
            <span className="blackjack-label"><Msg id="casino.blackjack.hand" values={{ n: i + 1, total: h.total }} />{h.outcome ? <> · <Msg id={`casino.blackjack.outcome.${h.outcome}` as "casino.blackjack.outcome.win"} /></> : null}</span>
            <div className="blackjack-cards">{h.cards.map((c, k) => <Card key={k} card={c} />)}</div>
          </div>
        ))}
      </div>
      {round && round.state === "settled" && !waiting ? <RoundResult round={round} /> : null}
      {inPlay && table ? (
        <div className="player-controls" role="group" aria-label="actions">
          {table.actions.map((a) => (
            <button key={a} type="button" className="btn btn--secondary" disabled={waiting} onClick={() => send({ _tag: "CasinoActionRequested", action: a })}><Msg id={`casino.blackjack.${a}` as "casino.blackjack.hit"} /></button>
          ))}
        </div>
      ) : (
        <div className="player-controls">
          <StakePicker stakes={game.stakes} stake={stake} onStake={setStake} />
          <button type="button" className="btn btn--primary" disabled={!canStart} onClick={() => send({ _tag: "CasinoRoundRequested", roundId: newRoundId(), stake, bets: null })}><Msg id="casino.blackjack.deal" /></button>
        </div>
      )}
    </div>
  )
}
