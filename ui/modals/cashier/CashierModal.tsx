/**
 * The Cashier dialog (spec §2.10 modal=deposit | modal=withdraw): tabs, the method picker, the
 * payment-amount input with quick amounts (and Max on withdraw), the welcome-bonus switch, the
 * pending withdrawals with Cancel, and the hand-over to the payment provider's secure checkout.
 * Every rule (limits, the one-method rule, verification, bonus terms) is the server's; this view
 * shows what core says.
 */
import { useEffect, type FormEvent } from "react"
import { useIntl } from "react-intl"
import { selectCashier, selectCashierAmount, selectCashierAmountProblem, selectDetailsCheckBeforeFirstDeposit, type CashierTab } from "../../../core/cashier/index.js"
import { selectBalance, selectBonusBalances, selectCurrency } from "../../../core/wallet/index.js"
import { useSelector, useSend } from "../../app/runtime.js"
import { Msg, TextView, useT } from "../../components/Msg.js"
import { Spinner } from "../../components/Spinner.js"
import { PaymentAmountInput } from "../../components/cashier/PaymentAmountInput.js"
import { PromoCodeInput } from "../../components/cashier/PromoCodeInput.js"
import type { MessageId } from "../../i18n/catalogues.js"
import { formatMoney } from "../../i18n/format.js"
import { ModalContent, ModalTitle, type ModalBodyProps } from "../ModalParts.js"
import "./cashier.css"

/** Brand names of payment methods stay as they are in every language; the others are worded. */
const METHOD_NAMES: Readonly<Record<string, string>> = { paypal: "PayPal", pix: "PIX", spei: "SPEI", oxxo: "OXXO", bizum: "Bizum" }
const methodLabel = (method: string): MessageId => `cashier.method.${method}` as MessageId

function MethodName({ method }: { readonly method: string }) {
  const name = METHOD_NAMES[method]
  return name ? <>{name}</> : <Msg id={methodLabel(method)} />
}

