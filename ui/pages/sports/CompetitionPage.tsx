/**
 * /sports/{game}/{slug}-{id} and its outrights (spec §2.2 sport.competition): the competition's
 * matches, or, for races (display type individual), the race card of `fixture_id` with every race
 * of the meeting to switch between.
 */
import { Link } from "wouter"
import { selectCompetition, selectMatch } from "../../../core/catalogue/selectors.js"
import { useSelector } from "../../app/runtime.js"
import { Msg, useT } from "../../components/Msg.js"
import { PageHeading } from "../../components/PageHeading.js"
import { LiveClock } from "../../components/sports/LiveClock.js"
import { MarketCard } from "../../components/sports/MarketCard.js"
import { MatchRow, StartTime } from "../../components/sports/MatchRow.js"
import type { PageProps } from "../../app/pages.js"
import { useSportsView } from "./useSportsView.js"
import { Empty, ViewGate } from "./ViewState.js"
import { useSportsNames } from "../../components/sports/useNames.js"
import { useMatchView } from "./MatchPage.js"

function RaceCard({ raceId }: { readonly raceId: number }) {
  const { entry, view, match } = useMatchView(raceId)
  return (
    <ViewGate entry={entry} view={view}>
      {match ? (
        <section className="race-card" aria-label={match.name}>
          <header className="race-card__head">
            <h2>{match.name}</h2>
            {match.status === "live" ? <LiveClock clock={match.clock} /> : <StartTime at={match.start_time} />}
          </header>
          {(match.marketIds ?? []).map((id) => <MarketCard key={id} marketId={id} context={match.name} />)}
        </section>
      ) : null}
    </ViewGate>
  )
}

function RaceTab({ id, current }: { readonly id: number; readonly current: boolean }) {
  const race = useSelector(selectMatch(id))
  if (!race) return null
  return (
    <Link href={`?fixture_id=${id}`} className={`race-chip${current ? " race-chip--current" : ""}`} aria-current={current ? "page" : undefined} aria-label={race.name}>
      <StartTime at={race.start_time} />
    </Link>
  )
}

export function CompetitionPage({ params, query, outrights = false }: PageProps & { readonly outrights?: boolean }) {
  const id = Number(params.id)
  const view = { _tag: "Competition", id } as const
  const entry = useSportsView(view)
  const competition = useSelector(selectCompetition(id))
  const data = entry?.data?._tag === "Competition" ? entry.data : null
  const fixture = query.fixture_id ? Number(query.fixture_id) : null
  const firstRace = data?.matchIds[0] ?? null
  const racing = useSelector(selectMatch(fixture ?? firstRace ?? -1))?.display_type === "individual"
  const t = useT()
  const names = useSportsNames()
  const title = competition ? names.competition(competition.name) : t("page.sport.competition.title")
  return (
    <div className="sports-page">
      <PageHeading>{title}</PageHeading>
      {data && data.outrightIds.length > 0 && !racing ? (
        <nav className="tabs" aria-label={title}>
          <Link href={`/sports/${params.game}/${params.slug}-${params.id}`} className={`tabs__tab${outrights ? "" : " tabs__tab--current"}`} aria-current={outrights ? undefined : "page"}><Msg id="sports.tab.matches" /></Link>
          <Link href={`/sports/${params.game}/${params.slug}-${params.id}/outrights`} className={`tabs__tab${outrights ? " tabs__tab--current" : ""}`} aria-current={outrights ? "page" : undefined}><Msg id="sports.tab.outrights" /></Link>
        </nav>
      ) : null}
      <ViewGate entry={entry} view={view}>
        {data && racing ? (
          <>
            <nav className="race-tabs" aria-label={title}>{data.matchIds.map((r) => <RaceTab key={r} id={r} current={r === (fixture ?? firstRace)} />)}</nav>
            <RaceCard raceId={fixture ?? firstRace!} />
          </>
        ) : data ? (
          outrights
            ? (data.outrightIds.length === 0 ? <Empty id="sports.game.empty" /> : data.outrightIds.map((m) => <MarketCard key={m} marketId={m} context={title} />))
            : (data.matchIds.length === 0 ? <Empty id="sports.game.empty" /> : <div className="match-list">{data.matchIds.map((m) => <MatchRow key={m} matchId={m} />)}</div>)
        ) : null}
      </ViewGate>
    </div>
  )
}

export function CompetitionOutrightsPage(props: PageProps) {
  return <CompetitionPage {...props} outrights />
}
