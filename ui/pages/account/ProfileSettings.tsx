/**
 * What the bettor may change about themselves (PUT users, spec §3 User): the site choices of the
 * preferences page (default vertical, hide username, casino quick access), the editable personal
 * details of the settings page (first and last name; e-mail and date of birth are the identity the
 * checks were made on, so support changes them), and the address with the address lookup input
 * (spec §2.10: selecting fills address1, address2, city, postcode, country_code).
 */
import { useEffect, useState, type FormEvent } from "react"
import { ADDRESS_LIMITS, selectAddressLookup, selectAddressSave, type AddressFields } from "../../../core/address/index.js"
import { selectForm, selectUser } from "../../../core/app/selectors.js"
import type { Vertical } from "../../../core/model/primitives.js"
import { FormMessage, TextField } from "../../components/Fields.js"
import { Msg, TextView, useT } from "../../components/Msg.js"
import { Spinner } from "../../components/Spinner.js"
import { useSelector, useSend } from "../../app/runtime.js"
import "./account.css"

/** Default vertical, hide username and casino quick access: each saved as soon as it is changed. */
export function SiteChoices() {
  const send = useSend()
  const t = useT()
  const user = useSelector(selectUser)
  if (!user) return null
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor="prefs-vertical"><Msg id="account.prefs.defaultVertical" /></label>
        <p className="field__hint" id="prefs-vertical-hint"><Msg id="account.prefs.defaultVerticalHint" /></p>
        <select id="prefs-vertical" className="field__input account__select" aria-describedby="prefs-vertical-hint" value={user.default_vertical ?? ""}
          data-testid="prefs-vertical"
          onChange={(e) => send({ _tag: "ProfileChangeSubmitted", changes: { default_vertical: e.target.value === "" ? null : (e.target.value as Vertical) } })}>
          <option value="">{t("account.prefs.vertical.site")}</option>
          <option value="sports">{t("account.prefs.vertical.sports")}</option>
          <option value="casino">{t("account.prefs.vertical.casino")}</option>
        </select>
      </div>
      <Toggle id="prefs-hide-username" label="account.prefs.hideUsername" hint="account.prefs.hideUsernameHint" checked={user.hide_username}
        onChange={(on) => send({ _tag: "ProfileChangeSubmitted", changes: { hide_username: on } })} />
      <Toggle id="prefs-quick-access" label="account.prefs.casinoQuickAccess" hint="account.prefs.casinoQuickAccessHint" checked={user.casino_quick_access_enabled}
        onChange={(on) => send({ _tag: "ProfileChangeSubmitted", changes: { casino_quick_access_enabled: on } })} />
    </>
  )
}

function Toggle({ id, label, hint, checked, onChange }: {
  readonly id: string
  readonly label: "account.prefs.hideUsername" | "account.prefs.casinoQuickAccess"
  readonly hint: "account.prefs.hideUsernameHint" | "account.prefs.casinoQuickAccessHint"
  readonly checked: boolean
  readonly onChange: (on: boolean) => void
}) {
  return (
    <div className="prefs-toggle">
      <span className="prefs-toggle__text">
        <label htmlFor={id} className="field__label"><Msg id={label} /></label>
        <span id={`${id}-hint`} className="field__hint"><Msg id={hint} /></span>
      </span>
      <span className="switch">
        <input id={id} type="checkbox" role="switch" checked={checked} aria-describedby={`${id}-hint`} data-testid={id} onChange={(e) => onChange(e.target.checked)} />
        <span className="switch__track" aria-hidden="true"><span className="switch__thumb" /></span>
      </span>
    </div>
  )
}

/** First and last name, editable; e-mail and date of birth shown read-only with why. */
export function PersonalDetailsForm() {
  const send = useSend()
  const user = useSelector(selectUser)
  const profile = useSelector(selectForm("profile"))
  const [first, setFirst] = useState(user?.firstname ?? "")
  const [last, setLast] = useState(user?.lastname ?? "")
  const [sent, setSent] = useState(false)
  useEffect(() => {
    setFirst(user?.firstname ?? "")
    setLast(user?.lastname ?? "")
  }, [user?.firstname, user?.lastname])
  if (!user) return null
  const changed = first.trim() !== user.firstname || last.trim() !== user.lastname
  const submit = (e: FormEvent) => {
    e.preventDefault()
    setSent(true)
    send({ _tag: "ProfileChangeSubmitted", changes: { firstname: first, lastname: last } })
  }
  return (
    <form className="details-form" onSubmit={submit} noValidate>
      <div className="details-form__names">
        <TextField label={<Msg id="field.firstname" />} value={first} onValueChange={setFirst} autoComplete="given-name" name="firstname"
          error={sent && profile.fields.firstname ? <TextView text={profile.fields.firstname} /> : undefined} />
        <TextField label={<Msg id="field.lastname" />} value={last} onValueChange={setLast} autoComplete="family-name" name="lastname"
          error={sent && profile.fields.lastname ? <TextView text={profile.fields.lastname} /> : undefined} />
      </div>
      <dl className="details">
        <div className="details__row">
          <dt><Msg id="account.email" /></dt>
          <dd>
            {user.email}
            {user.email_confirmed ? null : (
              <button type="button" className="btn btn--link" onClick={() => send({ _tag: "ModalOpened", name: "EmailVerification" })}>
                <Msg id="account.opener.confirmEmail" />
              </button>
            )}
          </dd>
        </div>
        <div className="details__row"><dt><Msg id="account.dob" /></dt><dd>{user.dob}</dd></div>
      </dl>
      <p className="field__hint"><Msg id="account.details.locked" /></p>
      {sent && profile.status === "failed" && profile.error ? <FormMessage tone="error"><TextView text={profile.error} /></FormMessage> : null}
      {sent && profile.status === "succeeded" && !changed ? <FormMessage tone="success"><Msg id="account.details.saved" /></FormMessage> : null}
      <div>
        <button type="submit" className="btn btn--primary" disabled={!changed || profile.status === "submitting"}>
          {profile.status === "submitting" ? <Spinner size="sm" /> : null}
          <Msg id="account.details.save" />
        </button>
      </div>
    </form>
  )
}

