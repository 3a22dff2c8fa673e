/**
 * The live blackjack table: one dealer and the seats of everyone playing this round, the same for
 * everyone at the table (the server deals; the socket streams it). A seat is taken with a stake in
 * the betting window; the seat's owner hits, stands or doubles while the decision countdown runs.
 */
import { useState } from "react"
import type { CasinoGameInfo } from "../../../core/model/casino.js"
import { mySeat } from "../../../core/casino/index.js"
import { selectCurrency } from "../../../core/wallet/index.js"
import { useSelector, useSend } from "../../app/runtime.js"
import { Money } from "../Money.js"
import { Msg } from "../Msg.js"
import { Card } from "./Games.js"
import { StakePicker } from "./StakePicker.js"
import { useLiveTable } from "./useLiveTable.js"

export function LiveBlackjack({ game }: { readonly game: CasinoGameInfo }) {
  const send = useSend()
  const currency = useSelector(selectCurrency)
  const [stake, setStake] = useState(game.stakes[0] ?? 0)
  const { live, secondsTo } = useLiveTable(game, "blackjack")
  const view = live?.blackjack ?? null
  if (!view) return <p className="sports-empty"><Msg id="casino.live.joining" /></p>
  const mine = mySeat(live)
  const busy = live?.betRequest != null
  const over = view.phase === "result"
  return (
    <div className="live-blackjack" data-testid="live-table">
      <p className="live-roulette__status" role="status" aria-live="polite" data-testid="live-status">
        <Msg id="casino.live.round" values={{ round: view.round }} /> ·{" "}
        {view.phase === "betting" ? (
          <Msg id="casino.live.betting" values={{ seconds: secondsTo(view.closes_at) }} />
        ) : view.phase === "playing" ? (
          <Msg id="casino.live.bj.deciding" values={{ seconds: secondsTo(view.decides_by) }} />
        ) : (
          <Msg id="casino.live.bj.result" values={{ total: view.dealer_total }} />
        )}
      </p>
      <div className="blackjack-table" data-testid="blackjack-table">
        <div className="blackjack-row" data-testid="live-dealer">
          <span className="blackjack-label"><Msg id="casino.blackjack.dealer" />{view.dealer.length > 0 ? ` (${view.dealer_total})` : ""}</span>
          <div className="blackjack-cards">
            {view.dealer.map((c, i) => <Card key={i} card={c} />)}
            {view.phase === "playing" ? <span className="playing-card playing-card--back" aria-hidden="true" /> : null}
          </div>
        </div>
        <ol className="live-seats">
          {view.seats.length === 0 ? <li className="blackjack-label"><Msg id="casino.live.bj.empty" /></li> : null}
          {view.seats.map((s) => (
            <li key={s.round_id} className={`blackjack-row${s.round_id === mine?.round_id ? " blackjack-row--active" : ""}`} data-testid="live-seat">
              <span className="blackjack-label">
                <Msg id={s.round_id === mine?.round_id ? "casino.live.bj.yourSeat" : "casino.live.bj.seat"} values={{ n: s.seat }} /> · <Money minor={s.stake} currency={currency} />
                {s.cards.length > 0 ? ` · ${s.total}` : ""}
                {over && s.outcome ? <> · <Msg id={`casino.blackjack.outcome.${s.outcome}` as "casino.blackjack.outcome.win"} /></> : null}
                {over && s.returned > 0 ? <> · <Money minor={s.returned} currency={currency} /></> : null}
              </span>
              <div className="blackjack-cards">{s.cards.map((c, k) => <Card key={k} card={c} />)}</div>
            </li>
          ))}
        </ol>
      </div>
      {view.phase === "playing" && mine && mine.actions.length > 0 ? (
        <div className="player-controls" role="group" aria-label="actions">
          {mine.actions.map((a) => (
            <button key={a} type="button" className="btn btn--secondary" disabled={busy} onClick={() => send({ _tag: "LiveDecisionRequested", action: a as "hit" | "stand" | "double" })}>
              <Msg id={`casino.blackjack.${a}` as "casino.blackjack.hit"} />
            </button>
          ))}
          <p className="fairness-note"><Msg id="casino.live.bj.timeoutNote" /></p>
        </div>
      ) : null}
      {view.phase === "betting" && !mine ? (
        <div className="player-controls">
          <StakePicker stakes={game.stakes} stake={stake} onStake={setStake} name="live-bj-stake" />
          <button type="button" className="btn btn--primary" disabled={busy} onClick={() => send({ _tag: "LiveHandRequested", betId: `lbj-${crypto.randomUUID()}`, stake })}>
            <Msg id="casino.live.bj.takeSeat" />
          </button>
        </div>
      ) : null}
      <p className="fairness-note"><Msg id="casino.fair.hash" /> <code>{view.server_seed_hash.slice(0, 16)}…</code>{view.server_seed ? <> · <Msg id="casino.fair.seed" /> <code>{view.server_seed.slice(0, 16)}…</code></> : null}</p>
    </div>
  )
}
