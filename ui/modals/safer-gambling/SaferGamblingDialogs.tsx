/**
 * The safer-gambling dialogs of spec §2.10 beyond the limit changes (LimitChangeModals.tsx):
 * DepositLimitPrompt (a limit offered before the first deposit, RTS 12), DepositLimitFrequency
 * (choose a deposit limit's period and amount), RealityCheckFrequency (RTS 13),
 * AccountActivityFrequency and AccountActivityPrompt (the activity statement: deposits, stakes,
 * returns and net position over the period, as the server counts them), Questionnaire (the
 * affordability questions, answers stored by the server), PhoneCall (incoming / attempted, the
 * site's affordability number) and EddAlert (enhanced due diligence). Views send events; core
 * calls the server and keeps what it answered.
 */
import { useEffect, useState, type FormEvent } from "react"
import { useIntl } from "react-intl"
import { selectCurrency, selectSiteConfig, selectUser } from "../../../core/app/selectors.js"
import { selectSaferGambling, type SaferGamblingRoot } from "../../../core/safer-gambling/index.js"
import { Link } from "wouter"

import { LimitFields, parseAmount, PERIOD_DAYS, useLimitDraft } from "../../components/safer-gambling/LimitFields.js"
import { NumberSelectField } from "../../components/NumberSelectField.js"
import { Msg, useT } from "../../components/Msg.js"
import type { MessageId } from "../../i18n/catalogues.js"
import { formatMoney } from "../../i18n/format.js"
import { useSelector, useSend } from "../../app/runtime.js"
import { ModalActions, ModalContent, ModalHeading, ModalIcon, ModalText, ModalTitle, useClose, type ModalBodyProps } from "../ModalParts.js"
import "./safer-dialogs.css"

const str = (value: unknown): string | null => (typeof value === "string" && value.length > 0 ? value : null)
const int = (value: unknown): number | null => (typeof value === "number" && Number.isInteger(value) ? value : null)

const useSafer = () => useSelector((s) => selectSaferGambling(s as unknown as SaferGamblingRoot))

/** "Later": the dialog is put off, not answered. */
function LaterButton({ onPress, label = "safer.modal.later" }: { readonly onPress: () => void; readonly label?: MessageId }) {
  return <button type="button" className="btn btn--link btn--block" onClick={onPress}><Msg id={label} /></button>
}

/** A safer-gambling form's two ways out: submit it, or leave it for later. */
function SubmitOrLater({ submit, busy, onLater, later }: {
  readonly submit: MessageId
  readonly busy?: boolean
  readonly onLater: () => void
  readonly later?: MessageId
}) {
  return (
    <ModalActions>
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}><Msg id={submit} /></button>
      <LaterButton onPress={onLater} label={later} />
    </ModalActions>
  )
}

/** Period and amount of a deposit limit; `prompt` also records that the first-deposit prompt was answered. */
function DepositLimitForm({ modal, prompt }: ModalBodyProps & { readonly prompt: boolean }) {
  const send = useSend()
  const close = useClose(modal.id)
  const safer = useSafer()
  const draft = useLimitDraft()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const minor = parseAmount(draft.amount)
    draft.setProblem(minor === null || minor === 0)
    if (minor === null || minor === 0) return
    send({ _tag: "LimitSubmitted", kind: "deposit", windowDays: PERIOD_DAYS[draft.period], amount: minor })
    if (prompt) send({ _tag: "DepositLimitPromptAnswered" })
    close()
  }
  const notNow = () => {
    if (prompt) send({ _tag: "DepositLimitPromptAnswered" })
    close()
  }
  return (
    <ModalContent align="start">
      <ModalHeading icon="shield" tone="info" title={prompt ? "safer.prompt.title" : "safer.frequency.title"} />
      <ModalText>
        <p><Msg id={prompt ? "safer.prompt.text" : "safer.frequency.text"} /></p>
        <p><Msg id="safer.prompt.rules" /></p>
      </ModalText>
      <form className="safer-dialog__form" onSubmit={submit} noValidate>
        <LimitFields id="dialog-limit" draft={draft} />
        <SubmitOrLater submit="safer.form.save" busy={safer.busy} onLater={notNow} later={prompt ? "safer.prompt.notNow" : "safer.modal.later"} />
      </form>
    </ModalContent>
  )
}

