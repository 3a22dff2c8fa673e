/**
 * Casino quick access (spec §3 casino_quick_access_enabled): the bettor's chosen games (favourites,
 * then recently played) one tap from play, in the lobby and the casino home. Core decides which
 * games and whether the strip shows at all (the bettor's setting); this only draws it.
 */
import { selectCasinoQuickAccess } from "../../../core/casino/index.js"
import { useSelector } from "../../app/runtime.js"
import { Msg, useT } from "../Msg.js"
import { NavLink } from "../NavLink.js"

export function QuickAccess() {
  const games = useSelector(selectCasinoQuickAccess)
  const t = useT()
  if (games.length === 0) return null
  return (
    <nav className="quick-access" aria-label={t("casino.quickAccess")} data-testid="casino-quick-access">
      <span className="quick-access__title"><Msg id="casino.quickAccess" /></span>
      <ul className="quick-access__list">
        {games.map((g) => (
          <li key={g.id}>
            <NavLink href={`/casino/game/${g.id}/player`} className="quick-access__game">
              <span className="quick-access__swatch" style={{ background: `linear-gradient(135deg, ${g.art.from}, ${g.art.to})` }} aria-hidden="true" />
              {g.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
