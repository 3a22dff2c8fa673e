/**
 * The text area with its character counter (spec §2.10 "text area with character counter", §5
 * "counter uses the maximum from the length rule; shows 'Character limit reached' when broken").
 * Used wherever free text is asked for (the Review dialog's feedback…).
 *
 * Text past the maximum is cut as it is typed or pasted, so the value never breaks the rule; the
 * counter then reads max / max and 'Character limit reached' is announced (aria-live).
 */
import { useId, type ReactNode, type TextareaHTMLAttributes } from "react"
import { controlProps } from "./Fields.js"
import { Msg } from "./Msg.js"
import "./components.css"

type AreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "onChange" | "value" | "maxLength" | "children">

export interface TextAreaProps extends AreaProps {
  readonly label: ReactNode
  readonly value: string
  readonly onValueChange: (value: string) => void
  /** The maximum of the field's length rule. */
  readonly maxLength: number
  readonly hint?: ReactNode
  readonly error?: ReactNode
}

/** Characters as a person counts them (an emoji is one), not UTF-16 units. */
const length = (text: string): number => Array.from(text).length
const cut = (text: string, max: number): string => (length(text) > max ? Array.from(text).slice(0, max).join("") : text)

export function TextArea({ label, value, onValueChange, maxLength, hint, error, rows = 4, ...rest }: TextAreaProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const counterId = `${id}-counter`
  const errorId = `${id}-error`
  const used = length(value)
  const reached = used >= maxLength
  const describedBy = [hint ? hintId : null, counterId, error ? errorId : null].filter(Boolean).join(" ")
  return (
    <div className={`field${error || reached ? " field--invalid" : ""}`}>
      <label className="field__label" htmlFor={id}>{label}</label>
      {hint ? <p id={hintId} className="field__hint">{hint}</p> : null}
      <textarea {...rest} {...controlProps(id, error, describedBy)} rows={rows} className="field__input field__textarea"
        value={value} onChange={(e) => onValueChange(cut(e.target.value, maxLength))} />
      <p id={counterId} className={`field__counter${reached ? " field__counter--reached" : ""}`} aria-live="polite">
        <span data-testid="textarea-counter"><Msg id="textarea.counter" values={{ count: used, max: maxLength }} /></span>
        {reached ? <span className="field__counter-limit"><Msg id="textarea.limitReached" /></span> : null}
      </p>
      {error ? <p id={errorId} className="field__error">{error}</p> : null}
    </div>
  )
}
