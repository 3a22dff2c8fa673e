/**
 * The in-play clock and score. The server sends the elapsed seconds at an instant and whether the
 * clock runs; the view ticks it locally once a second so it moves between pushes.
 *
 * Every running clock on the page shares one ticker: one timer a second for the whole page, and
 * React re-renders only the clocks whose minute changed, in one batch. (A timer per clock was a
 * separate task and render per clock per second: ~90 of them on a busy in-play page.)
 */
import { useSyncExternalStore } from "react"
import type { MatchClock, Score } from "../../../core/model/catalogue.js"
import { Msg } from "../Msg.js"
import { noTicks, sharedTicker } from "./ticker.js"
import { useSportsNames } from "./useNames.js"

/**
 * The clock as the sport keeps it: minutes played ("67'"), added time past a period's regulation
 * length ("45+2'"), or the time left in the period counting down ("7:32", basketball, ice hockey).
 * Sports without a clock (tennis, darts, cricket, esports) send no seconds and show none.
 */
export const clockText = (clock: MatchClock, now: number): string | null => {
  if (clock.seconds === null) return null
  const elapsed = clock.seconds + (clock.running ? Math.max(0, Math.floor((now - clock.at) / 1000)) : 0)
  if (clock.period_start === undefined || clock.period_length === undefined) return `${Math.floor(elapsed / 60)}'`
  const into = Math.max(0, elapsed - clock.period_start)
  if (clock.counts_down) {
    const left = Math.max(0, clock.period_length - into)
    return `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}`
  }
  const base = clock.period_base ?? 0
  if (into >= clock.period_length) return `${base + clock.period_length / 60}+${Math.floor((into - clock.period_length) / 60) + 1}'`
  return `${base + Math.floor(into / 60)}'`
}

/** Every running clock on the page shares one ticker, a second apart. */
const seconds = sharedTicker(1000)

export function LiveClock({ clock }: { readonly clock: MatchClock | null }) {
  const running = clock?.running === true && clock.seconds !== null
  // The snapshot is the text shown, so a tick that leaves the minute as it was renders nothing.
  const shown = () => (clock ? clockText(clock, seconds.now()) : null)
  const text = useSyncExternalStore(running ? seconds.subscribe : noTicks, shown, shown)
  const names = useSportsNames()
  return (
    <span className="live-clock">
      <span className="live-badge"><Msg id="sports.live" /></span>
      {clock ? <span className="live-clock__period">{names.period(clock.period)}</span> : null}
      {clock && text !== null ? <span className="live-clock__time">{text}</span> : null}
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
