/**
 * /account/safer-gambling and its pages (spec §2.5; issue 14): the dashboard (every limit with what
 * is left and when it resets, pending changes with their time, the reality check interval, breaks
 * and help), deposit and loss limits (and their edit pages), reality check, cool-off and
 * self-exclusion. Each page sends SaferGamblingOpened and shows core/safer-gambling's state; every
 * rule (what applies now, what waits 24 hours) is the server's.
 */
import { useEffect, useState, type FormEvent } from "react"
import { useIntl } from "react-intl"
import { selectSiteConfig, selectUser } from "../../../core/app/selectors.js"
import type { GamblingLimit } from "../../../core/model/safer-gambling.js"
import {
  activityReminderOf, reminderDueAt, selectAffordabilityUrgent, selectSaferGambling, type LimitKind, type SaferGamblingRoot,
} from "../../../core/safer-gambling/index.js"
import { CheckboxField, FormMessage } from "../../components/Fields.js"
import { LimitFields, parseAmount, PERIOD_DAYS, useLimitDraft } from "../../components/safer-gambling/LimitFields.js"
import { NumberSelectField } from "../../components/NumberSelectField.js"
import { Icon } from "../../components/Icon.js"
import { Money } from "../../components/Money.js"
import { formatMoney } from "../../i18n/format.js"
import { Msg, TextView, useT } from "../../components/Msg.js"
import type { MessageId } from "../../i18n/catalogues.js"
import { NavLink } from "../../components/NavLink.js"
import { Spinner } from "../../components/Spinner.js"
import { useSelector, useSend } from "../../app/runtime.js"
import { AccountSubPage } from "../account/AccountNav.js"
import "./safer-gambling.css"

function useSafer() {
  const send = useSend()
  useEffect(() => send({ _tag: "SaferGamblingOpened" }), [send])
  return useSelector((s) => selectSaferGambling(s as unknown as SaferGamblingRoot))
}

function useCurrency(): string {
  return useSelector(selectUser)?.account.currency ?? "gbp"
}

/** Minor units as the bettor reads them, for message values. */
function useMoney(): (minor: number) => string {
  const intl = useIntl()
  const currency = useCurrency()
  return (minor) => formatMoney(minor, currency, intl.locale)
}

function Feedback() {
  const safer = useSelector((s) => selectSaferGambling(s as unknown as SaferGamblingRoot))
  return (
    <>
      {safer.error ? <FormMessage tone="error"><TextView text={safer.error} /></FormMessage> : null}
      {safer.notice ? <FormMessage tone="success"><TextView text={safer.notice} /></FormMessage> : null}
    </>
  )
}

function LimitRow({ limit, kind }: { readonly limit: GamblingLimit; readonly kind: LimitKind }) {
  const send = useSend()
  const currency = useCurrency()
  const money = useMoney()
  const busy = useSelector((s) => selectSaferGambling(s as unknown as SaferGamblingRoot).busy)
  const used = Math.max(0, Math.min(limit.maximum_amount, limit.maximum_amount - limit.remaining_amount))
  const percent = limit.maximum_amount > 0 ? Math.round((used / limit.maximum_amount) * 100) : 100
  const pending = limit.pending
  const due = pending !== null && pending.effective_at <= Date.now()
  return (
    <li className="safer-limit" data-testid={`${kind}-limit-${limit.period}`}>
      <div className="safer-limit__head">
        <span className="safer-limit__period"><Msg id={`safer.period.${limit.period}`} /></span>
        {limit.source === "OPERATOR" ? <span className="safer-limit__badge"><Msg id="safer.limit.operator" /></span> : null}
        <span className="safer-limit__max"><Money minor={limit.maximum_amount} currency={currency} /></span>
      </div>
      <div className="safer-limit__bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}
        aria-label={`${percent}%`}>
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className="safer-limit__meta">
        <Msg id="safer.limit.left" values={{ remaining: money(limit.remaining_amount), maximum: money(limit.maximum_amount) }} />
        {" · "}
        <Msg id="safer.limit.resets" values={{ at: limit.resets_at }} />
      </p>
      {pending ? (
        <div className="safer-limit__pending" data-testid="pending-change">
          <Icon name="clock" size={16} />
          <span>
            {pending.maximum_amount === null
              ? <Msg id="safer.limit.pendingRemoval" values={{ at: pending.effective_at }} />
              : <Msg id="safer.limit.pending" values={{ at: pending.effective_at, amount: money(pending.maximum_amount) }} />}
          </span>
          <div className="safer-limit__actions">
            {due ? (
              <button type="button" className="btn btn--primary btn--sm" disabled={busy}
                onClick={() => send({ _tag: "LimitChangeConfirmed", kind, id: limit.id })}><Msg id="safer.limit.confirm" /></button>
            ) : null}
            <button type="button" className="btn btn--secondary btn--sm" disabled={busy}
              onClick={() => send({ _tag: "LimitChangeCancelled", kind, id: limit.id })}><Msg id="safer.limit.cancel" /></button>
          </div>
        </div>
      ) : null}
    </li>
  )
}

