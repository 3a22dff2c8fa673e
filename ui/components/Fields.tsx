/**
 * Form fields with real labels, hints and error messages wired through aria-describedby, so
 * assistive technology and `getByLabel` find them by their visible label.
 */
import { useId, useState, type InputHTMLAttributes, type ReactNode } from "react"
import type { Text } from "../../core/kernel/index.js"
import { Msg, TextView } from "./Msg.js"
import "./components.css"

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "onChange" | "value" | "children">

export interface TextFieldProps extends InputProps {
  readonly label: ReactNode
  readonly value: string
  readonly onValueChange: (value: string) => void
  readonly hint?: ReactNode
  /** The message of a broken rule (core's or the server's words), shown under the field. */
  readonly error?: ReactNode
  /** A live status under the field (e.g. the username check). */
  readonly status?: ReactNode
  readonly statusTone?: "neutral" | "good" | "bad"
  /** Something placed inside the input box, after the text (e.g. the reveal toggle). */
  readonly adornment?: (inputId: string) => ReactNode
}

/** What a field's control carries for assistive tech: the id its label points at, whether it is invalid, and what describes it. */
export const controlProps = (id: string, error: ReactNode, describedBy: string | undefined) =>
  ({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy }) as const

export function TextField({ label, value, onValueChange, hint, error, status, statusTone = "neutral", adornment, type = "text", ...rest }: TextFieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const statusId = `${id}-status`
  const describedBy = [hint ? hintId : null, error ? errorId : null, status ? statusId : null].filter(Boolean).join(" ") || undefined
  return (
    <div className={`field${error ? " field--invalid" : ""}`}>
      <label className="field__label" htmlFor={id}>{label}</label>
      {hint ? <p id={hintId} className="field__hint">{hint}</p> : null}
      <div className={`field__box${adornment ? " field__box--adorned" : ""}`}>
        <input {...rest} {...controlProps(id, error, describedBy)} type={type} className="field__input"
          value={value} onChange={(e) => onValueChange(e.target.value)} />
        {adornment ? adornment(id) : null}
      </div>
      {error ? <p id={errorId} className="field__error">{error}</p> : null}
      {status ? (
        <p id={statusId} className={`field__status field__status--${statusTone}`} aria-live="polite">{status}</p>
      ) : null}
    </div>
  )
}

/** A password field with a Show/Hide toggle (spec §2.10 "password with reveal toggle"). */
export function PasswordField(props: Omit<TextFieldProps, "type" | "adornment">) {
  const [revealed, setRevealed] = useState(false)
  return (
    <TextField
      {...props}
      type={revealed ? "text" : "password"}
      spellCheck={false}
      autoCapitalize="off"
      adornment={(inputId) => (
        <button
          type="button"
          className="field__reveal"
          aria-pressed={revealed}
          aria-controls={inputId}
          onClick={() => setRevealed((r) => !r)}
        >
          <Msg id={revealed ? "password.conceal" : "password.reveal"} />
        </button>
      )}
    />
  )
}

export function CheckboxField({ label, hint, checked, onCheckedChange }: {
  readonly label: ReactNode
  readonly hint?: ReactNode
  readonly checked: boolean
  readonly onCheckedChange: (checked: boolean) => void
}) {
  const id = useId()
  return (
    <div className="checkbox">
      <input id={id} type="checkbox" className="checkbox__input" checked={checked}
        onChange={(e) => onCheckedChange(e.target.checked)} aria-describedby={hint ? `${id}-hint` : undefined} />
      <div>
        <label htmlFor={id} className="checkbox__label">{label}</label>
        {hint ? <p id={`${id}-hint`} className="field__hint">{hint}</p> : null}
      </div>
    </div>
  )
}

/** A form-level message: errors are alerts (announced at once), successes are status updates. */
export function FormMessage({ tone, children }: { readonly tone: "error" | "success" | "info"; readonly children: ReactNode }) {
  return (
    <div className={`form-message form-message--${tone}`} role={tone === "error" ? "alert" : "status"}>
      {children}
    </div>
  )
}

/**
 * A failed form's own message, unless it repeats a field message already shown beside its field
 * (servers often send the same words as `public_message` and in `fields`).
 */
export function FormError({ form, shownFields = [] }: {
  readonly form: { readonly status: string; readonly error: Text | null; readonly fields: Readonly<Record<string, Text>> }
  readonly shownFields?: ReadonlyArray<string>
}) {
  if (form.status !== "failed" || form.error === null) return null
  const error = form.error
  if (error._tag === "Literal" && shownFields.some((f) => { const shown = form.fields[f]; return shown?._tag === "Literal" && shown.text === error.text })) return null
  return <FormMessage tone="error"><TextView text={error} /></FormMessage>
}

/** A field's error as core gave it (a message id or the server's words), ready for `error=`. */
export const fieldError = (text: Text | undefined): ReactNode => (text ? <TextView text={text} /> : undefined)
