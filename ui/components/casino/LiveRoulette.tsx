/** The live roulette table: everyone at the table sees the same countdown, wheel and number (the server deals; the socket streams it). */
import { useState } from "react"
import type { CasinoGameInfo, RouletteBetWire } from "../../../core/model/casino.js"
import { selectCurrency } from "../../../core/wallet/index.js"
import { useSelector, useSend } from "../../app/runtime.js"
import { Money } from "../Money.js"
import { Msg } from "../Msg.js"
import { RouletteBoard, Wheel } from "./Games.js"
import { StakePicker } from "./StakePicker.js"
import { useLiveTable } from "./useLiveTable.js"

export function LiveRoulette({ game }: { readonly game: CasinoGameInfo }) {
  const send = useSend()
  const currency = useSelector(selectCurrency)
  const [stake, setStake] = useState(game.stakes[1] ?? game.stakes[0] ?? 0)
  const { live, secondsTo } = useLiveTable(game)
  const view = live?.view ?? null
  if (!view) return <p className="sports-empty"><Msg id="casino.live.joining" /></p>
  const left = secondsTo(view.closes_at)
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
      <StakePicker stakes={game.stakes} stake={stake} onStake={setStake} name="live-stake" />
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
