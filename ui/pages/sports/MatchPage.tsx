/**
 * /sports/{game}/{competition}-{id}/{slug}-{id} (spec §2.2 sport.match): the live scoreboard and
 * every market, grouped under collapsible headings. On a phone the page offers bet builder itself
 * (the slip is a closed sheet there); on a wider screen the slip beside it does.
 */
import { useMemo } from "react"
import { Link } from "wouter"
import { selectGameByName, selectMarketGroups, selectMatch } from "../../../core/catalogue/selectors.js"
import { selectDevice } from "../../../core/device/device.js"
import { urlFor } from "../../../core/routing/routes.js"
import { useSelector } from "../../app/runtime.js"
import { useT } from "../../components/Msg.js"
import { PageHeading } from "../../components/PageHeading.js"
import { BetBuilderToggle } from "../../components/betslip/BetBuilderToggle.js"
import { MarketCard } from "../../components/sports/MarketCard.js"
import { MarketGroup } from "../../components/sports/MarketGroup.js"
import { Scoreboard } from "../../components/sports/Scoreboard.js"
import type { PageProps } from "../../app/pages.js"
import { useSportsView } from "./useSportsView.js"
import { ViewGate } from "./ViewState.js"
import { useSportsNames } from "../../components/sports/useNames.js"

export function useMatchView(id: number) {
  const view = useMemo(() => ({ _tag: "Match", id }) as const, [id])
  const entry = useSportsView(view)
  const match = useSelector(selectMatch(id))
  return { view, entry, match: entry?.data ? match : null }
}

export function MatchPage({ params }: PageProps) {
  const id = Number(params.id)
  const { view, entry, match } = useMatchView(id)
  const groups = useSelector(selectMarketGroups(id))
  const game = useSelector(selectGameByName(params.game ?? ""))
  const mobile = useSelector(selectDevice) === "mobile"
  const t = useT()
  const names = useSportsNames()
  const competitionHref = urlFor("sport.competition", { game: params.game ?? "", slug: params.competition_slug ?? "", id: params.competition_id ?? "" })
  return (
    <div className="sports-page">
      <nav className="crumbs" aria-label={t("sports.breadcrumb")}>
        <Link href={`/sports/${params.game}`}>{game ? names.sport(game.name, game.label) : params.game}</Link>
        {competitionHref ? <Link href={competitionHref}>{match?.competition_name ?? params.competition_slug}</Link> : null}
      </nav>
      <PageHeading>{match?.name ?? t("page.sport.match.title")}</PageHeading>
      <ViewGate entry={entry} view={view}>
        <Scoreboard matchId={id} />
        {mobile && match?.display_type !== "individual" ? <div className="match-tools"><BetBuilderToggle /></div> : null}
        {(groups ?? []).map((g) => (
          <MarketGroup key={g.group} title={names.group(g.group)} count={g.marketIds.length}>
            {g.marketIds.map((m) => <MarketCard key={m} marketId={m} context={match?.name ?? ""} />)}
          </MarketGroup>
        ))}
      </ViewGate>
    </div>
  )
}
