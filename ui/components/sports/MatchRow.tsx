/**
 * A match in a list: teams (or the event name), start time or the live clock and score, the main
 * market's prices, and a link to every market. The row reads its match and market as shown
 * (selectMatchShown, selectMarketShown), which stay the same object across price, score and clock
 * pushes: a price push re-renders just its price button, a score push just the live cells.
 */
import { memo } from "react"
import { Link } from "wouter"
import { useIntl } from "react-intl"
import { selectMarketShown, selectMatchLive, selectMatchShown } from "../../../core/catalogue/selectors.js"
import { urlFor } from "../../../core/routing/routes.js"
import type { MatchShown } from "../../../core/catalogue/selectors.js"
import { useSelector } from "../../app/runtime.js"
import { Msg, useT } from "../Msg.js"
import { LiveClock, ScoreCells } from "./LiveClock.js"
import { PriceButton } from "./PriceButton.js"
import { useSportsNames } from "./useNames.js"
import { RowBoard } from "./SportScoreboard.js"
import { TeamKit } from "./Kit.js"

export const matchUrl = (m: MatchShown, gameName: string): string =>
  m.display_type === "individual"
    ? urlFor("sport.competition", { game: gameName, slug: m.competition_slug, id: String(m.competition_id) }, { fixture_id: String(m.id) }) ?? "/sports"
    : urlFor("sport.match", { game: gameName, competition_slug: m.competition_slug, competition_id: String(m.competition_id), slug: m.slug, id: String(m.id) }) ?? "/sports"

export function StartTime({ at }: { readonly at: number }) {
  const intl = useIntl()
  const date = new Date(at)
  const today = new Date()
  const sameDay = date.toDateString() === today.toDateString()
  return (
    <time className="start-time" dateTime={date.toISOString()}>
      {sameDay ? null : <span className="start-time__day">{intl.formatDate(date, { weekday: "short", day: "numeric", month: "short", timeZone: "Europe/London" })}</span>}
      <span className="start-time__hour">{intl.formatTime(date, { hour: "2-digit", minute: "2-digit", timeZone: "Europe/London" })}</span>
    </time>
  )
}

function RowClock({ matchId }: { readonly matchId: number }) {
  const live = useSelector(selectMatchLive(matchId))
  return <LiveClock clock={live?.clock ?? null} />
}

function RowScore({ matchId }: { readonly matchId: number }) {
  const live = useSelector(selectMatchLive(matchId))
  return <ScoreCells score={live?.score ?? null} />
}

export const MatchRow = memo(function MatchRow({ matchId, showCompetition = false }: { readonly matchId: number; readonly showCompetition?: boolean }) {
  const match = useSelector(selectMatchShown(matchId))
  const market = useSelector(selectMarketShown(match?.mainMarketId ?? -1))
  const t = useT()
  const names = useSportsNames()
  if (!match) return null
  const href = matchUrl(match, match.game_name)
  const live = match.status === "live"
  const label = match.name
  const paired = match.home_team !== null && match.away_team !== null
  const teams = paired ? [match.home_team!, match.away_team!] : [match.name]
  return (
    <article className={`match-row${live ? " match-row--live" : ""}${showCompetition ? " match-row--listed" : ""}`} data-match-id={match.id} aria-label={label}>
      <Link href={href} className="match-row__main">
        <span className="match-row__when">{live ? <RowClock matchId={match.id} /> : <StartTime at={match.start_time} />}</span>
        <span className="match-row__teams">
          {showCompetition ? <span className="match-row__competition">{names.competition(match.competition_name)}</span> : null}
          {teams.map((team) => <span key={team} className="match-row__team">{paired ? <TeamKit name={team} /> : null}{team}</span>)}
        </span>
        {live ? <RowBoard matchId={match.id} /> : null}
        {live ? <RowScore matchId={match.id} /> : null}
      </Link>
      <div className={`match-row__prices${market?.contractIds.length === 2 ? " match-row__prices--2" : ""}`} role="group" aria-label={market ? names.market(market.name) : label}>
        {market && market.status !== "closed"
          ? market.contractIds.slice(0, 3).map((id) => <PriceButton key={id} contractId={id} label={`${label}, ${names.market(market.name)}`} />)
          : <span className="match-row__none"><Msg id="sports.noPrices" /></span>}
      </div>
      <Link href={href} className="match-row__more" aria-label={t("sports.moreMarkets.label", { match: label, count: match.num_markets })}>
        <Msg id="sports.moreMarkets" values={{ count: match.num_markets }} />
      </Link>
    </article>
  )
})
