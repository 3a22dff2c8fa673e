/**
 * The bet type choice (spec §3 Bet type, bet_type_groups) once the slip has 2+ legs: singles, the
 * multiples (doubles, trebles, n-folds), the full-cover bets and the accumulator, as one radio group
 * with the number of bets of each. A full-cover bet explains what it is made of in the bettor's
 * language (Trixie: 3 doubles + 1 treble = 4 bets…); the others show the server's description.
 * An invalid bet type cannot be chosen and says why (its first message, spec §8).
 */
import { useId } from "react"
import type { BetOptionView } from "../../../core/betslip/selectors.js"
import { useSend } from "../../app/runtime.js"
import type { MessageId } from "../../i18n/catalogues.js"
import { Msg } from "../Msg.js"

/** spec §1 full-coverage bets, by their bet type key (server/domain/betting/bet-types.ts). */
const FULL_COVER: Readonly<Record<string, MessageId>> = {
  trixie: "betslip.fullCover.trixie",
  patent: "betslip.fullCover.patent",
  yankee: "betslip.fullCover.yankee",
  lucky15: "betslip.fullCover.lucky15",
  canadian: "betslip.fullCover.canadian",
  lucky31: "betslip.fullCover.lucky31",
  heinz: "betslip.fullCover.heinz",
  lucky63: "betslip.fullCover.lucky63",
  superheinz: "betslip.fullCover.superheinz",
  goliath: "betslip.fullCover.goliath",
}

export function BetTypeChooser({ bets }: { readonly bets: ReadonlyArray<BetOptionView> }) {
  const send = useSend()
  const name = useId()
  return (
    <fieldset className="bet-types">
      <legend className="bet-types__legend"><Msg id="betslip.betType" /></legend>
      <div className="bet-types__list">
        {bets.map((bet) => {
          const explanation = FULL_COVER[bet.type]
          return (
            <label key={bet.type} className={`bet-type${bet.selected ? " bet-type--selected" : ""}${bet.valid ? "" : " bet-type--invalid"}`}>
              <input type="radio" className="bet-type__radio" name={name} value={bet.type} checked={bet.selected} disabled={!bet.valid}
                onChange={() => send({ _tag: "BetTypeChosen", betType: bet.type })} />
              <span className="bet-type__text">
                <span className="bet-type__name">
                  {bet.name}
                  {bet.group === "fullcoverage" ? <span className="bet-type__tag"><Msg id="betslip.fullCover" /></span> : null}
                </span>
                <span className="bet-type__explain">
                  {explanation ? <Msg id={explanation} /> : bet.description}
                </span>
                {!bet.valid && bet.message ? <span className="bet-type__message">{bet.message}</span> : null}
              </span>
              <span className="bet-type__count"><Msg id="betslip.bets" values={{ count: bet.numberOfBets }} /></span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
