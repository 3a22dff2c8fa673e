/**
 * A virtual race as it runs (issue 17): an SVG track with one lane per runner, each runner a disc
 * in its silk or trap colour, placed from the server's timeline (frames every 500 ms, interpolated
 * every animation frame) at the server's time less a second, so every viewer sees the same race at
 * the same moment and the frames being pushed always arrive before they are needed. Beside it, the
 * running order; once resulted, the result board.
 */
import { useMemo } from "react"
import type { VirtualEvent } from "../../../core/model/virtuals.js"
import { racePositionsAt, runningOrder, selectVirtualTimeline } from "../../../core/virtuals/index.js"
import { useSelector } from "../../app/runtime.js"
import { Msg, useT } from "../Msg.js"
import { countdownText, inkOn, useServerNow } from "./clock.js"

/** The animation runs this far behind the server's clock, so pushed frames are always there in time. */
export const PLAYBACK_LAG_MS = 1000
const LANE = 30
const LEFT = 54
const RIGHT = 968

export function RaceStage({ event }: { readonly event: VirtualEvent }) {
  const t = useT()
  const running = event.status === "live"
  const now = useServerNow(running ? 0 : 1000)
  const timeline = useSelector(useMemo(() => selectVirtualTimeline(event.id), [event.id]))
  const elapsed = now - event.off_at - PLAYBACK_LAG_MS
  const positions = useMemo(() => {
    if (event.status === "upcoming" || !timeline) return event.runners.map(() => 0)
    return racePositionsAt(timeline, event.status === "ended" ? timeline.duration_ms : elapsed) ?? event.runners.map(() => 0)
  }, [timeline, elapsed, event.status, event.runners])
  const order = runningOrder(positions)
  const height = event.runners.length * LANE + 16
  const result = event.result
  return (
    <div className="race-stage">
      <svg className="race-stage__track" viewBox={`0 0 1000 ${height}`} role="img" aria-label={t("virtuals.raceView", { name: event.name })}>
        <rect x="0" y="0" width="1000" height={height} rx="10" className="race-stage__turf" />
        {event.runners.map((r, i) => (
          <line key={`lane-${r.number}`} x1={LEFT} x2={RIGHT} y1={8 + (i + 1) * LANE} y2={8 + (i + 1) * LANE} className="race-stage__lane" />
        ))}
        <line x1={RIGHT} x2={RIGHT} y1={4} y2={height - 4} className="race-stage__finish" />
        {event.runners.map((r, i) => {
          const x = LEFT + (RIGHT - LEFT) * (positions[i] ?? 0)
          const y = 8 + i * LANE + LANE / 2
          return (
            <g key={r.number} transform={`translate(${x.toFixed(1)} ${y})`}>
              <circle r="12" fill={r.colour} className="race-stage__runner" />
              <text textAnchor="middle" dy="4.5" fill={inkOn(r.colour)} className="race-stage__number">{r.number}</text>
            </g>
          )
        })}
        {event.runners.map((r, i) => (
          <text key={`name-${r.number}`} x="8" y={8 + i * LANE + LANE / 2 + 4} className="race-stage__gate">{r.number}</text>
        ))}
      </svg>
      {event.status === "upcoming" ? (
        <p className="race-stage__caption"><Msg id="virtuals.offIn" values={{ time: countdownText(event.off_at - now) }} /></p>
      ) : result ? (
        <ResultBoard event={event} />
      ) : (
        <div className="race-stage__order" aria-live="off">
          <h3><Msg id="virtuals.runningOrder" /></h3>
          <ol>
            {order.slice(0, 4).map((i) => {
              const r = event.runners[i]!
              return <li key={r.number}><span className="silk" style={{ background: r.colour, color: inkOn(r.colour) }}>{r.number}</span> {r.name}</li>
            })}
          </ol>
        </div>
      )}
    </div>
  )
}

/** Finishing order (races) with dead heats marked, or the final score (football). */
export function ResultBoard({ event }: { readonly event: VirtualEvent }) {
  const result = event.result
  if (!result) return null
  if (result.score) {
    return (
      <div className="result-board">
        <h3><Msg id="virtuals.resultBoard" /></h3>
        <p className="result-board__score">{event.home_team} <strong>{result.score.home} – {result.score.away}</strong> {event.away_team}</p>
      </div>
    )
  }
  const byNumber = new Map(event.runners.map((r) => [r.number, r]))
  const dead = new Set(result.dead_heat)
  return (
    <div className="result-board">
      <h3><Msg id="virtuals.resultBoard" /></h3>
      <ol>
        {result.order.slice(0, 4).map((n) => {
          const r = byNumber.get(n)
          if (!r) return null
          return (
            <li key={n}>
              <span className="silk" style={{ background: r.colour, color: inkOn(r.colour) }}>{n}</span> {r.name}
              {dead.has(n) ? <em className="result-board__dh"> <Msg id="virtuals.deadHeat" /></em> : null}
            </li>
          )
        })}
      </ol>
    </div>
  )
}
