/**
 * The account page (spec §2.5 `/account`): who the person is, their balance, odds format, a
 * password change and logging out. Login is required; core's route guard sees to that.
 */
import { useEffect, useState, type FormEvent, type ReactNode } from "react"
import { selectForm, selectOddsFormat, selectUser } from "../../../core/app/selectors.js"
import type { OddsFormat } from "../../../core/model/primitives.js"
import type { User } from "../../../core/model/user.js"
import { fieldError, FormError, FormMessage, PasswordField } from "../../components/Fields.js"
import { Icon } from "../../components/Icon.js"
import { LogoutButton } from "../../components/LogoutButton.js"
import { Msg, TextView, useT } from "../../components/Msg.js"
import { PageHeading } from "../../components/PageHeading.js"
import { Spinner } from "../../components/Spinner.js"
import { useSelector, useSend } from "../../app/runtime.js"
import { SubmitButton } from "../auth/SubmitButton.js"
import { AccountHubLinks } from "./AccountNav.js"
import { Balance } from "../../components/Balance.js"
import "./account.css"

function Section({ id, title, children, aside }: { readonly id: string; readonly title: ReactNode; readonly children: ReactNode; readonly aside?: ReactNode }) {
  return (
    <section className="account-section card" aria-labelledby={id}>
      <div className="account-section__head">
        <h2 id={id} className="account-section__title">{title}</h2>
        {aside}
      </div>
      {children}
    </section>
  )
}

function EmailStatus({ user }: { readonly user: User }) {
  const resend = useSelector(selectForm("resend"))
  const send = useSend()
  if (user.email_confirmed) {
    return <span className="badge badge--good"><Icon name="check" size={14} /><Msg id="account.emailConfirmed" /></span>
  }
  return (
    <span className="email-status">
      <span className="badge badge--warn"><Msg id="account.emailUnconfirmed" /></span>
      {resend.status === "succeeded" ? (
        <span className="email-status__note" role="status"><Msg id="email.resent" /></span>
      ) : (
        <button type="button" className="btn btn--link" disabled={resend.status === "submitting"}
          onClick={() => send({ _tag: "ConfirmationEmailRequested" })}>
          <Msg id="account.resend" />
        </button>
      )}
      {resend.status === "failed" && resend.error ? (
        <span className="email-status__error" role="alert"><TextView text={resend.error} /></span>
      ) : null}
    </span>
  )
}

function Details({ user }: { readonly user: User }) {
  return (
    <Section id="account-details" title={<Msg id="account.details" />}>
      <dl className="details">
        <div className="details__row"><dt><Msg id="account.name" /></dt><dd>{user.firstname} {user.lastname}</dd></div>
        <div className="details__row"><dt><Msg id="account.username" /></dt><dd data-testid="username">{user.username}</dd></div>
        <div className="details__row">
          <dt><Msg id="account.email" /></dt>
          <dd className="details__email"><span className="details__value">{user.email}</span><EmailStatus user={user} /></dd>
        </div>
        <div className="details__row"><dt><Msg id="account.dob" /></dt><dd>{user.dob}</dd></div>
      </dl>
    </Section>
  )
}

function Preferences() {
  const oddsFormat = useSelector(selectOddsFormat)
  const profile = useSelector(selectForm("profile"))
  const send = useSend()
  const t = useT()
  return (
    <Section id="account-preferences" title={<Msg id="account.preferences" />}
      aside={profile.status === "submitting" ? <span className="account-section__status" role="status"><Spinner size="sm" /><Msg id="account.saving" /></span> : null}>
      <div className="field">
        <label className="field__label" htmlFor="odds-format"><Msg id="field.oddsFormat" /></label>
        <p id="odds-format-hint" className="field__hint"><Msg id="account.oddsFormat.hint" /></p>
        <select id="odds-format" className="field__input account__select" value={oddsFormat} aria-describedby="odds-format-hint"
          onChange={(e) => send({ _tag: "OddsFormatChosen", oddsFormat: e.target.value as OddsFormat })}>
          <option value="decimal">{t("odds.decimal")}</option>
          <option value="fractional">{t("odds.fractional")}</option>
        </select>
      </div>
      {profile.status === "succeeded" ? <FormMessage tone="success"><Msg id="account.saved" /></FormMessage> : null}
      {profile.status === "failed" && profile.error ? <FormMessage tone="error"><TextView text={profile.error} /></FormMessage> : null}
    </Section>
  )
}

function ChangePassword({ username }: { readonly username: string }) {
  const form = useSelector(selectForm("password"))
  const send = useSend()
  const [oldPassword, setOldPassword] = useState("")
  const [newPassword, setNewPassword] = useState("")

  // A changed password is not kept in the form afterwards.
  useEffect(() => {
    if (form.status !== "succeeded") return
    setOldPassword("")
    setNewPassword("")
  }, [form.status])

  const submit = (e: FormEvent) => {
    e.preventDefault()
    send({ _tag: "PasswordChangeSubmitted", oldPassword, newPassword })
  }
  const failed = form.status === "failed"
  return (
    <Section id="account-security" title={<Msg id="account.security" />}>
      <p className="account-section__text"><Msg id="account.security.text" /></p>
      <form className="form-stack account__password" onSubmit={submit} noValidate>
        {/* Lets password managers file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        {form.status === "succeeded" ? <FormMessage tone="success"><Msg id="password.changed" /></FormMessage> : null}
        <FormError form={form} shownFields={["old_password", "oldPassword", "new_password", "newPassword"]} />
        <PasswordField label={<Msg id="field.currentPassword" />} name="current-password" autoComplete="current-password"
          value={oldPassword} onValueChange={setOldPassword}
          error={failed ? fieldError(form.fields.old_password ?? form.fields.oldPassword) : undefined} />
        <PasswordField label={<Msg id="field.newPassword" />} name="new-password" autoComplete="new-password"
          value={newPassword} onValueChange={setNewPassword}
          error={failed ? fieldError(form.fields.new_password ?? form.fields.newPassword) : undefined} />
        <div>
          <SubmitButton busy={form.status === "submitting"} className="btn btn--primary"><Msg id="account.password.submit" /></SubmitButton>
        </div>
      </form>
    </Section>
  )
}

export function AccountPage() {
  const user = useSelector(selectUser)
  if (!user) return null
  return (
    <div className="account">
      <div className="account__head">
        <div className="account__who">
          <span className="account__avatar" aria-hidden="true">{user.firstname.slice(0, 1)}{user.lastname.slice(0, 1)}</span>
          <div>
            <PageHeading><Msg id="account.heading" /></PageHeading>
            <p className="lede"><Msg id="account.intro" /></p>
          </div>
        </div>
        <Balance look="card" />
      </div>
      <AccountHubLinks />
      <div className="account__grid">
        <div className="account__col">
          <Details user={user} />
          <Preferences />
        </div>
        <div className="account__col">
          <ChangePassword username={user.username} />
          <Section id="account-logout" title={<Msg id="account.logoutHeading" />}>
            <div>
              <LogoutButton className="btn btn--danger-outline" label="account.logout" />
            </div>
          </Section>
        </div>
      </div>
    </div>
  )
}
