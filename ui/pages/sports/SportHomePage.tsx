/** /sports (spec §2.2 sport): featured matches, what is in play now, what starts soon. */
import { Link } from "wouter"
import { PageHeading } from "../../components/PageHeading.js"
import { Msg } from "../../components/Msg.js"
import { MatchRow } from "../../components/sports/MatchRow.js"
import { SportsNav } from "./SportsNav.js"
import { useSportsView } from "./useSportsView.js"
import { Empty, ViewGate } from "./ViewState.js"
import type { MessageId } from "../../i18n/catalogues.js"
import { NextRaces } from "../home/HomeSports.js"

const HOME = { _tag: "Home" } as const

function Section({ title, ids, more }: { readonly title: MessageId; readonly ids: ReadonlyArray<number>; readonly more?: { href: string; text: MessageId } }) {
  if (ids.length === 0) return null
  return (
    <section className="sports-section">
      <header className="sports-section__head">
        <h2><Msg id={title} /></h2>
        {more ? <Link href={more.href} className="sports-section__more"><Msg id={more.text} /></Link> : null}
      </header>
      <div className="match-list">{ids.map((id) => <MatchRow key={id} matchId={id} showCompetition />)}</div>
    </section>
  )
}

export function SportHomePage() {
  const entry = useSportsView(HOME)
  const data = entry?.data?._tag === "Home" ? entry.data : null
  return (
    <div className="sports-page">
      <PageHeading><Msg id="sports.home.title" /></PageHeading>
      <SportsNav />
      <ViewGate entry={entry} view={HOME}>
        {data && data.featured.length + data.inPlay.length + data.startingSoon.length === 0 ? <Empty id="sports.home.empty" /> : null}
        {data ? (
          <>
            <Section title="sports.home.inPlay" ids={data.inPlay.slice(0, 8)} more={{ href: "/sports/in-play", text: "sports.home.allInPlay" }} />
            <Section title="sports.home.featured" ids={data.featured} />
            <Section title="sports.home.startingSoon" ids={data.startingSoon} />
            <NextRaces />
          </>
        ) : null}
      </ViewGate>
    </div>
  )
}

/** /sports/acca: the matches that make a good accumulator, picked from the featured and next fixtures. */
export function AccaPage() {
  const entry = useSportsView(HOME)
  const data = entry?.data?._tag === "Home" ? entry.data : null
  const ids = data ? [...new Set([...data.featured, ...data.startingSoon])] : []
  return (
    <div className="sports-page">
      <PageHeading><Msg id="sports.acca.title" /></PageHeading>
      <p className="sports-intro"><Msg id="sports.acca.intro" /></p>
      <ViewGate entry={entry} view={HOME}>
        {ids.length === 0 ? <Empty id="sports.home.empty" /> : <div className="match-list">{ids.map((id) => <MatchRow key={id} matchId={id} showCompetition />)}</div>}
      </ViewGate>
    </div>
  )
}
