/**
 * /sports/{game}/{competition}-{id}/{slug}-{id} (spec §2.2 sport.match): the live scoreboard and
 * every market, grouped under collapsible headings.
 */
import { useMemo } from "react"
import { Link } from "wouter"
import { selectMarketGroups, selectMatch } from "../../../core/catalogue/selectors.js"
import { urlFor } from "../../../core/routing/routes.js"
import { useSelector } from "../../app/runtime.js"
import { Msg } from "../../components/Msg.js"
import { PageHeading } from "../../components/PageHeading.js"
import { LiveClock } from "../../components/sports/LiveClock.js"
import { MarketCard } from "../../components/sports/MarketCard.js"
import { StartTime } from "../../components/sports/MatchRow.js"
import type { PageProps } from "../../app/pages.js"
import { useSportsView } from "./useSportsView.js"
import { ViewGate } from "./ViewState.js"

export function useMatchView(id: number) {
  const view = useMemo(() => ({ _tag: "Match", id }) as const, [id])
  const entry = useSportsView(view)
  const match = useSelector(selectMatch(id))
  return { view, entry, match: entry?.data ? match : null }
}

function Scoreboard({ id }: { readonly id: number }) {
  const match = useSelector(selectMatch(id))
  if (!match) return null
  const live = match.status === "live"
  const teams = match.home_team && match.away_team ? [match.home_team, match.away_team] : null
  return (
    <section className={`scoreboard${live ? " scoreboard--live" : ""}`} aria-label={match.name}>
      <div className="scoreboard__status">
        {live ? <LiveClock clock={match.clock} /> : match.status === "ended" ? <Msg id="sports.ended" /> : <StartTime at={match.start_time} />}
      </div>
      {teams ? (
        <div className="scoreboard__teams">
          <span className="scoreboard__team">{teams[0]}</span>
          <span className="scoreboard__score" aria-live="polite">{match.score ? `${match.score.home} – ${match.score.away}` : <Msg id="sports.versus" />}</span>
          <span className="scoreboard__team">{teams[1]}</span>
        </div>
      ) : null}
    </section>
  )
}

export function MatchPage({ params }: PageProps) {
  const id = Number(params.id)
  const { view, entry, match } = useMatchView(id)
  const groups = useSelector(selectMarketGroups(id))
  const competitionHref = urlFor("sport.competition", { game: params.game ?? "", slug: params.competition_slug ?? "", id: params.competition_id ?? "" })
  return (
    <div className="sports-page">
      <nav className="crumbs" aria-label="Breadcrumb">
        <Link href={`/sports/${params.game}`}>{params.game}</Link>
        {competitionHref ? <Link href={competitionHref}>{match?.competition_name ?? params.competition_slug}</Link> : null}
      </nav>
      <PageHeading>{match?.name ?? ""}</PageHeading>
      <ViewGate entry={entry} view={view}>
        <Scoreboard id={id} />
        {(groups ?? []).map((g) => (
          <section key={g.group} className="market-group" aria-label={g.group}>
            <h2 className="market-group__title">{g.group}</h2>
            {g.marketIds.map((m) => <MarketCard key={m} marketId={m} context={match?.name ?? ""} />)}
          </section>
        ))}
      </ViewGate>
    </div>
  )
}
