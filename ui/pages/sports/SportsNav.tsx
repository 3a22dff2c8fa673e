/** The sports chips: every enabled sport with its live count, the current one marked. */
import { Link } from "wouter"
import { selectGames } from "../../../core/catalogue/selectors.js"
import { useSelector } from "../../app/runtime.js"
import { Icon } from "../../components/Icon.js"
import { Msg, useT } from "../../components/Msg.js"
import { useSportsNames } from "../../components/sports/useNames.js"

export function SportsNav({ current }: { readonly current?: string }) {
  const games = useSelector(selectGames)
  const t = useT()
  const names = useSportsNames()
  return (
    <nav className="sports-nav" aria-label={t("sports.nav")}>
      <Link href="/sports/in-play" className={`chip chip--live${current === "in-play" ? " chip--current" : ""}`} aria-current={current === "in-play" ? "page" : undefined}>
        <Icon name="live" size={16} /><Msg id="sports.inPlay" />
      </Link>
      {games.map((game) => (
        <Link key={game.id} href={`/sports/${game.name}`} className={`chip${current === game.name ? " chip--current" : ""}`}
          aria-current={current === game.name ? "page" : undefined}>
          {names.sport(game.name, game.label)}
          {game.num_live_matches > 0 ? <span className="chip__count" aria-label={t("sports.liveCount", { count: game.num_live_matches })}>{game.num_live_matches}</span> : null}
        </Link>
      ))}
    </nav>
  )
}
