/**
 * The bettor's balance, the one view of it (issue 12): the header's chip and the account page's card
 * are two looks of this component. Cash balance in the account's currency, the bonus balances beside
 * it when there are any (spec §3 Account), and the hide-balance toggle (spec §9 hideBalance), which
 * hides both.
 */
import { useIntl } from "react-intl"
import { selectHideBalance } from "../../core/app/selectors.js"
import { selectBalance, selectBonusBalances, selectCurrency } from "../../core/wallet/index.js"
import { useSelector, useSend } from "../app/runtime.js"
import { Icon } from "./Icon.js"
import { formatMoney } from "../i18n/format.js"
import { Money } from "./Money.js"
import { Msg, useT } from "./Msg.js"

interface Look {
  /** The block's class: the header's `balance-chip` or the account page's `balance-card`. */
  readonly block: "balance-chip" | "balance-card"
  readonly label: "balance.label" | "account.balance"
  readonly testId: string
  readonly iconSize?: number
  readonly className?: string
}

const LOOKS = {
  chip: { block: "balance-chip", label: "balance.label", testId: "header-balance", iconSize: 18 },
  card: { block: "balance-card", label: "account.balance", testId: "balance", className: "on-dark" },
} as const satisfies Record<string, Look>

export function Balance({ look }: { readonly look: keyof typeof LOOKS }) {
  const { block, label, testId, className, iconSize } = LOOKS[look] as Look
  const balance = useSelector(selectBalance)
  const bonuses = useSelector(selectBonusBalances)
  const currency = useSelector(selectCurrency)
  const hidden = useSelector(selectHideBalance)
  const send = useSend()
  const t = useT()
  const intl = useIntl()
  const masked = <span aria-label={t("balance.hidden")} role="img">••••••</span>
  return (
    <div className={className ? `${block} ${className}` : block}>
      <span className={`${block}__text`}>
        <span className={`${block}__label`}><Msg id={label} /></span>
        <span className={`${block}__amount`} data-testid={testId}>
          {hidden ? masked : <Money minor={balance ?? 0} currency={currency} />}
        </span>
        {bonuses && bonuses.total > 0 && !hidden ? (
          <span className={`${block}__bonus`} data-testid={`${testId}-bonus`}>
            <Msg id="balance.bonus" values={{ amount: formatMoney(bonuses.total, currency, intl.locale) }} />
          </span>
        ) : null}
      </span>
      <button type="button" className={`${block}__toggle`} aria-pressed={hidden} aria-label={t("balance.hide")}
        title={t(hidden ? "balance.show" : "balance.hide")} onClick={() => send({ _tag: "HideBalanceToggled" })}>
        <Icon name={hidden ? "eyeOff" : "eye"} {...(iconSize ? { size: iconSize } : {})} />
      </button>
    </div>
  )
}
