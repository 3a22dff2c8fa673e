/** The reality check inside the player (UKGC RTS 13): how long this session has lasted and its net position; play waits for an answer. */
import { selectCasinoPlayer, selectNetPosition } from "../../../core/casino/index.js"
import { selectCurrency } from "../../../core/wallet/index.js"
import { useSelector, useSend } from "../../app/runtime.js"
import { Money } from "../Money.js"
import { Msg } from "../Msg.js"
import { NavLink } from "../NavLink.js"

export function RealityCheck({ exitHref }: { readonly exitHref: string }) {
  const player = useSelector(selectCasinoPlayer)
  const net = useSelector(selectNetPosition)
  const currency = useSelector(selectCurrency)
  const send = useSend()
  if (!player || player.realityDueAt === null) return null
  const minutes = Math.max(1, Math.round((player.realityDueAt - player.startedAt) / 60_000))
  return (
    <section className="player-panel reality-check" role="alertdialog" aria-modal="false" aria-labelledby="reality-check-title">
      <h2 id="reality-check-title"><Msg id="casino.reality.title" /></h2>
      <p><Msg id="casino.reality.body" values={{ minutes }} /> {net < 0 ? "−" : ""}<Money minor={Math.abs(net)} currency={currency} /></p>
      <div className="player-controls">
        <button type="button" className="btn btn--primary" onClick={() => send({ _tag: "CasinoRealityCheckContinued" })}><Msg id="casino.reality.continue" /></button>
        <NavLink href={exitHref} className="btn btn--secondary"><Msg id="casino.player.exit" /></NavLink>
      </div>
    </section>
  )
}
