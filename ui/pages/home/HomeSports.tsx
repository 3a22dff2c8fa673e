/**
 * The home page's sportsbook (issue 20): what is in play now, the featured matches and the next
 * races, each a tap from its page. Reads the same views as the sports pages (sports home, the
 * horse-racing meetings), so prices and scores move live here too.
 */
import { useMemo } from "react"
import { Link } from "wouter"
import type { AppState } from "../../../core/app/state.js"
import { useSelector } from "../../app/runtime.js"
import { Msg } from "../../components/Msg.js"
import { MatchRow, StartTime } from "../../components/sports/MatchRow.js"
import { urlFor } from "../../../core/routing/routes.js"
import { useSportsView } from "../sports/useSportsView.js"
import "../sports/sports.css"

const HOME = { _tag: "Home" } as const
const RACES = { _tag: "GameTab", name: "horseracing", tab: "meetings" } as const
const NONE: ReadonlyArray<number> = []

interface NextRace { readonly id: number; readonly name: string; readonly meeting: string; readonly href: string; readonly start: number }

/** The next upcoming races, soonest first (the list is kept while the same races are in it). */
const nextRaces = (ids: ReadonlyArray<number>, count: number) => {
  let held: { key: string; races: ReadonlyArray<NextRace> } | null = null
  return (s: AppState): ReadonlyArray<NextRace> => {
    const races = ids
      .map((id) => s.catalogue.matches[id])
      .filter((m) => m !== undefined && m.status === "upcoming")
      .sort((a, b) => a!.start_time - b!.start_time)
      .slice(0, count)
      .map((m) => ({
        id: m!.id,
        name: m!.name,
        meeting: m!.competition_name,
        start: m!.start_time,
        href: urlFor("sport.competition", { game: "horseracing", slug: m!.competition_slug, id: String(m!.competition_id) }, { fixture_id: String(m!.id) }) ?? "/sports/horseracing",
      }))
    const key = races.map((r) => r.id).join(",")
    if (held && held.key === key) return held.races
    held = { key, races }
    return races
  }
}

function Section({ title, more, children }: { readonly title: "sportsbook.home.inPlay" | "sportsbook.home.featured" | "sportsbook.home.nextRaces"; readonly more?: string; readonly children: React.ReactNode }) {
  return (
    <section className="home-sports__section sports-section">
      <header className="sports-section__head">
        <h2><Msg id={title} /></h2>
        {more ? <Link href={more} className="sports-section__more"><Msg id="sportsbook.home.all" /></Link> : null}
      </header>
      {children}
    </section>
  )
}

/** The next races on their own (the sports home, which is also the site's home page, shows them under its lists). */
export function NextRaces() {
  const racing = useSportsView(RACES)
  const raceIds = racing?.data?._tag === "GameTab" ? racing.data.meetings.flatMap((m) => m.raceIds) : NONE
  const select = useMemo(() => nextRaces(raceIds, 6), [raceIds])
  const races = useSelector(select)
  if (races.length === 0) return null
  return (
    <Section title="sportsbook.home.nextRaces" more="/sports/horseracing">
      <RaceList races={races} />
    </Section>
  )
}

function RaceList({ races }: { readonly races: ReadonlyArray<NextRace> }) {
  return (
    <ul className="next-races" data-testid="next-races">
      {races.map((r) => (
        <li key={r.id}>
          <Link href={r.href} className="next-race" aria-label={r.name}>
            <StartTime at={r.start} />
            <span className="next-race__meeting">{r.meeting}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

export function HomeSports() {
  const home = useSportsView(HOME)
  const racing = useSportsView(RACES)
  const data = home?.data?._tag === "Home" ? home.data : null
  const raceIds = racing?.data?._tag === "GameTab" ? racing.data.meetings.flatMap((m) => m.raceIds) : NONE
  const select = useMemo(() => nextRaces(raceIds, 6), [raceIds])
  const races = useSelector(select)
  const inPlay = data?.inPlay.slice(0, 5) ?? NONE
  const featured = data ? [...new Set([...data.featured, ...data.startingSoon])].slice(0, 5) : NONE
  if (inPlay.length + featured.length + races.length === 0) return null
  return (
    <div className="home-sports" data-testid="home-sports">
      {inPlay.length > 0 ? (
        <Section title="sportsbook.home.inPlay" more="/sports/in-play">
          <div className="match-list">{inPlay.map((id) => <MatchRow key={id} matchId={id} showCompetition />)}</div>
        </Section>
      ) : null}
      {featured.length > 0 ? (
        <Section title="sportsbook.home.featured" more="/sports">
          <div className="match-list">{featured.map((id) => <MatchRow key={id} matchId={id} showCompetition />)}</div>
        </Section>
      ) : null}
      {races.length > 0 ? (
        <Section title="sportsbook.home.nextRaces" more="/sports/horseracing">
          <RaceList races={races} />
        </Section>
      ) : null}
    </div>
  )
}
