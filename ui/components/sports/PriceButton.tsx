/**
 * One selection's price (issue 4): the bettor's odds format, a green or red flash when it moves
 * (flash.ts: each move flashes once), a lock and "Suspended" when suspended, and a
 * pressed state when it is on the slip. A boosted price (the operator's, or this bettor's own
 * odds-boost reward: core/catalogue/boosts.ts) says 'Boosted' above it, the plain one struck
 * through beside it. It reads one display-ready view of its own contract
 * (selectContractView), so a push re-renders just this button and the button computes nothing.
 * `data-contract-id` lets the bench and the e2e specs find prices on screen.
 */
import { memo } from "react"
import { selectContractView } from "../../../core/catalogue/selectors.js"
import { useSelector, useSend } from "../../app/runtime.js"
import { Icon } from "../Icon.js"
import { useFlash } from "./flash.js"
import { useT } from "../Msg.js"
import { useSportsNames } from "./useNames.js"

export const PriceButton = memo(function PriceButton({ contractId, label, showName = false }: {
  readonly contractId: number
  /** Accessible context: "Arsenal v Chelsea, Match Result". */
  readonly label: string
  readonly showName?: boolean
}) {
  const view = useSelector(selectContractView(contractId))
  const send = useSend()
  const t = useT()
  const names = useSportsNames()
  const flashing = useFlash(contractId, view?.changes ?? 0)
  if (!view) return null
  const { availability, pickable, picked, direction, changes } = view
  const name = names.selection(view.name)
  const text = view.price ?? (view.startPriceOnly ? "SP" : "–")
  const state = availability === "available" ? null : t(`sports.price.${availability}`)
  const boostedLabel = view.boosted ? t("sports.price.boosted") : null
  return (
    <button
      type="button"
      className={`price${picked ? " price--picked" : ""}${pickable ? "" : " price--off"}${view.boosted ? " price--boosted" : ""}`}
      data-contract-id={contractId}
      aria-pressed={picked}
      // A picked selection can always be taken off the slip; an unavailable one cannot be added.
      disabled={!pickable && !picked}
      aria-label={`${label}, ${name}, ${state ?? (boostedLabel ? `${boostedLabel} ${text}` : text)}`}
      onClick={() => send({ _tag: "SelectionToggled", contractId })}
    >
      {showName ? <span className="price__name">{name}</span> : null}
      {pickable && boostedLabel ? <span className="price__boost">{boostedLabel}</span> : null}
      {pickable ? (
        <span className={`price__value${changes > 0 && direction !== "none" ? ` price__value--${direction}` : ""}${flashing ? " price__value--flash" : ""}`}>
          {view.wasPrice ? <s className="price__was">{view.wasPrice}</s> : null}
          {text}
        </span>
      ) : (
        <span className="price__value price__value--off"><Icon name="lock" size={14} /><span className="price__state">{state}</span></span>
      )}
    </button>
  )
})
