/**
 * The account's dialogs with real content (spec §2.10): VerificationApproved (opened by the
 * verification_approved notification), MarketingPreferencesReview (non-closable: saving the
 * choices is what closes it, as the server clears marketing_preferences_review_needed), PhoneNumber
 * (the phone check with its code boxes), Acceptance (new terms, stored with their version),
 * EmailVerification, ResendCode, ConfirmMarketingOptOut / ConfirmOptOut, ContinueConfirm, DownloadApp.
 */
import { useCallback } from "react"
import { Link } from "wouter"
import { Msg } from "../../components/Msg.js"
import { MarketingPreferencesForm, PhoneCheck } from "../../pages/account/AccountSubPages.js"
import { selectForm } from "../../../core/app/selectors.js"
import { useSelector, useSend } from "../../app/runtime.js"
import {
  CloseButton, LeaveLink, ModalActions, ModalContent, ModalHeading, ModalText, ModalTitle, useClose, type ModalBodyProps,
} from "../ModalParts.js"

const str = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value : null)

export function VerificationApprovedModal({ modal }: ModalBodyProps) {
  const message = str(modal.props.message)
  return (
    <ModalContent>
      <ModalHeading icon="check" tone="success" title="account.dialog.approved.title" />
      <ModalText>
        <p>{message ?? <Msg id="account.dialog.approved.text" />}</p>
      </ModalText>
      <ModalActions>
        <LeaveLink id={modal.id} href="/account/verification" label="account.dialog.approved.action" />
        <CloseButton id={modal.id} />
      </ModalActions>
    </ModalContent>
  )
}

export function MarketingPreferencesReviewModal({ modal }: ModalBodyProps) {
  const send = useSend()
  const close = useCallback(() => send({ _tag: "ModalClosed", id: modal.id }), [send, modal.id])
  return (
    <ModalContent align="start">
      <ModalTitle><Msg id="account.dialog.review.title" /></ModalTitle>
      <ModalText><p><Msg id="account.dialog.review.text" /></p></ModalText>
      <MarketingPreferencesForm source="review" onSaved={close} />
    </ModalContent>
  )
}

export function PhoneNumberModal({ modal }: ModalBodyProps) {
  return (
    <ModalContent align="start">
      <ModalTitle><Msg id="account.phone.verifyHeading" /></ModalTitle>
      <ModalText><p><Msg id="account.phone.lede" /></p></ModalText>
      <PhoneCheck />
      <ModalActions>
        <CloseButton id={modal.id} label="account.dialog.close" />
      </ModalActions>
    </ModalContent>
  )
}

export function AcceptanceModal({ modal }: ModalBodyProps) {
  const send = useSend()
  const version = str(modal.props.version)
  return (
    <ModalContent>
      <ModalHeading icon="info" tone="info" title="account.dialog.terms.title" />
      <ModalText><p><Msg id="account.dialog.terms.text" values={{ version: version ?? "" }} /></p></ModalText>
      <ModalActions>
        <button type="button" className="btn btn--primary" data-autofocus disabled={!version}
          onClick={() => {
            if (version) send({ _tag: "TermsAccepted", version })
            send({ _tag: "ModalClosed", id: modal.id })
          }}>
          <Msg id="account.dialog.terms.accept" />
        </button>
      </ModalActions>
    </ModalContent>
  )
}

/** EmailVerification: the address is not confirmed yet; resend the link (verify-email/resend). */
export function EmailVerificationModal({ modal }: ModalBodyProps) {
  const send = useSend()
  const resend = useSelector(selectForm("resend"))
  return (
    <ModalContent>
      <ModalHeading icon="info" tone="info" title="account.dialog.email.title" />
      <ModalText><p><Msg id="account.dialog.email.text" /></p></ModalText>
      {resend.status === "succeeded" ? <p role="status" className="modal__status"><Msg id="account.dialog.email.sent" /></p> : null}
      <ModalActions>
        <button type="button" className="btn btn--primary" data-autofocus disabled={resend.status === "submitting"}
          onClick={() => send({ _tag: "ConfirmationEmailRequested" })}>
          <Msg id="account.dialog.email.resend" />
        </button>
        <CloseButton id={modal.id} label="account.dialog.close" />
      </ModalActions>
    </ModalContent>
  )
}