export const DepositLimitPromptModal = ({ modal }: ModalBodyProps) => <DepositLimitForm modal={modal} prompt />
export const DepositLimitFrequencyModal = ({ modal }: ModalBodyProps) => <DepositLimitForm modal={modal} prompt={false} />

const REALITY_SECONDS = [600, 1200, 1800, 2700, 3600, 5400, 7200] as const

export function RealityCheckFrequencyModal({ modal }: ModalBodyProps) {
  const send = useSend()
  const t = useT()
  const close = useClose(modal.id)
  const user = useSelector(selectUser)
  const [seconds, setSeconds] = useState<number>(user?.reality_check_interval ?? 3600)
  return (
    <ModalContent align="start">
      <ModalHeading icon="clock" tone="info" title="safer.reality.title" />
      <ModalText><p><Msg id="safer.reality.lede" /></p></ModalText>
      <form className="safer-dialog__form" onSubmit={(e) => { e.preventDefault(); send({ _tag: "RealityCheckIntervalSubmitted", seconds }); close() }}>
        <NumberSelectField id="dialog-reality-interval" label="safer.reality.interval" value={seconds} options={REALITY_SECONDS}
          optionText={(s) => t("safer.reality.every", { minutes: s / 60 })} onValueChange={setSeconds} />
        <SubmitOrLater submit="safer.reality.save" onLater={close} />
      </form>
    </ModalContent>
  )
}

const STATEMENT_DAYS = [7, 30, 90] as const

export function AccountActivityFrequencyModal({ modal }: ModalBodyProps) {
  const send = useSend()
  const close = useClose(modal.id)
  const safer = useSafer()
  const [days, setDays] = useState<number | null>(safer.summary?.activity_statement_days ?? 30)
  return (
    <ModalContent align="start">
      <ModalHeading icon="info" tone="info" title="safer.activity.frequencyTitle" />
      <ModalText><p><Msg id="safer.activity.frequencyText" /></p></ModalText>
      <form className="safer-dialog__form" onSubmit={(e) => { e.preventDefault(); send({ _tag: "ActivityStatementFrequencySubmitted", days }); close() }}>
        <fieldset className="safer-radios">
          <legend className="visually-hidden"><Msg id="safer.activity.frequencyTitle" /></legend>
          {[...STATEMENT_DAYS, null].map((d) => (
            <label key={String(d)} className="safer-radio">
              <input type="radio" name="statement-days" checked={days === d} onChange={() => setDays(d)} />
              <span>{d === null ? <Msg id="safer.activity.never" /> : <Msg id="safer.activity.every" values={{ days: d }} />}</span>
            </label>
          ))}
        </fieldset>
        <SubmitOrLater submit="safer.reality.save" busy={safer.busy} onLater={close} />
      </form>
    </ModalContent>
  )
}

export function AccountActivityPromptModal({ modal }: ModalBodyProps) {
  const send = useSend()
  const intl = useIntl()
  const close = useClose(modal.id)
  const currency = useSelector(selectCurrency)
  const safer = useSafer()
  const days = int(modal.props.days) ?? safer.summary?.activity_statement_days ?? 30
  useEffect(() => { send({ _tag: "ActivityStatementRequested", days }) }, [send, days])
  const figures = safer.statement?.days === days ? safer.statement.figures : null
  const money = (minor: number) => formatMoney(minor, currency, intl.locale)
  return (
    <ModalContent align="start">
      <ModalHeading icon="info" tone="info" title="safer.activity.title" />
      <ModalText>
        <p><Msg id="safer.activity.period" values={{ days }} /></p>
        {figures === null ? <p><Msg id="safer.activity.loading" /></p> : (
          <dl className="safer-statement">
            <div><dt><Msg id="safer.activity.deposits" /></dt><dd>{money(figures.deposits)}</dd></div>
            <div><dt><Msg id="safer.activity.withdrawals" /></dt><dd>{money(figures.withdrawals)}</dd></div>
            <div><dt><Msg id="safer.activity.stakes" /></dt><dd>{money(figures.stakes)}</dd></div>
            <div><dt><Msg id="safer.activity.returns" /></dt><dd>{money(figures.returns)}</dd></div>
            <div className="safer-statement__net">
              <dt><Msg id={figures.net_position >= 0 ? "safer.activity.netUp" : "safer.activity.netDown"} /></dt>
              <dd>{money(Math.abs(figures.net_position))}</dd>
            </div>
          </dl>
        )}
      </ModalText>
      <ModalActions>
        <button type="button" className="btn btn--primary btn--block" data-autofocus onClick={close}><Msg id="safer.activity.ok" /></button>
        <Link href="/account/safer-gambling" className="btn btn--secondary btn--block" onClick={close}><Msg id="safer.realityCheck.limits" /></Link>
      </ModalActions>
    </ModalContent>
  )
}

