/** The stake chips of a casino game (the game's own stakes, one chosen); `name` keeps two pickers on a page apart. */
import { selectCurrency } from "../../../core/wallet/index.js"
import { useSelector } from "../../app/runtime.js"
import { Money } from "../Money.js"
import { Msg } from "../Msg.js"

export function StakePicker({ stakes, stake, onStake, name = "stake" }: {
  readonly stakes: ReadonlyArray<number>
  readonly stake: number
  readonly onStake: (n: number) => void
  readonly name?: string
}) {
  const currency = useSelector(selectCurrency)
  return (
    <fieldset className="stake-picker">
      <legend><Msg id="casino.player.stake" /></legend>
      {stakes.map((s) => (
        <label key={s} className={`chip${s === stake ? " chip--current" : ""}`}>
          <input type="radio" name={name} value={s} checked={s === stake} onChange={() => onStake(s)} className="visually-hidden" />
          <Money minor={s} currency={currency} />
        </label>
      ))}
    </fieldset>
  )
}
