/**
 * The dialogs core opens about the account (spec §4 "Restrictions", "Notifications from the
 * server", §8 error catalogue) and the region (§2.9 geolocation restriction): short texts from their
 * props, and the way to act on them. Which one opens, and when, is core's.
 */
import { Link } from "wouter"
import { selectBrandName, selectCurrency, selectSiteConfig } from "../../core/app/selectors.js"
import { urlFor } from "../../core/routing/resolve.js"
import { Money } from "../components/Money.js"
import { Msg, useT } from "../components/Msg.js"
import type { MessageId } from "../i18n/catalogues.js"
import { useSelector, useSend } from "../app/runtime.js"
import { ModalActions, ModalContent, ModalIcon, ModalText, ModalTitle, type ModalBodyProps } from "./ModalParts.js"

const str = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value : null)
const num = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null)
const record = (value: unknown): Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {}

function OkayButton({ id, autofocus = false }: { readonly id: string; readonly autofocus?: boolean }) {
  const send = useSend()
  return (
    <button type="button" className="btn btn--secondary" data-autofocus={autofocus || undefined}
      onClick={() => send({ _tag: "ModalClosed", id })}>
      <Msg id="action.okay" />
    </button>
  )
}

/** A link that acts on the dialog: the dialog closes as the person follows it. */
function ActionLink({ id, href, label }: { readonly id: string; readonly href: string; readonly label: MessageId }) {
  const send = useSend()
  return (
    <Link href={href} className="btn btn--primary" data-autofocus onClick={() => send({ _tag: "ModalClosed", id })}>
      <Msg id={label} />
    </Link>
  )
}

const PRODUCT_NAMES: Readonly<Record<string, MessageId>> = {
  sports: "product.sports",
  casino: "product.casino",
  virtuals: "product.virtuals",
}

/** spec §2.9: the visitor's region does not allow the product of this page. Not closable: it offers the way home. */
export function GeolocationRestrictionModal({ modal }: ModalBodyProps) {
  const brand = useSelector(selectBrandName)
  const product = PRODUCT_NAMES[str(modal.props.product) ?? ""] ?? "product.generic"
  const send = useSend()
  const t = useT()
  return (
    <ModalContent>
      <ModalIcon name="globe" tone="warning" />
      <ModalTitle><Msg id="geolocation.title" /></ModalTitle>
      <ModalText>
        <p><Msg id="geolocation.text" values={{ product: t(product), brand }} /></p>
      </ModalText>
      <ModalActions>
        <Link href="/" className="btn btn--primary" data-autofocus onClick={() => send({ _tag: "ModalClosed", id: modal.id })}>
          <Msg id="geolocation.home" />
        </Link>
      </ModalActions>
    </ModalContent>
  )
}

const RESTRICTION_TEXTS: Readonly<Record<string, MessageId>> = {
  bet: "restriction.bet",
  deposit: "restriction.deposit",
  withdraw: "restriction.withdraw",
  email: "restriction.email",
  initial_kyc_pending: "restriction.initial_kyc_pending",
  manual_kyc_required: "restriction.manual_kyc_required",
}

/** spec §4: a restriction on the account that no verification step resolves. */
export function RestrictionModal({ modal }: ModalBodyProps) {
  const key = str(record(modal.props.restriction).key) ?? ""
  const contact = useSelector(selectSiteConfig)?.help_links.contact ?? null
  return (
    <ModalContent>
      <ModalIcon name="lock" tone="warning" />
      <ModalTitle><Msg id="modal.Restriction.title" /></ModalTitle>
      <ModalText>
        <p><Msg id={RESTRICTION_TEXTS[key] ?? "restriction.other"} /></p>
        <p><Msg id="restriction.support" /></p>
      </ModalText>
      <ModalActions>
        {contact ? (
          <a href={contact} target="_blank" rel="noopener noreferrer" className="btn btn--primary" data-autofocus>
            <Msg id="footer.contact" />
          </a>
        ) : null}
        <OkayButton id={modal.id} autofocus={!contact} />
      </ModalActions>
    </ModalContent>
  )
}

