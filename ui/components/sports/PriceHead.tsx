/**
 * The column headers over a list's prices (issue 20): "1 X 2" over three-way markets (home, draw,
 * away), "1 2" over two-way ones, read from the first match's main market. Decorative for
 * assistive technology: each price button names its selection.
 */
import { selectMarketShown, selectMatchShown } from "../../../core/catalogue/selectors.js"
import { useSelector } from "../../app/runtime.js"

export function PriceHead({ matchId }: { readonly matchId: number }) {
  const match = useSelector(selectMatchShown(matchId))
  const market = useSelector(selectMarketShown(match?.mainMarketId ?? -1))
  const count = market?.contractIds.length ?? 0
  if (count !== 2 && count !== 3) return null
  return (
    <div className={`price-head price-head--${count}`} aria-hidden="true" data-testid="price-head">
      {(count === 3 ? ["1", "X", "2"] : ["1", "2"]).map((label) => <span key={label}>{label}</span>)}
    </div>
  )
}
