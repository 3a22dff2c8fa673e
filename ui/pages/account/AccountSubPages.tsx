/**
 * The account's sub-pages (spec §2.5): notifications (the inbox of what the server pushed),
 * preferences (odds format, language, marketing by product and channel), security (active sessions,
 * log out everywhere else) and settings (personal details, address, phone masked to its last 3
 * digits, with the phone check). The editable parts (names, site choices, address) are in
 * ProfileSettings.tsx. Each sends AccountPageOpened and shows core/account's state.
 */
import { useEffect, useState, type FormEvent } from "react"
import {
  selectActiveSessions, selectInbox, selectMarketing, selectPhone, selectPhoneOnFile, type MarketingPreferences,
} from "../../../core/account/index.js"
import { selectForm, selectOddsFormat, selectUser } from "../../../core/app/selectors.js"
import type { OddsFormat } from "../../../core/model/primitives.js"
import { FormMessage, TextField } from "../../components/Fields.js"
import { Icon } from "../../components/Icon.js"
import { Msg, TextView, useT } from "../../components/Msg.js"
import { Spinner } from "../../components/Spinner.js"
import { LocaleSwitch } from "../../components/account/LocaleOddsSwitch.js"
import { OneTimeCode } from "../../components/account/OneTimeCode.js"
import type { MessageId } from "../../i18n/catalogues.js"
import { useSelector, useSend } from "../../app/runtime.js"
import { AccountSubPage } from "./AccountNav.js"
import { AddressForm, PersonalDetailsForm, SiteChoices } from "./ProfileSettings.js"
import "./account.css"

