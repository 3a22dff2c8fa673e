/**
 * /account/transactions: every movement of the bettor's money (type filter, date range, running
 * balance, paging) and the CSV download; a payment's line opens its TransactionStatus; /account/payment-methods: saved methods, masked, removable.
 */
import { useEffect, useState, type FormEvent } from "react"
import { useIntl } from "react-intl"
import { Link } from "wouter"
import { selectSavedPaymentMethods, selectTransactions, type TransactionsFilter } from "../../../core/cashier/index.js"
import type { TransactionType } from "../../../core/model/cashier.js"
import { selectToken } from "../../../core/session/index.js"
import { useSelector, useSend } from "../../app/runtime.js"
import { Icon } from "../../components/Icon.js"
import { Msg, useT } from "../../components/Msg.js"
import { Spinner } from "../../components/Spinner.js"
import type { MessageId } from "../../i18n/catalogues.js"
import { formatMoney } from "../../i18n/format.js"
import { AccountSubPage } from "../account/AccountNav.js"
import "./cashier-pages.css"

const TYPES: ReadonlyArray<TransactionType | "all"> = ["all", "deposit", "withdrawal", "bet", "bonus", "casino", "other"]
const KINDS = new Set(["deposit", "withdrawal", "withdrawal_reversal", "bet_stake", "bet_payout", "bet_cashout", "bonus_grant", "bonus_conversion", "bonus_expiry", "casino_round", "opening_balance"])

const csvQuery = (f: TransactionsFilter) =>
  new URLSearchParams(Object.entries({ type: f.type ?? "", from: f.from ?? "", to: f.to ?? "" }).filter(([, v]) => v !== "")).toString()