function LimitList({ kind, limits }: { readonly kind: LimitKind; readonly limits: ReadonlyArray<GamblingLimit> }) {
  const mine = limits.filter((l) => l.type === (kind === "deposit" ? "DEPOSIT" : "LOSS"))
  if (mine.length === 0) return <p className="safer-empty"><Msg id="safer.limits.none" /></p>
  return <ul className="safer-limits">{mine.map((l) => <LimitRow key={l.id} limit={l} kind={kind} />)}</ul>
}

function Loading() {
  return <div className="account-sub__loading" aria-live="polite"><Spinner /><span className="visually-hidden"><Msg id="safer.loading" /></span></div>
}

/** Help from the site config (spec §7: help links come from configuration); the helpline words without one. */
function HelpLinks() {
  const links = useSelector(selectSiteConfig)?.help_links
  if (!links?.responsible_play && !links?.contact) return <p className="safer-help"><Msg id="safer.hub.help" /></p>
  return (
    <ul className="safer-links safer-help">
      {links.responsible_play ? <li><a href={links.responsible_play} target="_blank" rel="noopener noreferrer"><Icon name="info" size={18} /><Msg id="safer.hub.helpLink" /></a></li> : null}
      {links.contact ? <li><a href={links.contact} target="_blank" rel="noopener noreferrer"><Icon name="info" size={18} /><Msg id="safer.hub.contactLink" /></a></li> : null}
    </ul>
  )
}

export function SaferGamblingPage() {
  const safer = useSafer()
  const send = useSend()
  const urgent = useSelector((s) => selectAffordabilityUrgent(s as unknown as SaferGamblingRoot))
  const summary = safer.summary
  return (
    <AccountSubPage title="page.account.safer-gambling.title" lede={<Msg id="safer.hub.lede" />}>
      <Feedback />
      {!summary ? <Loading /> : (
        <div className="safer-grid">
          {(["deposit", "loss"] as const).map((kind) => (
            <section key={kind} className="card safer-card" aria-labelledby={`safer-${kind}`}>
              <div className="safer-card__head">
                <h2 id={`safer-${kind}`}><Msg id={`safer.${kind}.title`} /></h2>
                <NavLink href={`/account/safer-gambling/${kind}-limits/edit`} className="btn btn--link"><Msg id="safer.limits.edit" /></NavLink>
              </div>
              <LimitList kind={kind} limits={summary.limits} />
              {kind === "deposit" ? (
                <button type="button" className="btn btn--link btn--sm" onClick={() => send({ _tag: "ModalOpened", name: "DepositLimitFrequency" })}><Msg id="safer.hub.quickLimit" /></button>
              ) : null}
            </section>
          ))}
          <section className="card safer-card" aria-labelledby="safer-reality">
            <div className="safer-card__head">
              <h2 id="safer-reality"><Msg id="safer.reality.title" /></h2>
              <button type="button" className="btn btn--link" onClick={() => send({ _tag: "ModalOpened", name: "RealityCheckFrequency" })}><Msg id="safer.hub.change" /></button>
            </div>
            <p><Msg id="safer.reality.every" values={{ minutes: Math.round(summary.reality_check_interval / 60) }} /></p>
          </section>
          <section className="card safer-card" aria-labelledby="safer-activity">
            <div className="safer-card__head">
              <h2 id="safer-activity"><Msg id="safer.activity.title" /></h2>
              <NavLink href="/account/safer-gambling/play-reminders" className="btn btn--link"><Msg id="safer.hub.reminders" /></NavLink>
            </div>
            <div className="safer-form__actions">
              <button type="button" className="btn btn--secondary btn--sm"
                onClick={() => send({ _tag: "ModalOpened", name: "AccountActivityPrompt", props: { days: summary.activity_statement_days ?? 30 } })}><Msg id="safer.hub.statement" /></button>
              <button type="button" className="btn btn--link btn--sm" onClick={() => send({ _tag: "ModalOpened", name: "AccountActivityFrequency" })}><Msg id="safer.hub.statementFrequency" /></button>
            </div>
          </section>
          {summary.affordability_questionnaire_expires_at !== null ? (
            <section className={`card safer-card${urgent ? " safer-card--urgent" : ""}`} aria-labelledby="safer-affordability" data-testid="affordability">
              <h2 id="safer-affordability"><Msg id="safer.affordability.title" /></h2>
              <p><Msg id={urgent ? "safer.affordability.urgent" : "safer.affordability.due"} values={{ at: summary.affordability_questionnaire_expires_at }} /></p>
              <button type="button" className="btn btn--primary btn--sm"
                onClick={() => send({ _tag: "ModalOpened", name: "Questionnaire", props: { source: "prompted" } })}><Msg id="safer.affordability.answer" /></button>
            </section>
          ) : null}
          <section className="card safer-card" aria-labelledby="safer-breaks">
            <h2 id="safer-breaks"><Msg id="safer.hub.breakTitle" /></h2>
            <ul className="safer-links">
              <li><NavLink href="/account/safer-gambling/cool-off"><Icon name="clock" size={18} /><Msg id="safer.timeout.title" /></NavLink></li>
              <li><NavLink href="/account/safer-gambling/self-exclusion"><Icon name="shield" size={18} /><Msg id="safer.selfExclusion.title" /></NavLink></li>
            </ul>
          </section>
          <HelpLinks />
        </div>
      )}
    </AccountSubPage>
  )
}