const when = (ms: number, locale: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/London" }).format(new Date(ms))

export function NotificationsPage() {
  const send = useSend()
  const inbox = useSelector(selectInbox)
  const user = useSelector(selectUser)
  useEffect(() => send({ _tag: "AccountPageOpened", page: "notifications" }), [send])
  const items = inbox.value ?? []
  return (
    <AccountSubPage title="account.inbox.title" lede={<Msg id="account.inbox.lede" />}>
      {inbox.status === "loading" && !inbox.value ? <div className="account-sub__loading"><Spinner /></div> : null}
      {inbox.status === "failed" ? <FormMessage tone="error"><Msg id="account.loadFailed" /></FormMessage> : null}
      {inbox.value && items.length === 0 ? (
        <div className="card account-empty"><Icon name="bell" size={28} /><p><Msg id="account.inbox.empty" /></p></div>
      ) : null}
      {items.length > 0 ? (
        <ul className="inbox card" data-testid="inbox">
          {items.map((n) => (
            <li key={n.ack_id} className={`inbox__item${n.read ? "" : " inbox__item--unread"}`}>
              <button type="button" className="inbox__button" aria-describedby={`inbox-${n.ack_id}`}
                onClick={() => send({ _tag: "InboxItemOpened", ackId: n.ack_id })}>
                <span className="inbox__dot" aria-hidden="true" />
                <span className="inbox__body">
                  <span className="inbox__title">{n.title ?? n.type}</span>
                  {n.message ? <span className="inbox__message">{n.message}</span> : null}
                  <span id={`inbox-${n.ack_id}`} className="inbox__meta">
                    {when(n.created_at, user?.locale ?? "en-GB")} · <Msg id={n.read ? "account.inbox.read" : "account.inbox.new"} />
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </AccountSubPage>
  )
}

const PRODUCTS = [
  ["sports", "account.mkt.sports"],
  ["casino", "account.mkt.casino"],
] as const
const CHANNELS = [
  ["email", "account.mkt.email"],
  ["sms", "account.mkt.sms"],
] as const

/** Marketing choices by product and channel; also the body of the MarketingPreferencesReview dialog. */
export function MarketingPreferencesForm({ source, onSaved }: { readonly source: "preferences" | "review"; readonly onSaved?: () => void }) {
  const send = useSend()
  const marketing = useSelector(selectMarketing)
  const [draft, setDraft] = useState<MarketingPreferences | null>(null)
  useEffect(() => send({ _tag: "AccountPageOpened", page: "preferences" }), [send])
  useEffect(() => {
    if (marketing.value) setDraft(marketing.value)
  }, [marketing.value])
  useEffect(() => {
    if (marketing.saved) onSaved?.()
  }, [marketing.saved, onSaved])
  if (!draft) return marketing.status === "failed" ? <FormMessage tone="error"><Msg id="account.loadFailed" /></FormMessage> : <Spinner />
  const submit = (e: FormEvent) => {
    e.preventDefault()
    send({ _tag: "MarketingPreferencesSubmitted", preferences: draft, source })
  }
  return (
    <form className="mkt" onSubmit={submit} noValidate>
      <table className="mkt__table">
        <thead>
          <tr>
            <th scope="col"><span className="visually-hidden"><Msg id="account.mkt.product" /></span></th>
            {CHANNELS.map(([c, label]) => <th key={c} scope="col"><Msg id={label} /></th>)}
          </tr>
        </thead>
        <tbody>
          {PRODUCTS.map(([p, productLabel]) => (
            <tr key={p}>
              <th scope="row"><Msg id={productLabel} /></th>
              {CHANNELS.map(([c, channelLabel]) => (
                <td key={c}>
                  <MarketingToggle product={productLabel} channel={channelLabel} checked={draft[p][c]}
                    testId={`mkt-${p}-${c}`}
                    onChange={(on) => setDraft({ ...draft, [p]: { ...draft[p], [c]: on } })} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {marketing.saved ? <FormMessage tone="success"><span role="status"><Msg id="account.mkt.saved" /></span></FormMessage> : null}
      <div className="mkt__actions">
        <button type="submit" className="btn btn--primary" disabled={marketing.saving}>
          {marketing.saving ? <Spinner size="sm" /> : null}
          <Msg id="account.mkt.save" />
        </button>
        {/* Turning everything off is confirmed first: ConfirmOptOut from the review, ConfirmMarketingOptOut here. */}
        <button type="button" className="btn btn--link" disabled={marketing.saving}
          onClick={() => send({ _tag: "ModalOpened", name: source === "review" ? "ConfirmOptOut" : "ConfirmMarketingOptOut" })}>
          <Msg id="account.opener.optOut" />
        </button>
      </div>
    </form>
  )
}

function MarketingToggle({ product, channel, checked, onChange, testId }: {
  readonly product: MessageId; readonly channel: MessageId; readonly checked: boolean; readonly onChange: (on: boolean) => void; readonly testId: string
}) {
  const t = useT()
  return (
    <label className="switch">
      <input type="checkbox" role="switch" checked={checked} data-testid={testId}
        aria-label={t("account.mkt.toggle", { product: t(product), channel: t(channel) })} onChange={(e) => onChange(e.target.checked)} />
      <span className="switch__track" aria-hidden="true"><span className="switch__thumb" /></span>
    </label>
  )
}

export function PreferencesPage() {
  const send = useSend()
  const t = useT()
  const oddsFormat = useSelector(selectOddsFormat)
  const profile = useSelector(selectForm("profile"))
  return (
    <AccountSubPage title="account.prefs.title" lede={<Msg id="account.prefs.lede" />}>
      <div className="account__grid">
        <section className="account-section card" aria-labelledby="prefs-display">
          <h2 id="prefs-display" className="account-section__title"><Msg id="account.prefs.display" /></h2>
          <div className="field">
            <label className="field__label" htmlFor="prefs-odds"><Msg id="field.oddsFormat" /></label>
            <select id="prefs-odds" className="field__input account__select" value={oddsFormat}
              onChange={(e) => send({ _tag: "OddsFormatChosen", oddsFormat: e.target.value as OddsFormat })}>
              <option value="decimal">{t("odds.decimal")}</option>
              <option value="fractional">{t("odds.fractional")}</option>
            </select>
          </div>
          <LocaleSwitch id="prefs-locale" />
          {profile.status === "failed" && profile.error ? <FormMessage tone="error"><TextView text={profile.error} /></FormMessage> : null}
        </section>
        <section className="account-section card" aria-labelledby="prefs-site">
          <h2 id="prefs-site" className="account-section__title"><Msg id="account.prefs.site" /></h2>
          <SiteChoices />
        </section>
        <section className="account-section card" aria-labelledby="prefs-marketing">
          <h2 id="prefs-marketing" className="account-section__title"><Msg id="account.mkt.title" /></h2>
          <p className="account-section__text"><Msg id="account.mkt.lede" /></p>
          <MarketingPreferencesForm source="preferences" />
        </section>
      </div>
    </AccountSubPage>
  )
}

export function SecurityPage() {
  const send = useSend()
  const sessions = useSelector(selectActiveSessions)
  const user = useSelector(selectUser)
  useEffect(() => send({ _tag: "AccountPageOpened", page: "security" }), [send])
  const list = sessions.value ?? []
  const others = list.filter((s) => !s.current).length
  return (
    <AccountSubPage title="account.sessions.title" lede={<Msg id="account.sessions.lede" />}>
      <section className="account-section card" aria-labelledby="sessions-heading">
        <h2 id="sessions-heading" className="account-section__title"><Msg id="account.sessions.heading" /></h2>
        {sessions.status === "loading" && !sessions.value ? <Spinner /> : null}
        <ul className="sessions" data-testid="sessions">
          {list.map((s) => (
            <li key={s.id} className="sessions__item">
              <Icon name="monitor" size={20} />
              <span className="sessions__text">
                <span className="sessions__name"><Msg id={s.current ? "account.sessions.this" : "account.sessions.other"} /></span>
                <span className="sessions__meta"><Msg id="account.sessions.since" values={{ when: when(s.created_at, user?.locale ?? "en-GB") }} /></span>
              </span>
              {s.current ? <span className="badge badge--good"><Msg id="account.sessions.current" /></span> : null}
            </li>
          ))}
        </ul>
        {sessions.ended !== null ? <FormMessage tone="success"><span role="status"><Msg id="account.sessions.ended" values={{ count: sessions.ended }} /></span></FormMessage> : null}
        <div>
          <button type="button" className="btn btn--danger-outline" disabled={others === 0 || sessions.ending}
            onClick={() => send({ _tag: "OtherSessionsLogOutRequested" })}>
            <Icon name="logout" size={18} />
            <Msg id="account.sessions.logOutOthers" />
          </button>
        </div>
      </section>
    </AccountSubPage>
  )
}

const DIAL_CODES = ["+44", "+351", "+55", "+34", "+52", "+1"] as const

/** The phone check (PhoneNumber dialog's content): number, then the one-time code boxes. */
export function PhoneCheck() {
  const send = useSend()
  const t = useT()
  const phone = useSelector(selectPhone)
  const [dialCode, setDialCode] = useState<string>("+44")
  const [number, setNumber] = useState("")
  if (phone.phase === "verified") {
    return <FormMessage tone="success"><span role="status" data-testid="phone-verified"><Msg id="account.phone.verified" values={{ number: phone.number }} /></span></FormMessage>
  }
  if (phone.phase === "code") {
    return (
      <div className="phone-check">
        <p><Msg id="account.phone.codeSent" values={{ length: phone.codeLength }} /></p>
        <OneTimeCode length={phone.codeLength} disabled={phone.checking} label={t("account.phone.codeLabel")}
          onComplete={(code) => send({ _tag: "PhoneCodeEntered", code })} />
        {phone.error ? <FormMessage tone="error"><span data-testid="phone-error"><TextView text={phone.error} /></span></FormMessage> : null}
        <span className="phone-check__links">
          <button type="button" className="btn btn--link" onClick={() => send({ _tag: "PhoneEntryRestarted" })}><Msg id="account.phone.resend" /></button>
          <button type="button" className="btn btn--link" onClick={() => send({ _tag: "ModalOpened", name: "ResendCode" })}><Msg id="account.opener.noCode" /></button>
        </span>
      </div>
    )
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    send({ _tag: "PhoneCodeRequested", dialCode, number })
  }
  return (
    <form className="phone-check" onSubmit={submit} noValidate>
      <div className="phone-check__row">
        <div className="field">
          <label className="field__label" htmlFor="phone-dial"><Msg id="account.phone.dial" /></label>
          <select id="phone-dial" className="field__input" value={dialCode} onChange={(e) => setDialCode(e.target.value)}>
            {DIAL_CODES.map((c) => <option key={c} value={c}>{c}</option>)}
          </select>
        </div>
        <TextField label={<Msg id="account.phone.number" />} value={number} onValueChange={setNumber} inputMode="tel" autoComplete="tel-national" name="phone" />
      </div>
      {phone.phase === "entering" && phone.error ? <FormMessage tone="error"><TextView text={phone.error} /></FormMessage> : null}
      <div>
        <button type="submit" className="btn btn--primary" disabled={phone.phase === "sending"}>
          {phone.phase === "sending" ? <Spinner size="sm" /> : null}
          <Msg id="account.phone.send" />
        </button>
      </div>
    </form>
  )
}

export function SettingsPage() {
  const send = useSend()
  const user = useSelector(selectUser)
  const onFile = useSelector(selectPhoneOnFile)
  useEffect(() => send({ _tag: "AccountPageOpened", page: "settings" }), [send])
  if (!user) return null
  const phone = onFile.value?.phone_number
  return (
    <AccountSubPage title="account.settings.title" lede={<Msg id="account.settings.lede" />}>
      <div className="account__grid">
        <section className="account-section card" aria-labelledby="settings-details">
          <h2 id="settings-details" className="account-section__title"><Msg id="account.details" /></h2>
          <PersonalDetailsForm />
          <dl className="details">
            <div className="details__row">
              <dt><Msg id="account.phone.heading" /></dt>
              <dd className="details__with-action" data-testid="phone-on-file">
                {phone ? <>{phone.dial_code} {phone.number} {onFile.value?.verified ? <span className="badge badge--good"><Msg id="account.phone.verifiedBadge" /></span> : null}</> : <Msg id="account.phone.none" />}
                {onFile.value?.verified ? null : (
                  <button type="button" className="btn btn--link" onClick={() => send({ _tag: "ModalOpened", name: "PhoneNumber" })}>
                    <Msg id="account.opener.verifyPhone" />
                  </button>
                )}
              </dd>
            </div>
          </dl>
        </section>
        <section className="account-section card" aria-labelledby="settings-address">
          <h2 id="settings-address" className="account-section__title"><Msg id="account.address.heading" /></h2>
          <AddressForm />
        </section>
        <section className="account-section card" aria-labelledby="settings-phone">
          <h2 id="settings-phone" className="account-section__title"><Msg id="account.phone.verifyHeading" /></h2>
          <p className="account-section__text"><Msg id="account.phone.lede" /></p>
          <PhoneCheck />
        </section>
      </div>
    </AccountSubPage>
  )
}
