/**
 * The cashier's small dialogs: AddFunds (the stake is over the balance: core's betslip opens it with
 * `stake`, `available`, `shortfall` and `currency`, or the server's `message` after an
 * INSUFFICIENT_FUNDS answer), DepositNowForBonus (a welcome bonus chosen at sign-up waits for its
 * first deposit) and TransactionStatus (a payment's outcome, `props.id`, opened when a payment the
 * bettor waited on ends, or from a line of the transactions page). Each leads into the Cashier's
 * deposit (opened on top, so the betslip and the page stay) or shows the server's status.
 */
import { useEffect } from "react"
import { useIntl } from "react-intl"
import { selectPaymentResult } from "../../../core/cashier/index.js"
import { selectBalance, selectCurrency } from "../../../core/wallet/index.js"
import { useSelector, useSend } from "../../app/runtime.js"
import { Msg } from "../../components/Msg.js"
import { formatMoney } from "../../i18n/format.js"
import { modalTitleId } from "../PlaceholderModal.js"
import { LeaveLink, ModalActions, ModalContent, ModalHeading, ModalText, type ModalBodyProps } from "../ModalParts.js"

function DepositButton({ id }: { readonly id: string }) {
  const send = useSend()
  const open = () => {
    send({ _tag: "ModalClosed", id })
    send({ _tag: "ModalOpened", name: "Cashier", props: { tab: "deposit" } })
  }
  return (
    <button type="button" className="btn btn--primary btn--block" data-autofocus onClick={open}>
      <Msg id="cashier.tab.deposit" />
    </button>
  )
}

const minorOf = (v: unknown): number | null => (typeof v === "number" && Number.isSafeInteger(v) ? v : null)

export function AddFundsModal({ modal }: ModalBodyProps) {
  const intl = useIntl()
  const balance = useSelector(selectBalance) ?? 0
  const ownCurrency = useSelector(selectCurrency)
  const currency = typeof modal.props.currency === "string" ? modal.props.currency : ownCurrency
  const money = (minor: number) => formatMoney(minor, currency, intl.locale)
  const stake = minorOf(modal.props.stake)
  const shortfall = minorOf(modal.props.shortfall)
  const available = minorOf(modal.props.available)
  const serverText = typeof modal.props.message === "string" ? modal.props.message : null
  return (
    <ModalContent>
      <ModalHeading icon="wallet" tone="info" title={modalTitleId(modal.name)} />
      <ModalText>
        {stake !== null && shortfall !== null && available !== null ? (
          <p><Msg id="cashier.addFunds.shortfall" values={{ stake: money(stake), available: money(available), shortfall: money(shortfall) }} /></p>
        ) : (
          <>
            {serverText ? <p>{serverText}</p> : null}
            <p><Msg id="cashier.addFunds.text" values={{ balance: money(balance) }} /></p>
          </>
        )}
      </ModalText>
      <ModalActions><DepositButton id={modal.id} /></ModalActions>
    </ModalContent>
  )
}

export function DepositNowForBonusModal({ modal }: ModalBodyProps) {
  return (
    <ModalContent>
      <ModalHeading icon="gift" tone="success" title={modalTitleId(modal.name)} />
      <ModalText><p><Msg id="cashier.depositForBonus.text" /></p></ModalText>
      <ModalActions><DepositButton id={modal.id} /></ModalActions>
    </ModalContent>
  )
}

export function TransactionStatusModal({ modal }: ModalBodyProps) {
  const send = useSend()
  const intl = useIntl()
  const result = useSelector(selectPaymentResult)
  const id = typeof modal.props.id === "number" ? modal.props.id : Number(modal.props.id)
  useEffect(() => {
    if (Number.isSafeInteger(id) && id > 0) send({ _tag: "PaymentResultOpened", id })
  }, [send, id])
  const payment = result.id === id ? result.payment : null
  return (
    <ModalContent>
      <ModalHeading icon="clock" tone="info" title={modalTitleId(modal.name)} />
      <ModalText>
        {payment ? (
          <p>
            {formatMoney(payment.amount, payment.currency, intl.locale)} · <Msg id={`cashier.status.${payment.status}` as never} />
            {payment.instrument ? ` · ${payment.instrument}` : ""}
          </p>
        ) : <p><Msg id="cashier.result.checking" /></p>}
      </ModalText>
      <ModalActions>
        <LeaveLink id={modal.id} href="/account/transactions" label="cashier.result.transactions" className="btn btn--secondary btn--block" />
      </ModalActions>
    </ModalContent>
  )
}