function LimitsPage({ kind }: { readonly kind: LimitKind }) {
  const safer = useSafer()
  const send = useSend()
  const draft = useLimitDraft()
  const { period } = draft
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const minor = parseAmount(draft.amount)
    draft.setProblem(minor === null)
    if (minor !== null) send({ _tag: "LimitSubmitted", kind, windowDays: PERIOD_DAYS[period], amount: minor })
  }
  const current = safer.summary?.limits.find((l) => l.type === (kind === "deposit" ? "DEPOSIT" : "LOSS") && l.period === period && l.source === "USER")
  return (
    <AccountSubPage title={kind === "deposit" ? "page.account.safer-gambling.deposit-limits.title" : "page.account.safer-gambling.loss-limits.title"}
      lede={<Msg id={`safer.${kind}.lede`} />}>
      <Feedback />
      {!safer.summary ? <Loading /> : <section className="card safer-card"><LimitList kind={kind} limits={safer.summary.limits} /></section>}
      <form className="card safer-card safer-form" onSubmit={submit} noValidate>
        <LimitFields id={kind} draft={draft} />
        <div className="safer-form__actions">
          <button type="submit" className="btn btn--primary" disabled={safer.busy}><Msg id="safer.form.save" /></button>
          {current ? (
            <button type="button" className="btn btn--secondary" disabled={safer.busy}
              onClick={() => send({ _tag: "LimitSubmitted", kind, windowDays: PERIOD_DAYS[period], amount: null })}><Msg id="safer.form.remove" /></button>
          ) : null}
        </div>
      </form>
    </AccountSubPage>
  )
}

export const DepositLimitsPage = () => <LimitsPage kind="deposit" />
export const LossLimitsPage = () => <LimitsPage kind="loss" />

const REALITY_SECONDS = [600, 1200, 1800, 2700, 3600, 5400, 7200] as const

/**
 * Reality check (UKGC RTS 13): how often, during play, the bettor is told how long they have played and their net position.
 */
export const RealityCheckPage = () => <RealityCheckForm title="page.account.safer-gambling.reality-check.title" />

const REMINDER_DAYS = [7, 14, 30, 90] as const

/** Play reminders (spec §3 Reminder): the 'activity' reminder's interval, set or turned off; the server keeps it. */
export function PlayRemindersPage() {
  const safer = useSafer()
  const send = useSend()
  const t = useT()
  const reminder = activityReminderOf(safer.summary)
  const [days, setDays] = useState<number | null>(null)
  const chosen = days ?? reminder?.interval_days ?? 30
  return (
    <AccountSubPage title="page.account.safer-gambling.play-reminders.title" lede={<Msg id="safer.reminders.lede" />}>
      <Feedback />
      {!safer.summary ? <Loading /> : (
        <section className="card safer-card" data-testid="play-reminder">
          <p>{reminder
            ? <Msg id="safer.reminders.current" values={{ days: reminder.interval_days, at: reminderDueAt(reminder) }} />
            : <Msg id="safer.reminders.none" />}</p>
        </section>
      )}
      <form className="card safer-card safer-form" onSubmit={(e) => { e.preventDefault(); send({ _tag: "PlayReminderSubmitted", days: chosen }) }}>
        <NumberSelectField id="reminder-days" label="safer.reality.interval" value={chosen} options={REMINDER_DAYS}
          optionText={(d) => t("safer.activity.every", { days: d })} onValueChange={setDays} />
        <div className="safer-form__actions">
          <button type="submit" className="btn btn--primary" disabled={safer.busy}><Msg id="safer.reminders.save" /></button>
          {reminder ? (
            <button type="button" className="btn btn--secondary" disabled={safer.busy}
              onClick={() => send({ _tag: "PlayReminderSubmitted", days: null })}><Msg id="safer.reminders.clear" /></button>
          ) : null}
        </div>
      </form>
      <p><NavLink href="/account/safer-gambling/reality-check"><Msg id="safer.reminders.realityLink" /></NavLink></p>
    </AccountSubPage>
  )
}

