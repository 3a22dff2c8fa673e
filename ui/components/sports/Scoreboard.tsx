/**
 * The match page's scoreboard: the live clock (ticking locally) and the score, or the start time
 * before kick-off, or full time. Reads only its match, so a score push re-renders just this.
 */
import { selectMatch } from "../../../core/catalogue/selectors.js"
import { useSelector } from "../../app/runtime.js"
import { Msg } from "../Msg.js"
import { LiveClock } from "./LiveClock.js"
import { StartTime } from "./MatchRow.js"
import { BoardDetail } from "./SportScoreboard.js"
import { TeamKit } from "./Kit.js"

export function Scoreboard({ matchId }: { readonly matchId: number }) {
  const match = useSelector(selectMatch(matchId))
  if (!match) return null
  const live = match.status === "live"
  const teams = match.home_team && match.away_team ? [match.home_team, match.away_team] as const : null
  return (
    <section className={`scoreboard${live ? " scoreboard--live" : ""}`} aria-label={match.name} data-testid="scoreboard">
      <div className="scoreboard__status">
        {live ? <LiveClock clock={match.clock} /> : match.status === "ended" ? <Msg id="sports.ended" /> : <StartTime at={match.start_time} />}
      </div>
      {teams ? (
        <div className="scoreboard__teams">
          <span className="scoreboard__team"><TeamKit name={teams[0]} size={28} />{teams[0]}</span>
          <span className="scoreboard__score" aria-live="polite">
            {match.score ? <>{match.score.home}<span aria-hidden="true"> – </span><span className="visually-hidden"> : </span>{match.score.away}</> : <Msg id="sports.versus" />}
          </span>
          <span className="scoreboard__team"><TeamKit name={teams[1]} size={28} />{teams[1]}</span>
        </div>
      ) : <p className="scoreboard__event">{match.competition_name}</p>}
      {teams && match.status !== "upcoming" ? <BoardDetail matchId={matchId} home={teams[0]} away={teams[1]} /> : null}
    </section>
  )
}