const EMPTY: AddressFields = { address1: "", address2: null, city: "", postcode: "", country_code: "GB" }

/** The address with the address lookup input: a postcode finds addresses; picking one fills the fields. */
export function AddressForm() {
  const send = useSend()
  const t = useT()
  const user = useSelector(selectUser)
  const lookup = useSelector(selectAddressLookup)
  const save = useSelector(selectAddressSave)
  const onFile = user?.address ?? null
  const [postcode, setPostcode] = useState(onFile?.postcode ?? "")
  const [draft, setDraft] = useState<AddressFields>(onFile ? { ...onFile } : EMPTY)
  const [editing, setEditing] = useState(onFile === null)
  useEffect(() => {
    if (save.status === "saved") setEditing(false)
  }, [save.status])
  if (!user) return null

  if (!editing && onFile) {
    return (
      <div className="address">
        <address className="address__on-file" data-testid="address-on-file">
          {onFile.address1}<br />
          {onFile.address2 ? <>{onFile.address2}<br /></> : null}
          {onFile.city}<br />
          {onFile.postcode} · {onFile.country_code}
        </address>
        {save.status === "saved" ? <FormMessage tone="success"><Msg id="account.address.saved" /></FormMessage> : null}
        <div>
          <button type="button" className="btn btn--secondary" onClick={() => { setDraft({ ...onFile }); setEditing(true) }}>
            <Msg id="account.address.change" />
          </button>
        </div>
      </div>
    )
  }

  const find = (e: FormEvent) => {
    e.preventDefault()
    send({ _tag: "AddressLookupRequested", postcode })
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    send({ _tag: "AddressSubmitted", address: draft })
  }
  const field = (key: "address1" | "address2" | "city" | "postcode", label: "account.address.address1" | "account.address.address2" | "account.address.city" | "account.address.postcode", autoComplete: string) => (
    <TextField label={<Msg id={label} />} value={draft[key] ?? ""} maxLength={ADDRESS_LIMITS[key]} autoComplete={autoComplete} name={key}
      onValueChange={(v) => setDraft({ ...draft, [key]: v })} />
  )
  return (
    <div className="address">
      <p className="field__hint"><Msg id="account.address.lookupHint" /></p>
      <form className="address__lookup" onSubmit={find} noValidate role="search" aria-label={t("account.address.lookupLabel")}>
        <TextField label={<Msg id="account.address.lookupPostcode" />} value={postcode} onValueChange={setPostcode} autoComplete="postal-code" name="lookup-postcode"
          error={lookup.status === "failed" && lookup.error ? <TextView text={lookup.error} /> : undefined} />
        <button type="submit" className="btn btn--secondary" disabled={lookup.status === "searching"}>
          {lookup.status === "searching" ? <Spinner size="sm" /> : null}
          <Msg id="account.address.find" />
        </button>
      </form>
      {lookup.status === "found" && lookup.addresses.length === 0 ? <p className="field__hint" role="status"><Msg id="account.address.none" /></p> : null}
      {lookup.status === "found" && lookup.addresses.length > 0 ? (
        <div className="field">
          <label className="field__label" htmlFor="address-pick"><Msg id="account.address.pick" /></label>
          <select id="address-pick" className="field__input" defaultValue="" data-testid="address-pick"
            onChange={(e) => {
              const chosen = lookup.addresses[Number(e.target.value)]
              if (chosen) setDraft({ ...chosen })
            }}>
            <option value="" disabled>{t("account.address.pickPrompt", { count: lookup.addresses.length })}</option>
            {lookup.addresses.map((a, i) => (
              <option key={`${a.address1}-${i}`} value={i}>{[a.address1, a.address2, a.city].filter(Boolean).join(", ")}</option>
            ))}
          </select>
        </div>
      ) : null}
      <form className="address__fields" onSubmit={submit} noValidate>
        {field("address1", "account.address.address1", "address-line1")}
        {field("address2", "account.address.address2", "address-line2")}
        {field("city", "account.address.city", "address-level2")}
        {field("postcode", "account.address.postcode", "postal-code")}
        {save.status === "failed" && save.error ? <FormMessage tone="error"><TextView text={save.error} /></FormMessage> : null}
        <div className="address__actions">
          <button type="submit" className="btn btn--primary" disabled={save.status === "saving"}>
            {save.status === "saving" ? <Spinner size="sm" /> : null}
            <Msg id="account.address.save" />
          </button>
          {onFile ? <button type="button" className="btn btn--link" onClick={() => setEditing(false)}><Msg id="account.address.cancel" /></button> : null}
        </div>
      </form>
    </div>
  )
}
