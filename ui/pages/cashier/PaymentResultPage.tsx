/**
 * The eight payment result pages (spec §2.4: /payments/{deposit|withdraw}/{success|successful|
 * pending|failed}): where the payment provider sends the browser back. The page asks the server
 * for the payment (`ref`) and says what happened to it, in the bettor's words; a failed card says
 * why (declined, insufficient funds, 3-D Secure not completed) and that no money moved.
 */
import { useEffect } from "react"
import { useIntl } from "react-intl"
import { Link } from "wouter"
import { selectPaymentResult } from "../../../core/cashier/index.js"
import { useSelector, useSend } from "../../app/runtime.js"
import { Icon } from "../../components/Icon.js"
import { Msg } from "../../components/Msg.js"
import { PageHeading } from "../../components/PageHeading.js"
import { Spinner } from "../../components/Spinner.js"
import type { MessageId } from "../../i18n/catalogues.js"
import { formatMoney } from "../../i18n/format.js"
import type { PageProps } from "../../app/pages.js"
import "./cashier-pages.css"

type Direction = "deposit" | "withdraw"
type Outcome = "success" | "successful" | "pending" | "failed"

const REASONS = new Set(["card_declined", "insufficient_funds", "authentication_failed", "cancelled_by_customer", "transfer_not_received"])

export const paymentResultPage = (direction: Direction, outcome: Outcome) =>
  function PaymentResult({ query }: PageProps) {
    const send = useSend()
    const intl = useIntl()
    const result = useSelector(selectPaymentResult)
    const ref = Number(query.ref)
    useEffect(() => {
      if (Number.isSafeInteger(ref) && ref > 0) send({ _tag: "PaymentResultOpened", id: ref })
    }, [send, ref])
    const payment = result.id === ref ? result.payment : null
    const reason = query.reason ?? payment?.failure_reason ?? null
    const tone = outcome === "failed" ? "error" : outcome === "pending" ? "pending" : "success"
    const amount = payment ? formatMoney(payment.amount, payment.currency, intl.locale) : ""
    return (
      <main className="pay-result">
        <div className={`pay-result__card pay-result__card--${tone}`}>
          <span className="pay-result__icon" aria-hidden="true"><Icon name={tone === "error" ? "error" : tone === "pending" ? "clock" : "check"} size={36} /></span>
          <PageHeading className="pay-result__title"><Msg id={`cashier.result.${direction}.${outcome}.title` as MessageId} /></PageHeading>
          {result.status === "loading" && !payment ? (
            <p className="pay-result__text"><Spinner size="sm" /> <Msg id="cashier.result.checking" /></p>
          ) : (
            <p className="pay-result__text"><Msg id={`cashier.result.${direction}.${outcome}.text` as MessageId} values={{ amount }} /></p>
          )}
          {outcome === "failed" && reason ? (
            <p className="pay-result__reason" role="alert"><Msg id={(REASONS.has(reason) ? `cashier.reason.${reason}` : "cashier.reason.other") as MessageId} /></p>
          ) : null}
          {payment ? (
            <p className="pay-result__status"><Msg id="cashier.result.status" values={{ status: intl.formatMessage({ id: `cashier.status.${payment.status}` }) }} />{payment.instrument ? ` · ${payment.instrument}` : ""}</p>
          ) : null}
          <div className="pay-result__actions">
            {outcome === "failed" ? (
              <Link href={`/?modal=${direction}`} className="btn btn--primary"><Msg id="cashier.result.tryAgain" /></Link>
            ) : (
              <Link href="/" className="btn btn--primary"><Msg id="cashier.result.home" /></Link>
            )}
            <Link href="/account/transactions" className="btn btn--secondary"><Msg id="cashier.result.transactions" /></Link>
          </div>
        </div>
      </main>
    )
  }

export const DepositSuccessPage = paymentResultPage("deposit", "success")
export const DepositSuccessfulPage = paymentResultPage("deposit", "successful")
export const DepositPendingPage = paymentResultPage("deposit", "pending")
export const DepositFailedPage = paymentResultPage("deposit", "failed")
export const WithdrawSuccessPage = paymentResultPage("withdraw", "success")
export const WithdrawSuccessfulPage = paymentResultPage("withdraw", "successful")
export const WithdrawPendingPage = paymentResultPage("withdraw", "pending")
export const WithdrawFailedPage = paymentResultPage("withdraw", "failed")
