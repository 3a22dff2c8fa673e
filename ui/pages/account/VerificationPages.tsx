/**
 * Identity verification (spec §2.5): /account/verification shows where the check stands, what is
 * needed and why; /account/verification/upload takes a document by file picker or, on a phone, the
 * camera; /account/verification/success ends the flow. The server decides everything: the page
 * shows core's state (core/account) and the user's restrictions.
 */
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from "react"
import { selectUpload, selectVerification, type DocumentKind, type DocumentSummary } from "../../../core/account/index.js"
import { selectToken, selectUser } from "../../../core/app/selectors.js"
import { uploadDocument } from "../../../adapters/account/upload.js"
import { FormMessage } from "../../components/Fields.js"
import { Icon } from "../../components/Icon.js"
import { Msg, TextView, useT } from "../../components/Msg.js"
import { NavLink } from "../../components/NavLink.js"
import { PageHeading } from "../../components/PageHeading.js"
import { Spinner } from "../../components/Spinner.js"
import type { MessageId } from "../../i18n/catalogues.js"
import { selectLocale, useRuntime, useSelector, useSend } from "../../app/runtime.js"
import { AccountSubPage } from "./AccountNav.js"

const KIND_LABELS: Readonly<Record<DocumentKind, MessageId>> = {
  passport: "account.kyc.kind.passport",
  driving_licence: "account.kyc.kind.driving_licence",
  identity_card: "account.kyc.kind.identity_card",
  proof_of_address: "account.kyc.kind.proof_of_address",
}

const STATUS_LABELS: Readonly<Record<string, MessageId>> = {
  none: "account.kyc.status.none",
  pending: "account.kyc.status.pending",
  more_requested: "account.kyc.status.more_requested",
  rejected: "account.kyc.status.rejected",
  approved: "account.kyc.status.approved",
}

const DOC_STATUS: Readonly<Record<string, MessageId>> = {
  pending: "account.kyc.doc.pending",
  approved: "account.kyc.doc.approved",
  rejected: "account.kyc.doc.rejected",
}

function DocumentRow({ document }: { readonly document: DocumentSummary }) {
  const tone = document.status === "approved" ? "good" : document.status === "rejected" ? "bad" : "warn"
  return (
    <li className="kyc-doc">
      <Icon name="ticket" size={20} />
      <div className="kyc-doc__text">
        <span className="kyc-doc__kind"><Msg id={KIND_LABELS[document.kind]} /></span>
        {document.review_note ? <span className="kyc-doc__note">{document.review_note}</span> : null}
      </div>
      <span className={`badge badge--${tone === "good" ? "good" : tone === "bad" ? "bad" : "warn"}`}><Msg id={DOC_STATUS[document.status]!} /></span>
    </li>
  )
}

/** Why the bettor is asked to verify: the restriction the server put on the account, in words. */
function needOf(restrictions: Readonly<Record<string, { readonly reason: string }>>): MessageId | null {
  if (restrictions.manual_kyc_required || restrictions.initial_kyc_pending) return "account.kyc.why.full"
  if (restrictions.withdraw && ["verify", "upload_documents", "pending"].includes(restrictions.withdraw.reason)) return "account.kyc.why.withdraw"
  return null
}

export function VerificationPage() {
  const send = useSend()
  const verification = useSelector(selectVerification)
  const user = useSelector(selectUser)
  useEffect(() => send({ _tag: "AccountPageOpened", page: "verification" }), [send])
  const state = verification.value
  const why = user ? needOf(user.restrictions) : null
  const canUpload = state ? state.status !== "approved" && state.status !== "pending" : false
  return (
    <AccountSubPage title="account.kyc.title" lede={<Msg id="account.kyc.lede" />}>
      {verification.status === "loading" && !state ? <div className="account-sub__loading"><Spinner /></div> : null}
      {verification.status === "failed" ? <FormMessage tone="error"><Msg id="account.loadFailed" /></FormMessage> : null}
      {state ? (
        <div className="account__grid">
          <section className="account-section card" aria-labelledby="kyc-status">
            <div className="account-section__head">
              <h2 id="kyc-status" className="account-section__title"><Msg id="account.kyc.statusHeading" /></h2>
              <span className={`badge ${state.status === "approved" ? "badge--good" : "badge--warn"}`} data-testid="kyc-status">
                <Msg id={STATUS_LABELS[state.status]!} />
              </span>
            </div>
            {why ? <p className="account-section__text" data-testid="kyc-why"><Msg id={why} /></p> : null}
            {state.note ? <FormMessage tone="info"><span data-testid="kyc-note">{state.note}</span></FormMessage> : null}
            <h3 className="kyc__subheading"><Msg id="account.kyc.needHeading" /></h3>
            <ul className="kyc__needs">
              <li><Icon name="user" size={18} /><Msg id="account.kyc.need.identity" /></li>
              <li><Icon name="home" size={18} /><Msg id="account.kyc.need.address" /></li>
            </ul>
            {canUpload ? (
              <div>
                <NavLink href="/account/verification/upload" className="btn btn--primary"><Msg id="account.kyc.uploadAction" /></NavLink>
              </div>
            ) : null}
          </section>
          <section className="account-section card" aria-labelledby="kyc-docs">
            <h2 id="kyc-docs" className="account-section__title"><Msg id="account.kyc.documentsHeading" /></h2>
            {state.documents.length === 0 ? (
              <p className="account-section__text"><Msg id="account.kyc.noDocuments" /></p>
            ) : (
              <ul className="kyc-docs">{state.documents.map((d) => <DocumentRow key={d.id} document={d} />)}</ul>
            )}
            <p className="kyc__privacy"><Icon name="lock" size={16} /><Msg id="account.kyc.privacy" /></p>
          </section>
        </div>
      ) : null}
    </AccountSubPage>
  )
}

