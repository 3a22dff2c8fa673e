/**
 * The in-play clock and score. The server sends the elapsed seconds at an instant and whether the
 * clock runs; the view ticks it locally once a second so it moves between pushes.
 */
import { useEffect, useState } from "react"
import type { MatchClock, Score } from "../../../core/model/catalogue.js"
import { Msg } from "../Msg.js"

const minutes = (clock: MatchClock, now: number): string | null => {
  if (clock.seconds === null) return null
  const elapsed = clock.seconds + (clock.running ? Math.max(0, Math.floor((now - clock.at) / 1000)) : 0)
  return `${Math.floor(elapsed / 60)}'`
}

export function LiveClock({ clock }: { readonly clock: MatchClock | null }) {
  const [now, setNow] = useState(() => Date.now())
  const running = clock?.running === true && clock.seconds !== null
  useEffect(() => {
    if (!running) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [running])
  return (
    <span className="live-clock">
      <span className="live-badge"><Msg id="sports.live" /></span>
      {clock ? <span className="live-clock__period">{clock.period}</span> : null}
      {clock ? <span className="live-clock__time">{minutes(clock, now)}</span> : null}
    </span>
  )
}

export function ScoreCells({ score }: { readonly score: Score | null }) {
  if (!score) return null
  return (
    <span className="score" aria-hidden="true">
      <span className="score__cell">{score.home}</span>
      <span className="score__cell">{score.away}</span>
    </span>
  )
}