function RealityCheckForm({ title }: { readonly title: MessageId }) {
  const safer = useSafer()
  const send = useSend()
  const t = useT()
  const [seconds, setSeconds] = useState<number | null>(null)
  const chosen = seconds ?? safer.summary?.reality_check_interval ?? 3600
  return (
    <AccountSubPage title={title} lede={<Msg id="safer.reality.lede" />}>
      <Feedback />
      <form className="card safer-card safer-form" onSubmit={(e) => { e.preventDefault(); send({ _tag: "RealityCheckIntervalSubmitted", seconds: chosen }) }}>
        <NumberSelectField id="reality-interval" label="safer.reality.interval" value={chosen} options={REALITY_SECONDS}
          optionText={(s) => t("safer.reality.every", { minutes: s / 60 })} onValueChange={setSeconds} />
        <div className="safer-form__actions">
          <button type="submit" className="btn btn--primary" disabled={safer.busy}><Msg id="safer.reality.save" /></button>
        </div>
      </form>
    </AccountSubPage>
  )
}

/** A step that cannot be undone: the "I understand" box, and the submit it unlocks. */
function UnderstoodThenSubmit({ understood, onUnderstoodChange, busy, submit }: {
  readonly understood: boolean
  readonly onUnderstoodChange: (checked: boolean) => void
  readonly busy: boolean
  readonly submit: MessageId
}) {
  return (
    <>
      <CheckboxField label={<Msg id="safer.confirmUnderstood" />} checked={understood} onCheckedChange={onUnderstoodChange} />
      <div className="safer-form__actions">
        <button type="submit" className="btn btn--primary" disabled={busy || !understood}><Msg id={submit} /></button>
      </div>
    </>
  )
}

const TIMEOUT_DAYS = [1, 2, 3, 7, 14, 21, 30, 42] as const

export function CoolOffPage() {
  const safer = useSafer()
  const send = useSend()
  const t = useT()
  const [days, setDays] = useState<number>(1)
  const [understood, setUnderstood] = useState(false)
  return (
    <AccountSubPage title="page.account.safer-gambling.cool-off.title" lede={<Msg id="safer.timeout.lede" />}>
      <Feedback />
      <form className="card safer-card safer-form" onSubmit={(e) => { e.preventDefault(); if (understood) send({ _tag: "TimeoutSubmitted", days }) }}>
        <NumberSelectField id="timeout-days" label="safer.timeout.length" value={days} options={TIMEOUT_DAYS}
          optionText={(d) => t("safer.timeout.days", { days: d })} onValueChange={setDays} />
        <UnderstoodThenSubmit understood={understood} onUnderstoodChange={setUnderstood} busy={safer.busy} submit="safer.timeout.submit" />
      </form>
    </AccountSubPage>
  )
}

const INTERVALS = ["6m", "1y", "2y", "5y"] as const

export function SelfExclusionPage() {
  const safer = useSafer()
  const send = useSend()
  const [interval, setInterval] = useState<(typeof INTERVALS)[number]>("6m")
  const [understood, setUnderstood] = useState(false)
  return (
    <AccountSubPage title="page.account.safer-gambling.self-exclusion.title" lede={<Msg id="safer.selfExclusion.lede" />}>
      <Feedback />
      <form className="card safer-card safer-form" onSubmit={(e) => { e.preventDefault(); if (understood) send({ _tag: "SelfExclusionSubmitted", interval }) }}>
        <fieldset className="safer-radios">
          <legend className="field__label"><Msg id="safer.selfExclusion.length" /></legend>
          {INTERVALS.map((i) => (
            <label key={i} className="safer-radio">
              <input type="radio" name="self-exclusion" value={i} checked={interval === i} onChange={() => setInterval(i)} />
              <span><Msg id={`safer.interval.${i}`} /></span>
            </label>
          ))}
        </fieldset>
        <UnderstoodThenSubmit understood={understood} onUnderstoodChange={setUnderstood} busy={safer.busy} submit="safer.selfExclusion.submit" />
      </form>
    </AccountSubPage>
  )
}
