/** /sports/search (spec §2.2 sport.search): teams and events, competitions and runners as you type. */
import { useEffect, useState } from "react"
import { Link, useLocation } from "wouter"
import { selectCompetition, selectGame } from "../../../core/catalogue/selectors.js"
import { SEARCH_MIN_LENGTH } from "../../../core/catalogue/views.js"
import { urlFor } from "../../../core/routing/routes.js"
import { useSelector } from "../../app/runtime.js"
import { Msg, useT } from "../../components/Msg.js"
import { PageHeading } from "../../components/PageHeading.js"
import { MatchRow } from "../../components/sports/MatchRow.js"
import type { PageProps } from "../../app/pages.js"
import { useSportsView } from "./useSportsView.js"
import { Empty, ViewGate } from "./ViewState.js"

function CompetitionResult({ id }: { readonly id: number }) {
  const c = useSelector(selectCompetition(id))
  const game = useSelector(selectGame(c?.game_id ?? -1))
  if (!c) return null
  return <li><Link className="list-link" href={urlFor("sport.competition", { game: game?.name ?? "", slug: c.slug, id: String(c.id) }) ?? "/sports"}>{c.name}</Link></li>
}

function Results({ query }: { readonly query: string }) {
  const view = { _tag: "Search", query } as const
  const entry = useSportsView(view)
  const data = entry?.data?._tag === "Search" ? entry.data : null
  return (
    <ViewGate entry={entry} view={view}>
      {data && data.matchIds.length + data.competitionIds.length + data.runners.length === 0 ? <Empty id="sports.search.none" /> : null}
      {data && data.matchIds.length > 0 ? (
        <section className="sports-section"><h2><Msg id="sports.search.matches" /></h2>
          <div className="match-list">{data.matchIds.map((id) => <MatchRow key={id} matchId={id} showCompetition />)}</div></section>
      ) : null}
      {data && data.competitionIds.length > 0 ? (
        <section className="sports-section"><h2><Msg id="sports.search.competitions" /></h2>
          <ul className="link-list">{data.competitionIds.map((id) => <CompetitionResult key={id} id={id} />)}</ul></section>
      ) : null}
      {data && data.runners.length > 0 ? (
        <section className="sports-section"><h2><Msg id="sports.search.runners" /></h2>
          <div className="match-list">{[...new Set(data.runners.map((r) => r.matchId))].map((id) => <MatchRow key={id} matchId={id} showCompetition />)}</div></section>
      ) : null}
    </ViewGate>
  )
}

export function SearchPage({ query }: PageProps) {
  const t = useT()
  const [, navigate] = useLocation()
  const [text, setText] = useState(query.q ?? "")
  const [debounced, setDebounced] = useState(text)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text.trim()), 250)
    return () => clearTimeout(timer)
  }, [text])
  useEffect(() => {
    if ((query.q ?? "") !== debounced) navigate(debounced ? `/sports/search?q=${encodeURIComponent(debounced)}` : "/sports/search", { replace: true })
  }, [debounced, navigate, query.q])
  return (
    <div className="sports-page">
      <PageHeading><Msg id="sports.search.title" /></PageHeading>
      <form role="search" className="search-box" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="sports-search" className="visually-hidden"><Msg id="sports.search.label" /></label>
        <input id="sports-search" type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder={t("sports.search.placeholder")} autoComplete="off" />
      </form>
      {debounced.length >= SEARCH_MIN_LENGTH ? <Results query={debounced} /> : <Empty id="sports.search.hint" />}
    </div>
  )
}
