/**
 * A legacy match link, /{gameType}/{game}/match/{id} (spec §2.2, core/routing/table/legacy.ts): the
 * match page's URL needs the competition and slugs, so this page opens the match's view (core loads
 * it) and, once it is known, replaces the URL with the match page (or, for races, the race card).
 * Not found shows the view's not-found state.
 */
import { useEffect } from "react"
import { useLocation } from "wouter"
import { selectMatch } from "../../../core/catalogue/selectors.js"
import { useSelector } from "../../app/runtime.js"
import type { PageProps } from "../../app/pages.js"
import { matchUrl } from "../../components/sports/MatchRow.js"
import { useSportsView } from "./useSportsView.js"
import { ViewGate } from "./ViewState.js"

export function MatchLookupPage({ params }: PageProps) {
  const id = Number(params.id)
  const view = { _tag: "Match", id } as const
  const entry = useSportsView(view)
  const match = useSelector(selectMatch(id))
  const [, navigate] = useLocation()
  const ready = entry?.status === "ready" && match !== null
  useEffect(() => {
    if (ready) navigate(matchUrl(match, match.game_name), { replace: true })
  }, [ready, match, navigate])
  return (
    <div className="sports-page">
      <ViewGate entry={entry} view={view}>{null}</ViewGate>
    </div>
  )
}
