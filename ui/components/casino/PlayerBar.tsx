/** Always on show in the game player (UKGC RTS 14): the session's net position and how long it has lasted, and the balance. */
import { selectCasinoPlayer, selectNetPosition } from "../../../core/casino/index.js"
import { selectBalance, selectCurrency } from "../../../core/wallet/index.js"
import { useSelector } from "../../app/runtime.js"
import { Money } from "../Money.js"
import { Msg } from "../Msg.js"
import { useNow } from "../useNow.js"

const clock = (ms: number): string => {
  const s = Math.max(0, Math.floor(ms / 1000))
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  const pad = (n: number) => String(n).padStart(2, "0")
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${pad(m)}:${pad(s % 60)}`
}

export function PlayerBar() {
  const player = useSelector(selectCasinoPlayer)
  const net = useSelector(selectNetPosition)
  const balance = useSelector(selectBalance)
  const currency = useSelector(selectCurrency)
  const now = useNow(1000)
  if (!player) return null
  return (
    <dl className="player-bar" aria-label="session">
      <div><dt><Msg id="casino.player.net" /></dt><dd data-testid="net-position" className={net < 0 ? "player-bar__neg" : undefined}>{net < 0 ? "−" : ""}<Money minor={Math.abs(net)} currency={currency} /></dd></div>
      <div><dt><Msg id="casino.player.time" /></dt><dd data-testid="session-time">{clock(now - player.startedAt)}</dd></div>
      <div><dt><Msg id="casino.player.balance" /></dt><dd>{balance === null ? "–" : <Money minor={balance} currency={currency} />}</dd></div>
    </dl>
  )
}