export function TransactionsPage() {
  const send = useSend()
  const t = useT()
  const intl = useIntl()
  const tx = useSelector(selectTransactions)
  const token = useSelector(selectToken)
  const [type, setType] = useState<TransactionType | "all">(tx.filter.type ?? "all")
  const [from, setFrom] = useState(tx.filter.from ?? "")
  const [to, setTo] = useState(tx.filter.to ?? "")
  useEffect(() => send({ _tag: "TransactionsFiltered", filter: { type: null, from: null, to: null } }), [send])
  const apply = (e: FormEvent) => {
    e.preventDefault()
    send({ _tag: "TransactionsFiltered", filter: { type: type === "all" ? null : type, from: from || null, to: to || null } })
  }
  // The CSV is the server's (every line, not just the pages loaded); it needs the bearer token, so
  // it is fetched and handed to the browser as a file rather than linked.
  const download = async () => {
    const response = await fetch(`/api/v0/users/transactions.csv?${csvQuery(tx.filter)}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
    if (!response.ok) return
    const url = URL.createObjectURL(await response.blob())
    const a = document.createElement("a")
    a.href = url
    a.download = "transactions.csv"
    a.click()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }
  return (
    <AccountSubPage title="cashier.transactions.title">
      <form className="tx-filters card" onSubmit={apply}>
        <label className="tx-filters__field">
          <span className="field__label"><Msg id="cashier.transactions.type" /></span>
          <select className="field__input" value={type} onChange={(e) => setType(e.target.value as TransactionType | "all")}>
            {TYPES.map((v) => <option key={v} value={v}>{t(`cashier.transactions.type.${v}` as MessageId)}</option>)}
          </select>
        </label>
        <label className="tx-filters__field">
          <span className="field__label"><Msg id="cashier.transactions.from" /></span>
          <input className="field__input" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label className="tx-filters__field">
          <span className="field__label"><Msg id="cashier.transactions.to" /></span>
          <input className="field__input" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
        <div className="tx-filters__actions">
          <button type="submit" className="btn btn--primary"><Msg id="cashier.transactions.apply" /></button>
          <button type="button" className="btn btn--secondary" onClick={() => void download()}><Msg id="cashier.transactions.download" /></button>
        </div>
      </form>
      {tx.status === "loading" && tx.lines.length === 0 ? <div className="account-sub__loading"><Spinner /></div> : null}
      {tx.status === "loaded" && tx.lines.length === 0 ? <div className="card account-empty"><Icon name="wallet" size={28} /><p><Msg id="cashier.transactions.empty" /></p></div> : null}
      {tx.lines.length > 0 ? (
        <div className="card tx-table-wrap">
          <table className="tx-table">
            <thead>
              <tr>
                <th scope="col"><Msg id="cashier.transactions.date" /></th>
                <th scope="col"><Msg id="cashier.transactions.detail" /></th>
                <th scope="col" className="tx-num"><Msg id="cashier.transactions.amount" /></th>
                <th scope="col" className="tx-num"><Msg id="cashier.transactions.balance" /></th>
              </tr>
            </thead>
            <tbody>
              {tx.lines.map((l) => (
                <tr key={l.id}>
                  <td className="tx-date">{intl.formatDate(l.at, { dateStyle: "medium" })}<span className="cashier-muted">{intl.formatTime(l.at, { timeStyle: "short" })}</span></td>
                  <td>
                    <strong><Msg id={(KINDS.has(l.kind) ? `cashier.kind.${l.kind}` : "cashier.kind.other") as MessageId} /></strong>
                    <span className="cashier-muted">
                      <Msg id={`cashier.balanceType.${l.balance_type}` as MessageId} />
                      {l.method ? ` · ${l.method}` : ""}
                      {l.status ? <> · <Msg id={`cashier.status.${l.status}` as MessageId} /></> : null}
                    </span>
                    {l.payment_id !== null ? (
                      <button type="button" className="btn btn--link btn--sm tx-details" aria-label={t("cashier.transactions.detailsLabel", { date: intl.formatDate(l.at, { dateStyle: "medium" }) })}
                        onClick={() => send({ _tag: "ModalOpened", name: "TransactionStatus", props: { id: l.payment_id } })}>
                        <Msg id="cashier.transactions.details" />
                      </button>
                    ) : null}
                  </td>
                  <td className={`tx-num ${l.amount < 0 ? "tx-out" : "tx-in"}`}>{l.amount > 0 ? "+" : ""}{formatMoney(l.amount, l.currency, intl.locale)}</td>
                  <td className="tx-num">{formatMoney(l.balance_after, l.currency, intl.locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {tx.nextBefore !== null ? (
            <button type="button" className="btn btn--secondary btn--block" disabled={tx.status === "loading"} onClick={() => send({ _tag: "TransactionsMoreRequested" })}>
              <Msg id="cashier.transactions.more" />
            </button>
          ) : null}
        </div>
      ) : null}
    </AccountSubPage>
  )
}

export function PaymentMethodsPage() {
  const send = useSend()
  const t = useT()
  const intl = useIntl()
  const methods = useSelector(selectSavedPaymentMethods)
  useEffect(() => send({ _tag: "PaymentMethodsOpened" }), [send])
  return (
    <AccountSubPage title="cashier.methods.title">
      {methods.status === "loading" && methods.list.length === 0 ? <div className="account-sub__loading"><Spinner /></div> : null}
      {methods.status === "loaded" && methods.list.length === 0 ? (
        <div className="card account-empty">
          <Icon name="wallet" size={28} />
          <p><Msg id="cashier.methods.empty" /></p>
          <Link href="/?modal=deposit" className="btn btn--primary"><Msg id="cashier.methods.add" /></Link>
        </div>
      ) : null}
      {methods.list.length > 0 ? (
        <ul className="card pm-list">
          {methods.list.map((m) => (
            <li key={m.id} className="pm-item">
              <span className="pm-item__icon" aria-hidden="true"><Icon name="wallet" size={22} /></span>
              <span className="pm-item__text">
                <strong>{m.label}</strong>
                <span className="cashier-muted"><Msg id="cashier.methods.lastUsed" values={{ date: intl.formatDate(m.last_used_at, { dateStyle: "medium" }) }} /></span>
              </span>
              <button type="button" className="btn btn--secondary btn--sm" aria-label={t("cashier.methods.removeLabel", { label: m.label })}
                onClick={() => send({ _tag: "PaymentMethodRemoveRequested", id: m.id })}>
                <Msg id="cashier.methods.remove" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </AccountSubPage>
  )
}
