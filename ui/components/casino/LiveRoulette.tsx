/** The live roulette table: everyone at the table sees the same countdown, wheel and number (the server deals; the socket streams it). */
import { useEffect, useState } from "react"
import type { CasinoGameInfo, RouletteBetWire } from "../../../core/model/casino.js"
import { selectLiveTable } from "../../../core/casino/index.js"
import { selectCurrency } from "../../../core/wallet/index.js"
import { useSelector, useSend } from "../../app/runtime.js"
import { Money } from "../Money.js"
import { Msg } from "../Msg.js"
import { RouletteBoard, Wheel } from "./Games.js"

export function LiveRoulette({ game }: { readonly game: CasinoGameInfo }) {
  const send = useSend()
  const live = useSelector(selectLiveTable)
  const currency = useSelector(selectCurrency)
  const [stake, setStake] = useState(game.stakes[1] ?? game.stakes[0] ?? 0)
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    send({ _tag: "LiveTableJoined", table: game.id })
    return () => send({ _tag: "LiveTableLeft" })
  }, [send, game.id])
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 250)
    return () => clearInterval(id)
  }, [])
  const view = live?.view ?? null
  if (!view) return <p className="sports-empty"><Msg id="casino.live.joining" /></p>
  const serverNow = now + (live?.clockOffset ?? 0)
  const left = Math.max(0, Math.ceil((view.closes_at - serverNow) / 1000))
  const myBets = live?.bets.filter((b) => b.outcome.kind === "roulette") ?? []
  const place = (bet: RouletteBetWire) => send({ _tag: "LiveBetRequested", betId: `lb-${crypto.randomUUID()}`, bets: [bet] })
  return (
    <div className="live-roulette" data-testid="live-table">
      <p className="live-roulette__status" role="status" aria-live="polite" data-testid="live-status">
        <Msg id="casino.live.round" values={{ round: view.round }} /> ·{" "}
        {view.phase === "betting" ? <Msg id="casino.live.betting" values={{ seconds: left }} /> : view.phase === "spinning" ? <Msg id="casino.live.spinning" /> : <Msg id="casino.live.result" values={{ n: view.pocket ?? 0 }} />}
      </p>
      <Wheel pocket={view.phase === "result" ? view.pocket : null} spinning={view.phase === "spinning"} />
      {view.phase === "result" ? <p className="roulette-pocket" data-testid="live-result">{view.pocket}</p> : null}
      <ol className="live-history" aria-label="history">{view.history.map((n, i) => <li key={i}>{n}</li>)}</ol>
      <fieldset className="stake-picker">
        <legend><Msg id="casino.player.stake" /></legend>
        {game.stakes.map((s) => (
          <label key={s} className={`chip${s === stake ? " chip--current" : ""}`}>
            <input type="radio" name="live-stake" className="visually-hidden" checked={s === stake} onChange={() => setStake(s)} />
            <Money minor={s} currency={currency} />
          </label>
        ))}
      </fieldset>
      <RouletteBoard stake={stake} bets={[]} disabled={view.phase !== "betting"} onBet={place} />
      {myBets.length > 0 ? (
        <ul className="live-bets">
          {myBets.map((b) => <li key={b.round_id}><Msg id="casino.live.yourBet" values={{ round: b.nonce }} /> <Money minor={b.total_staked} currency={currency} />{b.state === "settled" ? <> → <Money minor={b.returned} currency={currency} /></> : null}</li>)}
        </ul>
      ) : null}
      <p className="fairness-note"><Msg id="casino.fair.hash" /> <code>{view.server_seed_hash.slice(0, 16)}…</code>{view.server_seed ? <> · <Msg id="casino.fair.seed" /> <code>{view.server_seed.slice(0, 16)}…</code></> : null}</p>
    </div>
  )
}
