/** /sports/in-play (spec §2.2 sport.inplay): every live match, grouped by sport, prices and scores live. */
import { useMemo } from "react"
import { selectGroupedBySport } from "../../../core/catalogue/selectors.js"
import { useSelector } from "../../app/runtime.js"
import { Msg } from "../../components/Msg.js"
import { PageHeading } from "../../components/PageHeading.js"
import { MatchRow } from "../../components/sports/MatchRow.js"
import { SportsNav } from "./SportsNav.js"
import { useSportsView } from "./useSportsView.js"
import { Empty, ViewGate } from "./ViewState.js"
import { useSportsNames } from "../../components/sports/useNames.js"

const IN_PLAY = { _tag: "InPlay" } as const
const NONE: ReadonlyArray<number> = []

export function InPlayPage() {
  const entry = useSportsView(IN_PLAY)
  const ids = entry?.data?._tag === "Home" ? entry.data.inPlay : NONE
  const select = useMemo(() => selectGroupedBySport("in-play", ids), [ids])
  const groups = useSelector(select)
  const names = useSportsNames()
  return (
    <div className="sports-page">
      <PageHeading><Msg id="sports.inPlay.title" /></PageHeading>
      <SportsNav current="in-play" />
      <ViewGate entry={entry} view={IN_PLAY}>
        {groups.length === 0 ? <Empty id="sports.inPlay.empty" /> : groups.map((group) => (
          <section key={group.gameId} className="sports-section">
            <header className="sports-section__head"><h2>{group.game ? names.sport(group.game.name, group.game.label) : ""}</h2></header>
            <div className="match-list">{group.matchIds.map((id) => <MatchRow key={id} matchId={id} showCompetition />)}</div>
          </section>
        ))}
      </ViewGate>
    </div>
  )
}
