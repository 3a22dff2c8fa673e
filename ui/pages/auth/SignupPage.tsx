/**
 * Registration (spec §2.3) in the steps the site config lists (`signup_steps`). The rules are
 * core's: the page moves between steps freely, core checks everything on submit, and when a field
 * fails the page jumps to that field's step and shows core's (or the server's) words beside it.
 * The last step offers the welcome bonus (a promo code or a pick), chosen once the account exists.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react"
import { Link } from "wouter"
import { selectBrandName, selectForm, selectSiteConfig, selectUsernameCheck } from "../../../core/app/selectors.js"
import { FIELDS_OF_SIGNUP_STEP, selectSignupStep } from "../../../core/account/index.js"
import type { RegistrationField, RegistrationInput } from "../../../core/validation/registration.js"
import type { Text } from "../../../core/kernel/index.js"
import type { SignupStepId } from "../../../core/model/site.js"
import { CheckboxField, fieldError, FormError, FormMessage, PasswordField, TextField } from "../../components/Fields.js"
import { Icon } from "../../components/Icon.js"
import { Msg, TextView, useT } from "../../components/Msg.js"
import { AuthIntro } from "./AuthIntro.js"
import type { MessageId } from "../../i18n/catalogues.js"
import { useRuntime, useSelector, useSend } from "../../app/runtime.js"
import { SignupWelcomeOffer } from "./SignupWelcomeOffer.js"
import { SubmitButton } from "./SubmitButton.js"
import type { PageProps } from "../../app/pages.js"
import "./auth.css"

type Field = RegistrationField

interface Values extends RegistrationInput {
  readonly marketingOptIn: boolean
}

const EMPTY: Values = { email: "", password: "", firstname: "", lastname: "", dob: "", username: "", marketingOptIn: false }

/** Which fields each step holds (core's, so the page shows what core checks). */
const FIELDS_OF_STEP = FIELDS_OF_SIGNUP_STEP
const DEFAULT_STEPS: ReadonlyArray<SignupStepId> = ["account", "personal", "username", "marketing"]

const STEP_TITLE: Readonly<Record<SignupStepId, MessageId>> = {
  account: "signup.step.account",
  personal: "signup.step.personal",
  username: "signup.step.username",
  marketing: "signup.step.marketing",
}
const STEP_TEXT: Readonly<Record<SignupStepId, MessageId>> = {
  account: "signup.step.account.text",
  personal: "signup.step.personal.text",
  username: "signup.step.username.text",
  marketing: "signup.step.marketing.text",
}

function useSteps(): ReadonlyArray<SignupStepId> {
  const configured = useSelector(selectSiteConfig)?.signup_steps
  return useMemo(() => {
    if (!configured || configured.length === 0) return DEFAULT_STEPS
    return configured.map((s) => s.step_id).filter((id, i, all) => all.indexOf(id) === i)
  }, [configured])
}

function UsernameField({ value, onChange, error }: { readonly value: string; readonly onChange: (v: string) => void; readonly error: ReactNode }) {
  const check = useSelector(selectUsernameCheck(value))
  const t = useT()
  let status: string | null = null
  let tone: "neutral" | "good" | "bad" = "neutral"
  if (value !== "") {
    if (check === null) status = t("username.checking")
    else if (check.valid) {
      status = check.message ?? t("username.available")
      tone = "good"
    } else {
      status = check.message ?? t("username.unavailable")
      tone = "bad"
    }
  }
  return (
    <TextField label={<Msg id="field.username" />} name="username" autoComplete="username" autoCapitalize="off"
      spellCheck={false} hint={<Msg id="field.username.hint" />} value={value} onValueChange={onChange}
      error={error} status={status} statusTone={tone} />
  )
}