/** ResendCode: the code did not arrive; start the phone check again for a new one. */
export function ResendCodeModal({ modal }: ModalBodyProps) {
  const send = useSend()
  const close = useClose(modal.id)
  return (
    <ModalContent>
      <ModalHeading icon="clock" tone="info" title="account.dialog.resend.title" />
      <ModalText><p><Msg id="account.dialog.resend.text" /></p></ModalText>
      <ModalActions>
        <Link href="/account/settings" className="btn btn--primary" data-autofocus
          onClick={() => { send({ _tag: "PhoneEntryRestarted" }); close() }}>
          <Msg id="account.phone.resend" />
        </Link>
      </ModalActions>
    </ModalContent>
  )
}

const NO_MARKETING = { sports: { sms: false, email: false }, casino: { sms: false, email: false } } as const

/** ConfirmMarketingOptOut / ConfirmOptOut: turning every offer off, confirmed before it is sent. */
export function ConfirmMarketingOptOutModal({ modal }: ModalBodyProps) {
  const send = useSend()
  const close = useClose(modal.id)
  return (
    <ModalContent>
      <ModalHeading icon="alert" tone="warning" title="account.dialog.optOut.title" />
      <ModalText><p><Msg id="account.dialog.optOut.text" /></p></ModalText>
      <ModalActions>
        <button type="button" className="btn btn--primary" data-autofocus
          onClick={() => { send({ _tag: "MarketingPreferencesSubmitted", preferences: NO_MARKETING, source: "opt_out" }); close() }}>
          <Msg id="account.dialog.optOut.confirm" />
        </button>
        <CloseButton id={modal.id} label="account.dialog.optOut.keep" />
      </ModalActions>
    </ModalContent>
  )
}

/** ContinueConfirm: "are you sure?" before an action a dialog prop names; continuing follows its link. */
export function ContinueConfirmModal({ modal }: ModalBodyProps) {
  const message = str(modal.props.message)
  const href = str(modal.props.href)
  const close = useClose(modal.id)
  return (
    <ModalContent>
      <ModalHeading icon="info" tone="info" title="account.dialog.continue.title" />
      <ModalText><p>{message ?? <Msg id="account.dialog.continue.text" />}</p></ModalText>
      <ModalActions>
        {href && href.startsWith("/") && !href.startsWith("//") ? (
          <Link href={href} className="btn btn--primary" data-autofocus onClick={close}><Msg id="account.dialog.continue.go" /></Link>
        ) : (
          <button type="button" className="btn btn--primary" data-autofocus onClick={close}><Msg id="account.dialog.continue.go" /></button>
        )}
        <button type="button" className="btn btn--secondary" onClick={close}><Msg id="account.dialog.continue.cancel" /></button>
      </ModalActions>
    </ModalContent>
  )
}

/** DownloadApp: where the apps are; the operator's store links come with the dialog's props (none: the app is coming, install the web app meanwhile). */
export function DownloadAppModal({ modal }: ModalBodyProps) {
  const ios = str(modal.props.ios_url)
  const android = str(modal.props.android_url)
  return (
    <ModalContent>
      <ModalHeading icon="monitor" tone="info" title="account.dialog.app.title" />
      <ModalText>
        <p><Msg id="account.dialog.app.text" /></p>
        {/* No store links configured: say so, and offer the web app on the home screen meanwhile. */}
        {!ios && !android ? <p><Msg id="account.dialog.app.soon" /></p> : null}
      </ModalText>
      <ModalActions>
        {ios ? <a className="btn btn--primary" href={ios} target="_blank" rel="noopener noreferrer">App Store</a> : null}
        {android ? <a className="btn btn--primary" href={android} target="_blank" rel="noopener noreferrer">Google Play</a> : null}
        <CloseButton id={modal.id} label="account.dialog.close" autofocus />
      </ModalActions>
    </ModalContent>
  )
}