export function CashierModal({ modal }: ModalBodyProps) {
  const send = useSend()
  const t = useT()
  const intl = useIntl()
  const s = useSelector(selectCashier)
  const amount = useSelector(selectCashierAmount)
  const problem = useSelector(selectCashierAmountProblem)
  const detailsCheck = useSelector(selectDetailsCheckBeforeFirstDeposit)
  const balance = useSelector(selectBalance) ?? 0
  const bonuses = useSelector(selectBonusBalances)
  const currency = useSelector(selectCurrency)
  const startTab: CashierTab = modal.props.tab === "withdraw" ? "withdraw" : "deposit"

  useEffect(() => {
    send({ _tag: "CashierOpened", tab: startTab })
    return () => send({ _tag: "CashierClosed" })
  }, [send, startTab])

  const money = (minor: number) => formatMoney(minor, currency, intl.locale)
  const info = s.info
  const tab = s.tab
  const methods = info ? (tab === "deposit" ? info.deposit_methods : info.withdrawal_methods) : []
  const submit = (e: FormEvent) => {
    e.preventDefault()
    send({ _tag: "CashierSubmitted" })
  }

  return (
    <ModalContent align="start">
      <div className="cashier">
        <ModalTitle><Msg id="cashier.title" /></ModalTitle>
        <dl className="cashier__balances">
          <div><dt><Msg id="cashier.balance.cash" /></dt><dd>{money(balance)}</dd></div>
          <div><dt><Msg id="cashier.balance.bonus" /></dt><dd>{money(bonuses?.total ?? 0)}</dd></div>
        </dl>
        <div className="cashier__tabs" role="tablist" aria-label={t("cashier.tabs.label")}>
          {(["deposit", "withdraw"] as const).map((name) => (
            <button key={name} type="button" role="tab" id={`cashier-tab-${name}`} aria-selected={tab === name} aria-controls="cashier-panel"
              className={`cashier__tab${tab === name ? " cashier__tab--on" : ""}`} onClick={() => send({ _tag: "CashierTabChosen", tab: name })}>
              <Msg id={`cashier.tab.${name}`} />
            </button>
          ))}
        </div>
        <div id="cashier-panel" role="tabpanel" aria-labelledby={`cashier-tab-${tab}`} className="cashier__panel">
          {s.flow.phase === "loading" || (!info && s.flow.phase !== "failed") ? (
            <div className="cashier__loading"><Spinner size="md" /><span><Msg id="cashier.loading" /></span></div>
          ) : s.flow.phase === "checkout" ? (
            <div className="cashier__done" aria-live="polite">
              <h3><Msg id="cashier.checkout.title" /></h3>
              <p><Msg id="cashier.checkout.text" values={{ amount: money(s.flow.payment.amount) }} /></p>
              {s.flow.url ? <a className="btn btn--primary btn--block" href={s.flow.url} data-autofocus><Msg id="cashier.checkout.continue" /></a> : null}
            </div>
          ) : s.flow.phase === "withdrawn" ? (
            <div className="cashier__done" aria-live="polite">
              <h3><Msg id="cashier.withdrawn.title" /></h3>
              <p><Msg id="cashier.withdrawn.text" values={{ amount: money(s.flow.payment.amount) }} /></p>
              <button type="button" className="btn btn--secondary btn--block" onClick={() => send({ _tag: "CashierTabChosen", tab: "withdraw" })}>
                <Msg id="cashier.withdrawn.another" />
              </button>
            </div>
          ) : info ? (
            <form className="cashier__form" onSubmit={submit} noValidate>
              <fieldset className="cashier__methods">
                <legend className="field__label"><Msg id="cashier.method.legend" /></legend>
                {methods.map((method) => {
                  const locked = tab === "withdraw" && info.last_deposit_method !== null && method !== info.last_deposit_method
                  return (
                    <label key={method} className={`cashier__method${s.method === method ? " cashier__method--on" : ""}${locked ? " cashier__method--locked" : ""}`}>
                      <input type="radio" name="cashier-method" value={method} checked={s.method === method} disabled={locked}
                        onChange={() => send({ _tag: "CashierMethodChosen", method })} />
                      <span><MethodName method={method} /></span>
                    </label>
                  )
                })}
              </fieldset>
              {tab === "withdraw" ? (
                <p className="cashier__note">
                  <Msg id={info.last_deposit_method ? "cashier.withdraw.oneMethod" : "cashier.withdraw.noDeposit"} /> <Msg id="cashier.withdraw.cashOnly" />
                </p>
              ) : null}
              <PaymentAmountInput
                value={s.amountText}
                currency={info.currency}
                quickAmounts={info.quick_amounts}
                min={tab === "deposit" ? info.min_deposit : info.min_withdrawal}
                max={tab === "deposit" ? info.max_deposit : info.withdrawable}
                maxButton={tab === "withdraw"}
                problem={problem && problem.kind !== "empty" ? problem : null}
                hint={tab}
                onText={(text) => send({ _tag: "CashierAmountEntered", text })}
                onQuick={(a) => send({ _tag: "CashierQuickAmountChosen", amount: a })}
                onMax={() => send({ _tag: "CashierMaxChosen" })}
              />
              {tab === "deposit" && detailsCheck ? (
                <p className="cashier__note">
                  <Msg id="cashier.details.firstDeposit" />{" "}
                  <button type="button" className="btn btn--link" onClick={() => send({ _tag: "ModalOpened", name: "PersonalDetailsFlow" })}>
                    <Msg id="cashier.details.check" />
                  </button>
                </p>
              ) : null}
              {tab === "deposit" && !info.bonus_used ? (
                <div className="cashier__welcome">
                  <PromoCodeInput />
                  {/* BonusSelector lists the welcome offers; choosing another than the one chosen asks first (BonusSwitch). */}
                  <button type="button" className="btn btn--secondary btn--sm" onClick={() => send({ _tag: "ModalOpened", name: "BonusSelector" })}>
                    <Msg id="cashier.bonus.open" />
                  </button>
                </div>
              ) : null}
              {tab === "deposit" && info.chosen_bonus && !info.bonus_used ? (
                <label className="cashier__bonus">
                  <input type="checkbox" role="switch" checked={s.bonusCode !== null}
                    onChange={(e) => send({ _tag: "CashierBonusToggled", code: e.target.checked ? info.chosen_bonus : null })} />
                  <span><Msg id="cashier.bonus.switch" values={{ code: info.chosen_bonus }} /></span>
                </label>
              ) : null}
              {s.flow.phase === "failed" ? <p className="form-message form-message--error" role="alert"><TextView text={s.flow.error} /></p> : null}
              <button type="submit" className="btn btn--primary btn--block" disabled={problem !== null || s.flow.phase === "submitting"}>
                {s.flow.phase === "submitting" ? <Spinner size="sm" /> : null}
                {amount !== null && problem === null
                  ? <Msg id={tab === "deposit" ? "cashier.deposit.submit" : "cashier.withdraw.submit"} values={{ amount: money(amount) }} />
                  : <Msg id={tab === "deposit" ? "cashier.deposit.submitEmpty" : "cashier.withdraw.submitEmpty"} />}
              </button>
            </form>
          ) : s.flow.phase === "failed" ? (
            <div className="cashier__done">
              <p className="form-message form-message--error" role="alert"><TextView text={s.flow.error} /></p>
              <button type="button" className="btn btn--secondary" onClick={() => send({ _tag: "CashierOpened", tab })}><Msg id="cashier.retry" /></button>
            </div>
          ) : null}
          {info && info.bonus_grants.some((g) => g.status === "active") ? (
            <ul className="cashier__grants">
              {info.bonus_grants.filter((g) => g.status === "active").map((g) => (
                <li key={g.id}><Msg id="cashier.bonus.active" values={{ amount: money(g.remaining), wagered: money(g.wagered), required: money(g.wagering_required) }} /></li>
              ))}
            </ul>
          ) : null}
          {info && info.pending_withdrawals.length > 0 ? (
            <section className="cashier__pending" aria-labelledby="cashier-pending-title">
              <h3 id="cashier-pending-title"><Msg id="cashier.pending.title" /></h3>
              <ul>
                {info.pending_withdrawals.map((p) => (
                  <li key={p.id} className="cashier__pending-item">
                    <span>
                      <strong>{money(p.amount)}</strong>
                      <span className="cashier__muted">{p.instrument ?? METHOD_NAMES[p.method] ?? t(methodLabel(p.method))} · <Msg id="cashier.pending.requested" values={{ date: intl.formatDate(p.created_at, { dateStyle: "medium" }) }} /></span>
                    </span>
                    <button type="button" className="btn btn--secondary btn--sm" disabled={s.cancelling.includes(p.id)}
                      aria-label={t("cashier.pending.cancelLabel", { amount: money(p.amount) })}
                      onClick={() => send({ _tag: "WithdrawalCancelRequested", id: p.id })}>
                      <Msg id="cashier.pending.cancel" />
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>
    </ModalContent>
  )
}