export function SignupPage({ query }: Partial<PageProps> = {}) {
  // A friend's sign-up link (/auth/signup?ref=CODE, issue 18): the code goes with the registration.
  const referralCode = query?.ref?.trim() || null
  const brand = useSelector(selectBrandName)
  const form = useSelector(selectForm("signup"))
  const send = useSend()
  const t = useT()
  const steps = useSteps()
  const [index, setIndex] = useState(0)
  const [values, setValues] = useState<Values>(EMPTY)
  // Fields edited since the last failed submit: their old error no longer describes them.
  const [edited, setEdited] = useState<ReadonlySet<Field>>(new Set())
  // The current step's problems from its last Continue (cleared field by field as they are edited).
  const [stepErrors, setStepErrors] = useState<Readonly<Record<string, Text>>>({})
  const { store } = useRuntime()
  const focusNext = useRef<"heading" | "invalid" | null>(null)
  const stepHeading = useRef<HTMLHeadingElement>(null)
  const formRef = useRef<HTMLFormElement>(null)

  const current = Math.min(index, steps.length - 1)
  const step = steps[current] ?? "account"
  const last = current === steps.length - 1
  const busy = form.status === "submitting"

  // A failed submit: go to the step of the first failing field, in step order.
  useEffect(() => {
    if (form.status !== "failed") return
    setEdited(new Set())
    const failing = Object.keys(form.fields)
    const target = steps.findIndex((s) => FIELDS_OF_STEP[s].some((f) => failing.includes(f)))
    focusNext.current = target >= 0 ? "invalid" : null
    if (target >= 0) setIndex(target)
  }, [form, steps])

  useEffect(() => {
    const what = focusNext.current
    focusNext.current = null
    if (what === "heading") stepHeading.current?.focus()
    if (what === "invalid") formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  })

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }))
    if (key !== "marketingOptIn") setEdited((e) => new Set(e).add(key as Field))
  }
  const errorOf = (field: Field): ReactNode =>
    !edited.has(field) && stepErrors[field] ? fieldError(stepErrors[field]) :
    form.status === "failed" && !edited.has(field) ? fieldError(form.fields[field]) : undefined

  const go = (to: number) => {
    focusNext.current = "heading"
    setIndex(to)
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!last) {
      // Each step is checked in place before the next (core/account/signup-steps.ts).
      send({ _tag: "SignupStepContinued", step, email: values.email, password: values.password, username: values.username,
        firstname: values.firstname, lastname: values.lastname, dob: values.dob })
      const checked = selectSignupStep(store.getState())
      const problems = checked?.step === step ? checked.fields : {}
      setStepErrors(problems)
      setEdited(new Set())
      if (Object.keys(problems).length > 0) {
        focusNext.current = "invalid"
        return
      }
      return go(current + 1)
    }
    send({ _tag: "RegistrationSubmitted", ...values, ...(referralCode ? { referralCode } : {}) })
  }

  return (
    <div className="auth signup">
      <AuthIntro heading={<Msg id="signup.heading" values={{ brand }} />}>
        {referralCode ? <p className="auth__referral"><Msg id="rewards.referral.signupNote" values={{ code: referralCode }} /></p> : null}
      </AuthIntro>

      <nav className="stepper" aria-label={t("signup.steps")}>
        <p className="stepper__count"><Msg id="signup.progress" values={{ current: current + 1, total: steps.length }} /></p>
        <ol className="stepper__list">
          {steps.map((s, i) => {
            const invalid = FIELDS_OF_STEP[s].some((f) => errorOf(f) !== undefined)
            const state = invalid ? " stepper__step--invalid" : i < current ? " stepper__step--done" : ""
            return (
              <li key={s} className={`stepper__step${state}${i === current ? " stepper__step--current" : ""}`}
                aria-current={i === current ? "step" : undefined}>
                <span className="stepper__label"><Msg id={STEP_TITLE[s]} /></span>
                {invalid ? <span className="visually-hidden"> <Msg id="signup.stepInvalid" /></span> : null}
              </li>
            )
          })}
        </ol>
      </nav>

      <form ref={formRef} className="form-stack" onSubmit={submit} noValidate>
        <div className="signup__step-head">
          <h2 ref={stepHeading} tabIndex={-1} className="signup__step-title"><Msg id={STEP_TITLE[step]} /></h2>
          <p className="signup__step-text"><Msg id={STEP_TEXT[step]} /></p>
        </div>

        <FormError form={form} shownFields={FIELDS_OF_STEP[step].filter((f) => errorOf(f) !== undefined)} />

        {step === "account" ? (
          <>
            <TextField label={<Msg id="field.email" />} type="email" name="email" autoComplete="email" inputMode="email"
              autoCapitalize="off" spellCheck={false} value={values.email} onValueChange={(v) => set("email", v)} error={errorOf("email")} />
            <PasswordField label={<Msg id="field.password" />} name="password" autoComplete="new-password"
              value={values.password} onValueChange={(v) => set("password", v)} error={errorOf("password")} />
          </>
        ) : null}

        {step === "personal" ? (
          <>
            <div className="signup__row">
              <TextField label={<Msg id="field.firstname" />} name="firstname" autoComplete="given-name"
                value={values.firstname} onValueChange={(v) => set("firstname", v)} error={errorOf("firstname")} />
              <TextField label={<Msg id="field.lastname" />} name="lastname" autoComplete="family-name"
                value={values.lastname} onValueChange={(v) => set("lastname", v)} error={errorOf("lastname")} />
            </div>
            <TextField label={<Msg id="field.dob" />} name="dob" autoComplete="bday" inputMode="numeric"
              placeholder={t("field.dob.placeholder")} hint={<Msg id="field.dob.hint" />}
              value={values.dob} onValueChange={(v) => set("dob", v)} error={errorOf("dob")} />
          </>
        ) : null}

        {step === "username" ? (
          <UsernameField value={values.username} error={errorOf("username")} onChange={(v) => {
            set("username", v)
            send({ _tag: "UsernameEntered", username: v })
          }} />
        ) : null}

        {step === "marketing" ? (
          <CheckboxField label={<Msg id="signup.marketing.label" />} hint={<Msg id="signup.marketing.hint" />}
            checked={values.marketingOptIn} onCheckedChange={(v) => set("marketingOptIn", v)} />
        ) : null}

        {last ? <SignupWelcomeOffer /> : null}

        {last ? <p className="signup__notice"><Msg id="signup.ageNotice" /></p> : null}

        <div className="signup__actions">
          {current > 0 ? (
            <button type="button" className="btn btn--secondary" onClick={() => go(current - 1)}>
              <Icon name="arrowLeft" size={18} />
              <Msg id="signup.back" />
            </button>
          ) : null}
          {last ? (
            <SubmitButton busy={busy} className="btn btn--primary signup__next"><Msg id="signup.submit" /></SubmitButton>
          ) : (
            <button type="submit" className="btn btn--primary signup__next">
              <Msg id="signup.continue" />
              <Icon name="arrowRight" size={18} />
            </button>
          )}
        </div>
      </form>

      <p className="auth__switch">
        <Msg id="signup.haveAccount" /> <Link href="/login"><Msg id="signup.login" /></Link>
      </p>
    </div>
  )
}
