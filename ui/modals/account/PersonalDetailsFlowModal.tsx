/**
 * PersonalDetailsFlow (spec §2.10): before a first deposit, the personal details the account still
 * lacks. It lists what the settings page shows (name, date of birth, phone) with what is missing,
 * offers the phone check in place when the phone is the missing piece (the PhoneNumber dialog's
 * form), and leads to the settings page or, once nothing is missing, to the cashier.
 *
 * The phone on file is the settings page's load (AccountPageOpened "settings"); the User itself
 * does not carry it.
 */
import { useEffect, type ReactNode } from "react"
import { Link } from "wouter"
import { selectLocation, selectUser } from "../../../core/app/selectors.js"
import { selectPhone, selectPhoneOnFile } from "../../../core/account/index.js"
import { useSelector, useSend } from "../../app/runtime.js"
import { Msg } from "../../components/Msg.js"
import { PhoneCheck } from "../../pages/account/AccountSubPages.js"
import { ModalActions, ModalContent, ModalHeading, ModalText, ModalTitle, useClose, type ModalBodyProps } from "../ModalParts.js"
import { modalTitleId } from "../PlaceholderModal.js"
import "./account-dialogs.css"

const filled = (value: string | null | undefined): boolean => typeof value === "string" && value.trim() !== ""

function DetailRow({ label, missing, children }: { readonly label: ReactNode; readonly missing: boolean; readonly children: ReactNode }) {
  return (
    <div className={`account-dialog__detail${missing ? " account-dialog__detail--missing" : ""}`}>
      <dt>{label}</dt>
      <dd>
        {children}
        {missing ? <span className="account-dialog__badge account-dialog__badge--missing"><Msg id="account.dialog.details.missing" /></span> : null}
      </dd>
    </div>
  )
}

export function PersonalDetailsFlowModal({ modal }: ModalBodyProps) {
  const send = useSend()
  const user = useSelector(selectUser)
  const onFile = useSelector(selectPhoneOnFile)
  const phoneCheck = useSelector(selectPhone)
  const { path } = useSelector(selectLocation)
  useEffect(() => send({ _tag: "AccountPageOpened", page: "settings" }), [send])
  const close = useClose(modal.id)

  if (!user) {
    return (
      <ModalContent>
        <ModalTitle><Msg id={modalTitleId(modal.name)} /></ModalTitle>
        <ModalText><p><Msg id="account.dialog.details.text" /></p></ModalText>
      </ModalContent>
    )
  }

  const phone = onFile.value?.phone_number ?? null
  const phoneVerified = phoneCheck.phase === "verified" || (phone !== null && onFile.value?.verified === true)
  const phoneKnown = phoneCheck.phase === "verified" || onFile.status === "loaded"
  const nameMissing = !filled(user.firstname) || !filled(user.lastname)
  const dobMissing = !filled(user.dob)
  const phoneMissing = phoneKnown && !phoneVerified
  const complete = phoneKnown && !nameMissing && !dobMissing && !phoneMissing

  return (
    <ModalContent align="start">
      <ModalHeading icon="user" tone={complete ? "success" : "info"} title={modalTitleId(modal.name)} />
      <ModalText>
        <p><Msg id={complete ? "account.dialog.details.complete" : "account.dialog.details.text"} /></p>
      </ModalText>
      <dl className="account-dialog__details">
        <DetailRow label={<Msg id="account.name" />} missing={nameMissing}>{`${user.firstname} ${user.lastname}`.trim()}</DetailRow>
        <DetailRow label={<Msg id="account.dob" />} missing={dobMissing}>{user.dob}</DetailRow>
        <DetailRow label={<Msg id="account.phone.heading" />} missing={phoneMissing}>
          {!phoneKnown ? (
            onFile.status === "failed" ? <Msg id="account.loadFailed" /> : <Msg id="account.dialog.details.checking" />
          ) : phone ? (
            <>
              {phone.dial_code} {phone.number}{" "}
              {phoneVerified ? <span className="account-dialog__badge account-dialog__badge--good"><Msg id="account.phone.verifiedBadge" /></span> : null}
            </>
          ) : phoneCheck.phase === "verified" ? phoneCheck.number : <Msg id="account.phone.none" />}
        </DetailRow>
      </dl>
      {phoneMissing ? (
        <section className="account-dialog__section" aria-labelledby={`${modal.id}-phone`}>
          <h3 id={`${modal.id}-phone`} className="account-dialog__subtitle"><Msg id="account.phone.verifyHeading" /></h3>
          <p className="account-dialog__muted"><Msg id="account.phone.lede" /></p>
          <PhoneCheck />
        </section>
      ) : null}
      <ModalActions>
        {complete ? (
          <Link href={`${path}?modal=deposit`} className="btn btn--primary" data-autofocus onClick={close}>
            <Msg id="cashier.tab.deposit" />
          </Link>
        ) : null}
        <Link href="/account/settings" className={complete ? "btn btn--secondary" : "btn btn--primary"} onClick={close}>
          <Msg id="account.dialog.details.settings" />
        </Link>
        <button type="button" className="btn btn--secondary" onClick={close}><Msg id="account.dialog.close" /></button>
      </ModalActions>
    </ModalContent>
  )
}
