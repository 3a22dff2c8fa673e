/**
 * One selection's price (issue 4): the bettor's odds format, a green or red flash when it moves
 * (keyed on the move count, so each move flashes once), a lock when suspended, and a pressed state
 * when it is on the slip. It reads only its own contract, so a push re-renders just this button.
 * `data-contract-id` lets the bench find prices on screen.
 */
import { memo } from "react"
import { selectOddsFormat } from "../../../core/app/selectors.js"
import { isPickable } from "../../../core/catalogue/availability.js"
import { priceText, selectAvailability, selectContract, selectIsPicked } from "../../../core/catalogue/selectors.js"
import { useSelector, useSend } from "../../app/runtime.js"
import { Icon } from "../Icon.js"
import { useT } from "../Msg.js"

export const PriceButton = memo(function PriceButton({ contractId, label, showName = false }: {
  readonly contractId: number
  /** Accessible context: "Arsenal v Chelsea, Match Result". */
  readonly label: string
  readonly showName?: boolean
}) {
  const entry = useSelector(selectContract(contractId))
  const availability = useSelector(selectAvailability(contractId))
  const picked = useSelector(selectIsPicked(contractId))
  const format = useSelector(selectOddsFormat)
  const send = useSend()
  const t = useT()
  if (!entry) return null
  const { contract, direction, changes } = entry
  const price = contract.boosted_prices ?? contract.prices
  const open = isPickable(availability)
  const text = price ? priceText(price, format) : contract.start_price_available ? "SP" : "–"
  const state = availability === "available" ? null : t(`sports.price.${availability}`)
  return (
    <button
      type="button"
      className={`price${picked ? " price--picked" : ""}${open ? "" : " price--off"}${contract.boosted_prices ? " price--boosted" : ""}`}
      data-contract-id={contractId}
      aria-pressed={picked}
      // A picked selection can always be taken off the slip; an unavailable one cannot be added.
      disabled={!open && !picked}
      aria-label={`${label}, ${contract.name}, ${state ?? text}`}
      onClick={() => send({ _tag: "SelectionToggled", contractId })}
    >
      {showName ? <span className="price__name">{contract.name}</span> : null}
      {open ? (
        <span key={changes} className={`price__value${changes > 0 && direction !== "none" ? ` price__value--${direction}` : ""}`}>
          {contract.boosted_prices && contract.prices ? <s className="price__was">{priceText(contract.prices, format)}</s> : null}
          {text}
        </span>
      ) : (
        <span className="price__value price__value--off"><Icon name="lock" size={14} /><span className="price__state">{state}</span></span>
      )}
    </button>
  )
})
