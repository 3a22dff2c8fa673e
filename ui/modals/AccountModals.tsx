/**
 * The dialogs core opens about the account (spec §4 "Restrictions", "Notifications from the
 * server", §8 error catalogue) and the region (§2.9 geolocation restriction): short texts from their
 * props, and the way to act on them. Which one opens, and when, is core's.
 */
import { selectBrandName, selectCurrency, selectSiteConfig } from "../../core/app/selectors.js"
import { urlFor } from "../../core/routing/resolve.js"
import { Money } from "../components/Money.js"
import { Msg, useT } from "../components/Msg.js"
import type { MessageId } from "../i18n/catalogues.js"
import { useSelector } from "../app/runtime.js"
import { CloseButton, LeaveLink, ModalActions, ModalContent, ModalHeading, ModalText, type ModalBodyProps } from "./ModalParts.js"

const str = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value : null)
const num = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null)
const record = (value: unknown): Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {}

const PRODUCT_NAMES: Readonly<Record<string, MessageId>> = {
  sports: "product.sports",
  casino: "product.casino",
  virtuals: "product.virtuals",
}

/** The product a dialog's props name, in the active language (the generic word when none is named). */
function useProductName(modal: ModalBodyProps["modal"]): string {
  const t = useT()
  return t(PRODUCT_NAMES[str(modal.props.product) ?? ""] ?? "product.generic")
}

/** spec §2.9: the visitor's region does not allow the product of this page. Not closable: it offers the way home. */
export function GeolocationRestrictionModal({ modal }: ModalBodyProps) {
  const brand = useSelector(selectBrandName)
  const product = useProductName(modal)
  return (
    <ModalContent>
      <ModalHeading icon="globe" tone="warning" title="geolocation.title" />
      <ModalText>
        <p><Msg id="geolocation.text" values={{ product, brand }} /></p>
      </ModalText>
      <ModalActions>
        <LeaveLink id={modal.id} href="/" label="geolocation.home" />
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
      <ModalHeading icon="lock" tone="warning" title="modal.Restriction.title" />
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
        <CloseButton id={modal.id} autofocus={!contact} />
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
      <ModalHeading icon="shield" tone="info" title="modal.Verification.title" />
      <ModalText><p><Msg id={upload ? "verification.upload.text" : "verification.text"} /></p></ModalText>
      <ModalActions>
        <LeaveLink id={modal.id} href={href} label={upload ? "verification.upload.action" : "verification.action"} />
        <CloseButton id={modal.id} label="verification.later" />
      </ModalActions>
    </ModalContent>
  )
}

/** spec §4: `{product}VerificationPending`, a withdrawal waiting for the documents' review. */
export function VerificationPendingModal({ modal }: ModalBodyProps) {
  const product = useProductName(modal)
  return (
    <ModalContent>
      <ModalHeading icon="clock" tone="info" title="modal.productVerificationPending.title" />
      <ModalText>
        <p><Msg id="verificationPending.text" values={{ product }} /></p>
      </ModalText>
      <ModalActions><CloseButton id={modal.id} autofocus /></ModalActions>
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
      <ModalHeading icon="shield" tone={confirmable ? "info" : "warning"} title={confirmable ? "safer.confirmable.title" : loss ? "limit.loss.title" : "limit.deposit.title"} />
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
        <LeaveLink id={modal.id} href={manage} label="limit.manage" />
        <CloseButton id={modal.id} />
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
      <ModalHeading icon="shield" tone="warning" title="modal.DepositLimitReached.title" />
      <ModalText><p>{message ?? <Msg id="depositLimitReached.text" />}</p></ModalText>
      <ModalActions>
        <LeaveLink id={modal.id} href={manage} label="limit.manage" />
        <CloseButton id={modal.id} />
      </ModalActions>
    </ModalContent>
  )
}
