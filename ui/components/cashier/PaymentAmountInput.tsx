/**
 * The payment-amount input of spec §2.10: a labelled amount field, quick-amount buttons, and a
 * Max button on withdraw. It sends what the bettor did; core keeps the text and says what is wrong.
 */
import { useId } from "react"
import { useIntl } from "react-intl"
import type { AmountProblem } from "../../../core/cashier/index.js"
import { formatMoney } from "../../i18n/format.js"
import { Msg, useT } from "../Msg.js"

export interface PaymentAmountInputProps {
  readonly value: string
  readonly currency: string
  readonly quickAmounts: ReadonlyArray<number>
  readonly min: number
  readonly max: number
  /** Shown on withdraw: fills in the most that can be withdrawn. */
  readonly maxButton: boolean
  readonly problem: AmountProblem | null
  readonly hint: "deposit" | "withdraw"
  readonly onText: (text: string) => void
  readonly onQuick: (amount: number) => void
  readonly onMax: () => void
}

export function PaymentAmountInput(p: PaymentAmountInputProps) {
  const id = useId()
  const intl = useIntl()
  const t = useT()
  const money = (minor: number) => formatMoney(minor, p.currency, intl.locale)
  const error =
    p.problem?.kind === "invalid" ? t("cashier.amount.invalid")
      : p.problem?.kind === "below_min" ? t("cashier.amount.belowMin", { min: money(p.problem.min) })
      : p.problem?.kind === "above_max" ? t("cashier.amount.aboveMax", { max: money(p.problem.max) })
      : null
  const hint = p.hint === "deposit" ? t("cashier.amount.hint.deposit", { min: money(p.min), max: money(p.max) }) : t("cashier.amount.hint.withdraw", { max: money(p.max) })
  const symbol = money(0).replace(/[\d\s.,\u00a0]/g, "")
  return (
    <div className={`field pay-amount${error ? " field--invalid" : ""}`}>
      <label className="field__label" htmlFor={id}><Msg id="cashier.amount.label" /></label>
      <p id={`${id}-hint`} className="field__hint">{hint}</p>
      <div className="field__box pay-amount__box">
        <span className="pay-amount__symbol" aria-hidden="true">{symbol}</span>
        <input
          id={id}
          className="field__input pay-amount__input"
          inputMode="decimal"
          autoComplete="off"
          value={p.value}
          onChange={(e) => p.onText(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ")}
        />
        {p.maxButton ? (
          <button type="button" className="pay-amount__max" aria-label={t("cashier.amount.maxLabel", { amount: money(p.max) })} onClick={p.onMax}>
            <Msg id="cashier.amount.max" />
          </button>
        ) : null}
      </div>
      {error ? <p id={`${id}-error`} className="field__error">{error}</p> : null}
      <div className="pay-amount__quick" role="group" aria-label={t("cashier.amount.quick")}>
        {p.quickAmounts.map((amount) => (
          <button key={amount} type="button" className="chip" onClick={() => p.onQuick(amount)}>
            {formatMoney(amount, p.currency, intl.locale).replace(/[.,]00(?=\D*$)/, "")}
          </button>
        ))}
      </div>
    </div>
  )
}
