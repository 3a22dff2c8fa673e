/**
 * /sports/{game} and its sub-pages (spec §2.2 sport.game.*): the tabs the game offers (matches,
 * in-play, outrights, competitions, meetings, specials), each a view of its own.
 */
import { useMemo } from "react"
import { Link } from "wouter"
import { selectCompetition, selectGameByName, selectMatch } from "../../../core/catalogue/selectors.js"
import { urlFor } from "../../../core/routing/routes.js"
import { useSelector } from "../../app/runtime.js"
import { Msg, useT } from "../../components/Msg.js"
import { PageHeading } from "../../components/PageHeading.js"
import { MarketCard } from "../../components/sports/MarketCard.js"
import { MatchRow, StartTime } from "../../components/sports/MatchRow.js"
import { PriceHead } from "../../components/sports/PriceHead.js"
import type { PageProps } from "../../app/pages.js"
import type { MessageId } from "../../i18n/catalogues.js"
import { selectByCompetition } from "../../../core/catalogue/index.js"
import { SportsNav } from "./SportsNav.js"
import { useSportsView } from "./useSportsView.js"
import { Empty, ViewGate } from "./ViewState.js"
import { useSportsNames } from "../../components/sports/useNames.js"

const TAB_FROM_ROUTE: Readonly<Record<string, string>> = {
  matches: "matches", "in-play": "in-play", outrights: "outrights", competitions: "competitions", meetings: "meetings", specials: "specials",
}

function CompetitionLink({ id, game }: { readonly id: number; readonly game: string }) {
  const c = useSelector(selectCompetition(id))
  const names = useSportsNames()
  if (!c) return null
  return (
    <li>
      <Link className="list-link" href={urlFor("sport.competition", { game, slug: c.slug, id: String(c.id) }) ?? "/sports"}>
        <span>{names.competition(c.name)}<span className="list-link__region">{names.region(c.region)}</span></span>
        <span className="list-link__count">{c.num_matches}</span>
      </Link>
    </li>
  )
}

function RaceLink({ id, game }: { readonly id: number; readonly game: string }) {
  const race = useSelector(selectMatch(id))
  if (!race) return null
  const href = urlFor("sport.competition", { game, slug: race.competition_slug, id: String(race.competition_id) }, { fixture_id: String(race.id) }) ?? "/sports"
  return (
    <li><Link className={`race-chip${race.status === "ended" ? " race-chip--off" : ""}`} href={href} aria-label={race.name}><StartTime at={race.start_time} /></Link></li>
  )
}

function Meeting({ competitionId, raceIds, game }: { readonly competitionId: number; readonly raceIds: ReadonlyArray<number>; readonly game: string }) {
  const c = useSelector(selectCompetition(competitionId))
  return (
    <section className="meeting">
      <h2 className="meeting__name">{c?.name ?? ""}</h2>
      <ul className="meeting__races">{raceIds.map((id) => <RaceLink key={id} id={id} game={game} />)}</ul>
    </section>
  )
}

function MatchesByCompetition({ viewKey, ids, game }: { readonly viewKey: string; readonly ids: ReadonlyArray<number>; readonly game: string }) {
  const select = useMemo(() => selectByCompetition(viewKey, ids), [viewKey, ids])
  const groups = useSelector(select)
  const names = useSportsNames()
  return (
    <>
      {groups.map((g) => (
        <section key={g.competitionId} className="sports-section sports-section--tight">
          <header className="sports-section__head">
            <h2><Link href={urlFor("sport.competition", { game, slug: g.slug, id: String(g.competitionId) }) ?? "/sports"} className="sports-section__link">{names.competition(g.name)}</Link></h2>
            <PriceHead matchId={g.matchIds[0] ?? -1} />
          </header>
          <div className="match-list">{g.matchIds.map((id) => <MatchRow key={id} matchId={id} />)}</div>
        </section>
      ))}
    </>
  )
}

export function GamePage({ params, tab: forced }: PageProps & { readonly tab?: string }) {
  const name = params.game ?? ""
  const game = useSelector(selectGameByName(name))
  const t = useT()
  const tab = forced ?? game?.tabs[0] ?? "matches"
  const view = { _tag: "GameTab", name, tab } as const
  const entry = useSportsView(view)
  const data = entry?.data?._tag === "GameTab" ? entry.data : null
  const tabs = game?.tabs ?? []
  const names = useSportsNames()
  const title = game ? names.sport(game.name, game.label) : name
  return (
    <div className="sports-page">
      <PageHeading>{title}</PageHeading>
      <SportsNav current={name} />
      {tabs.length > 1 ? (
        <nav className="tabs" aria-label={t("sports.tabs", { sport: title })}>
          {tabs.map((x) => (
            <Link key={x} href={`/sports/${name}/${x}`} className={`tabs__tab${x === tab ? " tabs__tab--current" : ""}`} aria-current={x === tab ? "page" : undefined}>
              {t(`sports.tab.${x}` as MessageId)}
            </Link>
          ))}
        </nav>
      ) : null}
      <ViewGate entry={entry} view={view}>
        {data ? (
          <>
            {data.matchIds.length > 0 ? <MatchesByCompetition viewKey={`${name}:${tab}`} ids={data.matchIds} game={name} /> : null}
            {data.outrightIds.map((id) => <MarketCard key={id} marketId={id} context={title} named initiallyOpen={data.outrightIds.length <= 3} />)}
            {tab === "competitions" ? <ul className="link-list">{data.competitionIds.map((id) => <CompetitionLink key={id} id={id} game={name} />)}</ul> : null}
            {data.meetings.map((m) => <Meeting key={m.competitionId} competitionId={m.competitionId} raceIds={m.raceIds} game={name} />)}
            {data.matchIds.length + data.outrightIds.length + data.meetings.length + (tab === "competitions" ? data.competitionIds.length : 0) === 0
              ? <Empty id="sports.game.empty" /> : null}
          </>
        ) : null}
      </ViewGate>
    </div>
  )
}

export const gameTabPage = (tab: string) => function GameTabPage(props: PageProps) {
  return <GamePage {...props} tab={TAB_FROM_ROUTE[tab] ?? tab} />
}
