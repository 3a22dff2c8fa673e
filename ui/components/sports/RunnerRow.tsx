/** A runner on a race card: number and silk, name, jockey and trainer, form, and its price (or SP). */
import { selectContract } from "../../../core/catalogue/selectors.js"
import { useSelector } from "../../app/runtime.js"
import { Msg, useT } from "../Msg.js"
import { PriceButton } from "./PriceButton.js"
import { Silk } from "./Kit.js"
import { useSportsNames } from "./useNames.js"

export function RunnerRow({ contractId, label }: { readonly contractId: number; readonly label: string }) {
  const entry = useSelector(selectContract(contractId))
  const t = useT()
  const names = useSportsNames()
  if (!entry) return null
  const { contract } = entry
  const runner = contract.runner
  return (
    <li className="runner">
      <span className="runner__silk">
        <Silk colour={runner?.silk_colour ?? null} runner={contract.name} title={t("sportsbook.racing.silk", { colour: names.colour(runner?.silk_colour ?? "") })} />
        <span className="runner__number">{runner?.number ?? ""}</span>
      </span>
      <span className="runner__info">
        <span className="runner__name">{contract.name}{runner?.draw ? <span className="runner__draw"> ({runner.draw})</span> : null}</span>
        {runner ? (
          <span className="runner__meta">
            {runner.jockey ? <span><Msg id="sports.runner.jockey" />: {runner.jockey}</span> : null}
            {runner.trainer ? <span><Msg id="sports.runner.trainer" />: {runner.trainer}</span> : null}
            {runner.form ? <span><Msg id="sports.runner.form" />: {runner.form}</span> : null}
          </span>
        ) : null}
      </span>
      <span className="runner__prices">
        <PriceButton contractId={contractId} label={label} />
        {contract.start_price_available ? <abbr className="runner__sp" title={t("sports.runner.spTitle")}>SP</abbr> : null}
      </span>
    </li>
  )
}
