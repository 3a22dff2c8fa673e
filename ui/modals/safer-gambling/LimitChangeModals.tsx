/**
 * DepositLimit and LossLimit (spec §4: opened when the user's deposit_limit / loss_limit becomes
 * set): the bettor's raise or removal of a limit is waiting (RTS 12). Before its time the dialog
 * says when it can be confirmed; from then on it offers Confirm (the server applies it) or Keep
 * current limit (the server drops it). The props are the server's wire JSON (decimal amounts,
 * ISO instants).
 */
import { useIntl } from "react-intl"
import { selectCurrency } from "../../../core/app/selectors.js"
import { Msg } from "../../components/Msg.js"
import { formatMoney } from "../../i18n/format.js"
import { useSelector, useSend } from "../../app/runtime.js"
import { ModalActions, ModalContent, ModalHeading, ModalText, useClose, type ModalBodyProps } from "../ModalParts.js"

const record = (value: unknown): Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
const num = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null)
const instant = (value: unknown): number | null => (typeof value === "string" && Number.isFinite(Date.parse(value)) ? Date.parse(value) : null)

function LimitChangeModal({ modal, kind }: ModalBodyProps & { readonly kind: "deposit" | "loss" }) {
  const send = useSend()
  const intl = useIntl()
  const currency = useSelector(selectCurrency)
  const limit = record(modal.props.limit)
  const pending = record(limit.pending)
  const id = num(limit.id)
  const current = num(limit.maximum_amount)
  const next = num(pending.maximum_amount)
  const effectiveAt = instant(pending.effective_at)
  const due = effectiveAt !== null && effectiveAt <= Date.now()
  const money = (decimal: number) => formatMoney(Math.round(decimal * 100), currency, intl.locale)
  const close = useClose(modal.id)
  return (
    <ModalContent>
      <ModalHeading icon="shield" tone="info" title={kind === "deposit" ? "safer.modal.depositTitle" : "safer.modal.lossTitle"} />
      <ModalText>
        {current !== null ? <p><Msg id="safer.modal.current" values={{ amount: money(current) }} /></p> : null}
        {effectiveAt !== null ? (
          <p>
            {next === null ? <Msg id="safer.limit.pendingRemoval" values={{ at: effectiveAt }} /> : <Msg id="safer.limit.pending" values={{ at: effectiveAt, amount: money(next) }} />}
          </p>
        ) : null}
        <p><Msg id={due ? "safer.modal.due" : "safer.modal.wait"} /></p>
      </ModalText>
      <ModalActions>
        {due && id !== null ? (
          <button type="button" className="btn btn--primary btn--block" data-autofocus
            onClick={() => { send({ _tag: "LimitChangeConfirmed", kind, id }); close() }}><Msg id="safer.limit.confirm" /></button>
        ) : null}
        {id !== null ? (
          <button type="button" className="btn btn--secondary btn--block"
            onClick={() => { send({ _tag: "LimitChangeCancelled", kind, id }); close() }}><Msg id="safer.limit.cancel" /></button>
        ) : null}
        {!due ? <button type="button" className="btn btn--link btn--block" onClick={close}><Msg id="safer.modal.later" /></button> : null}
      </ModalActions>
    </ModalContent>
  )
}

export const DepositLimitModal = ({ modal }: ModalBodyProps) => <LimitChangeModal modal={modal} kind="deposit" />
export const LossLimitModal = ({ modal }: ModalBodyProps) => <LimitChangeModal modal={modal} kind="loss" />