/** spec §4: a partial user, or one asked to verify or to upload documents. */
export function VerificationModal({ modal }: ModalBodyProps) {
  const upload = modal.props.type === "upload_documents"
  const href = urlFor(upload ? "account.verification.upload" : "account.verification") ?? "/account/verification"
  return (
    <ModalContent>
      <ModalIcon name="shield" tone="info" />
      <ModalTitle><Msg id="modal.Verification.title" /></ModalTitle>
      <ModalText><p><Msg id={upload ? "verification.upload.text" : "verification.text"} /></p></ModalText>
      <ModalActions>
        <ActionLink id={modal.id} href={href} label={upload ? "verification.upload.action" : "verification.action"} />
        <VerificationLater id={modal.id} />
      </ModalActions>
    </ModalContent>
  )
}

function VerificationLater({ id }: { readonly id: string }) {
  const send = useSend()
  return (
    <button type="button" className="btn btn--secondary" onClick={() => send({ _tag: "ModalClosed", id })}>
      <Msg id="verification.later" />
    </button>
  )
}

/** spec §4: `{product}VerificationPending`, a withdrawal waiting for the documents' review. */
export function VerificationPendingModal({ modal }: ModalBodyProps) {
  const product = PRODUCT_NAMES[str(modal.props.product) ?? ""] ?? "product.generic"
  const t = useT()
  return (
    <ModalContent>
      <ModalIcon name="clock" tone="info" />
      <ModalTitle><Msg id="modal.productVerificationPending.title" /></ModalTitle>
      <ModalText>
        <p><Msg id="verificationPending.text" values={{ product: t(product) }} /></p>
      </ModalText>
      <ModalActions><OkayButton id={modal.id} autofocus /></ModalActions>
    </ModalContent>
  )
}

/** spec §4 `limits` notifications and §8 PAYMENT_DEPOSIT_LIMIT_REACHED / LOSSLIMITNOTSATISFIED. */
export function LimitReachedModal({ modal }: ModalBodyProps) {
  const currency = useSelector(selectCurrency)
  const limit = record(modal.props.limit)
  const loss = str(limit.type)?.toUpperCase() === "LOSS"
  const maximum = num(limit.maximum_amount)
  const remaining = num(limit.remaining_amount)
  const days = num(limit.window_days)
  const manage = urlFor(loss ? "account.safer-gambling.loss-limits" : "account.safer-gambling.deposit-limits") ?? "/account/safer-gambling"
  // The server's `limits` notice of a raise or removal whose 24 hours have passed (RTS 12).
  const confirmable = modal.props.actionType === "CONFIRMABLE"
  return (
    <ModalContent>
      <ModalIcon name="shield" tone={confirmable ? "info" : "warning"} />
      <ModalTitle><Msg id={confirmable ? "safer.confirmable.title" : loss ? "limit.loss.title" : "limit.deposit.title"} /></ModalTitle>
      <ModalText>
        <p><Msg id={confirmable ? "safer.confirmable.text" : loss ? "limit.loss.text" : "limit.deposit.text"} /></p>
      </ModalText>
      {maximum !== null || days !== null ? (
        <dl className="modal__facts">
          {maximum !== null ? (
            <div><dt><Msg id="limit.amount" /></dt><dd><Money minor={maximum} currency={currency} /></dd></div>
          ) : null}
          {remaining !== null ? (
            <div><dt><Msg id="limit.remaining" /></dt><dd><Money minor={remaining} currency={currency} /></dd></div>
          ) : null}
          {days !== null ? (
            <div><dt><Msg id="limit.period" /></dt><dd><Msg id="limit.days" values={{ days }} /></dd></div>
          ) : null}
        </dl>
      ) : null}
      <ModalActions>
        <ActionLink id={modal.id} href={manage} label="limit.manage" />
        <OkayButton id={modal.id} />
      </ModalActions>
    </ModalContent>
  )
}

/** spec §8 DEPOSIT_RESTRICTION_LIMIT_EXCEEDED: the server's message, or ours. */
export function DepositLimitReachedModal({ modal }: ModalBodyProps) {
  const message = str(modal.props.message)
  const manage = urlFor("account.safer-gambling.deposit-limits") ?? "/account/safer-gambling"
  return (
    <ModalContent>
      <ModalIcon name="shield" tone="warning" />
      <ModalTitle><Msg id="modal.DepositLimitReached.title" /></ModalTitle>
      <ModalText><p>{message ?? <Msg id="depositLimitReached.text" />}</p></ModalText>
      <ModalActions>
        <ActionLink id={modal.id} href={manage} label="limit.manage" />
        <OkayButton id={modal.id} />
      </ModalActions>
    </ModalContent>
  )
}
