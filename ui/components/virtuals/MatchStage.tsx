/**
 * A virtual football match as it plays (issue 17): an SVG pitch with the ball where the server's
 * timeline puts it (interpolated between frames), the minute and the score, a second behind the
 * server's clock like the races. Resulted: the final score.
 */
import { useMemo } from "react"
import type { FootballFrame, VirtualEvent } from "../../../core/model/virtuals.js"
import { selectVirtualTimeline } from "../../../core/virtuals/index.js"
import { useSelector } from "../../app/runtime.js"
import { Msg, useT } from "../Msg.js"
import { countdownText, useServerNow } from "./clock.js"
import { PLAYBACK_LAG_MS, ResultBoard } from "./RaceStage.js"

const frameAt = (frames: ReadonlyArray<FootballFrame>, t: number): { x: number; y: number; frame: FootballFrame } | null => {
  if (frames.length === 0) return null
  let i = 0
  while (i + 1 < frames.length && frames[i + 1]!.t <= t) i++
  const a = frames[i]!
  const b = frames[i + 1]
  if (!b || t <= a.t) return { x: a.ball[0], y: a.ball[1], frame: a }
  const u = Math.min(1, (t - a.t) / (b.t - a.t))
  return { x: a.ball[0] + (b.ball[0] - a.ball[0]) * u, y: a.ball[1] + (b.ball[1] - a.ball[1]) * u, frame: a }
}

export function MatchStage({ event }: { readonly event: VirtualEvent }) {
  const t = useT()
  const now = useServerNow(event.status === "live" ? 0 : 1000)
  const timeline = useSelector(useMemo(() => selectVirtualTimeline(event.id), [event.id]))
  const at = event.status === "ended" && timeline ? timeline.duration_ms : now - event.off_at - PLAYBACK_LAG_MS
  const state = timeline ? frameAt(timeline.football, at) : null
  const score = event.status === "ended" && event.result?.score ? event.result.score : state ? { home: state.frame.home, away: state.frame.away } : { home: 0, away: 0 }
  const ball = state ?? { x: 0.5, y: 0.5 }
  return (
    <div className="match-stage">
      <div className="match-stage__board">
        <span className="match-stage__team">{event.home_team}</span>
        <strong className="match-stage__score">{score.home} – {score.away}</strong>
        <span className="match-stage__team">{event.away_team}</span>
        <span className="match-stage__minute">
          {event.status === "upcoming" ? <Msg id="virtuals.kickOffIn" values={{ time: countdownText(event.off_at - now) }} />
            : event.status === "ended" ? <Msg id="virtuals.fullTime" />
            : <Msg id="virtuals.minute" values={{ minute: state?.frame.minute ?? 0 }} />}
        </span>
      </div>
      <svg className="match-stage__pitch" viewBox="0 0 1000 560" role="img" aria-label={t("virtuals.matchView", { home: event.home_team ?? "", away: event.away_team ?? "" })}>
        <rect x="0" y="0" width="1000" height="560" rx="12" className="match-stage__grass" />
        <rect x="30" y="30" width="940" height="500" className="match-stage__line" fill="none" />
        <line x1="500" y1="30" x2="500" y2="530" className="match-stage__line" />
        <circle cx="500" cy="280" r="70" className="match-stage__line" fill="none" />
        <rect x="30" y="170" width="120" height="220" className="match-stage__line" fill="none" />
        <rect x="850" y="170" width="120" height="220" className="match-stage__line" fill="none" />
        <rect x="14" y="240" width="16" height="80" className="match-stage__goal" />
        <rect x="970" y="240" width="16" height="80" className="match-stage__goal" />
        <circle cx={30 + ball.x * 940} cy={30 + ball.y * 500} r="12" className="match-stage__ball" />
      </svg>
      {event.status === "ended" ? <ResultBoard event={event} /> : null}
    </div>
  )
}