const ACCEPT = "image/jpeg,image/png,application/pdf"

export function VerificationUploadPage() {
  const send = useSend()
  const t = useT()
  const runtime = useRuntime()
  const token = useSelector(selectToken)
  const locale = useSelector(selectLocale)
  const upload = useSelector(selectUpload)
  const verification = useSelector(selectVerification)
  const [kind, setKind] = useState<DocumentKind>("passport")
  const [file, setFile] = useState<File | null>(null)
  const [localError, setLocalError] = useState<MessageId | null>(null)
  const pickerRef = useRef<HTMLInputElement>(null)
  const cameraRef = useRef<HTMLInputElement>(null)
  const groupId = useId()
  useEffect(() => send({ _tag: "AccountPageOpened", page: "upload" }), [send])
  const maxBytes = verification.value?.max_bytes ?? 8 * 1024 * 1024

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0] ?? null
    setLocalError(null)
    if (chosen && chosen.size > maxBytes) {
      setLocalError("account.upload.tooLarge")
      setFile(null)
      return
    }
    setFile(chosen)
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (!file) {
      setLocalError("account.upload.chooseFirst")
      return
    }
    if (!token || upload.phase === "uploading") return
    send({ _tag: "DocumentUploadStarted", kind, fileName: file.name, size: file.size })
    // The runtime object carries its resolved configuration (adapters/runtime.ts RuntimeConfig).
    const apiUrl = (runtime as unknown as { config?: { apiUrl?: string } }).config?.apiUrl ?? "/api"
    const outcome = await uploadDocument({ apiUrl, token, locale, kind, file, fileName: file.name })
    send(outcome)
  }

  const busy = upload.phase === "uploading"
  return (
    <AccountSubPage title="account.upload.title" lede={<Msg id="account.upload.lede" />}>
      <form className="account-section card upload" onSubmit={submit} noValidate aria-busy={busy}>
        <fieldset className="upload__kinds">
          <legend className="field__label" id={groupId}><Msg id="account.upload.kindLabel" /></legend>
          <div className="upload__kind-grid">
            {(Object.keys(KIND_LABELS) as DocumentKind[]).map((k) => (
              <label key={k} className={`upload__kind${kind === k ? " upload__kind--on" : ""}`}>
                <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => setKind(k)} />
                <span><Msg id={KIND_LABELS[k]} /></span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="upload__drop">
          <Icon name="plus" size={28} />
          <p className="upload__file" aria-live="polite">
            {file ? <><strong>{file.name}</strong> <span className="upload__size">({Math.max(1, Math.round(file.size / 1024))} KB)</span></> : <Msg id="account.upload.noFile" />}
          </p>
          <div className="upload__buttons">
            <button type="button" className="btn btn--secondary" onClick={() => pickerRef.current?.click()}>
              <Msg id="account.upload.pick" />
            </button>
            <button type="button" className="btn btn--secondary upload__camera" onClick={() => cameraRef.current?.click()}>
              <Msg id="account.upload.camera" />
            </button>
          </div>
          <input ref={pickerRef} className="visually-hidden" type="file" accept={ACCEPT} onChange={choose} aria-label={t("account.upload.pick")} data-testid="document-file" tabIndex={-1} />
          <input ref={cameraRef} className="visually-hidden" type="file" accept="image/*" capture="environment" onChange={choose} aria-label={t("account.upload.camera")} tabIndex={-1} />
          <p className="field__hint"><Msg id="account.upload.rules" values={{ mb: Math.round(maxBytes / (1024 * 1024)) }} /></p>
        </div>
        {localError ? <FormMessage tone="error"><Msg id={localError} /></FormMessage> : null}
        {upload.phase === "refused" ? <FormMessage tone="error"><span data-testid="upload-error"><TextView text={upload.error} /></span></FormMessage> : null}
        <div>
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {busy ? <Spinner size="sm" /> : null}
            <Msg id={busy ? "account.upload.sending" : "account.upload.submit"} />
          </button>
        </div>
      </form>
    </AccountSubPage>
  )
}

export function VerificationSuccessPage() {
  return (
    <div className="account account-sub kyc-success">
      <div className="kyc-success__card card">
        <span className="modal__icon modal__icon--success"><Icon name="check" size={28} /></span>
        <PageHeading><Msg id="account.success.title" /></PageHeading>
        <p className="lede"><Msg id="account.success.text" /></p>
        <div className="kyc-success__actions">
          <NavLink href="/account/verification" className="btn btn--primary"><Msg id="account.success.status" /></NavLink>
          <NavLink href="/" className="btn btn--secondary"><Msg id="account.success.home" /></NavLink>
        </div>
      </div>
    </div>
  )
}
