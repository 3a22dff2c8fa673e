/**
 * "Use my bonus first" (spec §3 use_bonus; issue 13): offered to a logged-in bettor holding bonus
 * money. Core keeps the choice on the slip and sends it with the placement; the server spends the
 * bonus balances before cash and counts the stake towards their wagering.
 */
import { useIntl } from "react-intl"
import { selectBonusBalances, selectCurrency } from "../../../core/wallet/index.js"
import { useSelector, useSend } from "../../app/runtime.js"
import { formatMoney } from "../../i18n/format.js"
import { CheckboxField } from "../Fields.js"
import { Msg } from "../Msg.js"

export function UseBonus({ checked }: { readonly checked: boolean }) {
  const bonuses = useSelector(selectBonusBalances)
  const currency = useSelector(selectCurrency)
  const send = useSend()
  const intl = useIntl()
  if (!bonuses || bonuses.total <= 0) return null
  return (
    <div className="betslip__bonus" data-testid="betslip-use-bonus">
      <CheckboxField checked={checked} onCheckedChange={() => send({ _tag: "UseBonusToggled" })}
        label={<Msg id="betslip.useBonus" values={{ amount: formatMoney(bonuses.total, currency, intl.locale) }} />} />
    </div>
  )
}