/** The affordability questions (UKGC customer-interaction guidance): each answered from a fixed list. */
const QUESTIONS = [
  { id: "income", answers: ["under20k", "20to40k", "40to70k", "over70k"] },
  { id: "employment", answers: ["employed", "selfEmployed", "retired", "student", "notWorking"] },
  { id: "spend", answers: ["disposable", "savings", "borrowed"] },
  { id: "afford", answers: ["yes", "unsure", "no"] },
] as const

export function QuestionnaireModal({ modal }: ModalBodyProps) {
  const send = useSend()
  const close = useClose(modal.id)
  const safer = useSafer()
  const source = modal.props.source === "deeplink" ? "deeplink" : "prompted"
  const [answers, setAnswers] = useState<Readonly<Record<string, string>>>({})
  const [problem, setProblem] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const complete = QUESTIONS.every((q) => answers[q.id] !== undefined)
    setProblem(!complete)
    if (!complete) return
    send({ _tag: "AffordabilitySubmitted", source, answers: QUESTIONS.map((q) => ({ question: q.id, answer: answers[q.id] ?? "" })) })
    close()
  }
  return (
    <ModalContent align="start">
      <ModalHeading icon="shield" tone="info" title="safer.questionnaire.title" />
      <ModalText><p><Msg id="safer.questionnaire.text" /></p></ModalText>
      <form className="safer-dialog__form" onSubmit={submit} noValidate>
        {QUESTIONS.map((q) => (
          <fieldset key={q.id} className="safer-radios">
            <legend className="field__label"><Msg id={`safer.questionnaire.${q.id}.q`} /></legend>
            {q.answers.map((a) => (
              <label key={a} className="safer-radio">
                <input type="radio" name={`q-${q.id}`} checked={answers[q.id] === a} onChange={() => setAnswers({ ...answers, [q.id]: a })} />
                <span><Msg id={`safer.questionnaire.${q.id}.${a}` as MessageId} /></span>
              </label>
            ))}
          </fieldset>
        ))}
        {problem ? <p className="field__error" role="alert"><Msg id="safer.questionnaire.incomplete" /></p> : null}
        <SubmitOrLater submit="safer.questionnaire.submit" busy={safer.busy} onLater={close} />
      </form>
    </ModalContent>
  )
}

export function PhoneCallModal({ modal }: ModalBodyProps) {
  const close = useClose(modal.id)
  const config = useSelector(selectSiteConfig)
  const number = str(config?.affordability_contact_number)
  const missed = modal.props.status === "missed"
  return (
    <ModalContent>
      <ModalHeading icon="bell" tone={missed ? "warning" : "info"} title={missed ? "safer.phone.missedTitle" : "safer.phone.incomingTitle"} />
      <ModalText>
        <p><Msg id={missed ? "safer.phone.missedText" : "safer.phone.incomingText"} /></p>
        {number ? <p><Msg id="safer.phone.number" values={{ number }} /></p> : null}
      </ModalText>
      <ModalActions>
        {number ? <a className="btn btn--primary btn--block" href={`tel:${number.replace(/[^\d+]/g, "")}`} onClick={close}><Msg id="safer.phone.call" /></a> : null}
        <LaterButton onPress={close} />
      </ModalActions>
    </ModalContent>
  )
}

export function EddAlertModal({ modal }: ModalBodyProps) {
  const close = useClose(modal.id)
  const title = str(modal.props.title)
  const text = str(modal.props.message)
  return (
    <ModalContent>
      <ModalIcon name="alert" tone="warning" />
      <ModalTitle>{title ?? <Msg id="safer.edd.title" />}</ModalTitle>
      <ModalText>
        <p>{text ?? <Msg id="safer.edd.text" />}</p>
        <p><Msg id="safer.edd.why" /></p>
      </ModalText>
      <ModalActions>
        <Link href="/account/verification" className="btn btn--primary btn--block" data-autofocus onClick={close}><Msg id="safer.edd.upload" /></Link>
        <LaterButton onPress={close} />
      </ModalActions>
    </ModalContent>
  )
}
