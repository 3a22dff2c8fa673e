/** A labelled select of numbers (minutes, days): the field the safer-gambling forms ask intervals with. */
import type { MessageId } from "../i18n/catalogues.js"
import { Msg } from "./Msg.js"

export function NumberSelectField({ id, label, value, options, optionText, onValueChange }: {
  readonly id: string
  readonly label: MessageId
  readonly value: number
  readonly options: ReadonlyArray<number>
  /** The option's text, already in the active language. */
  readonly optionText: (option: number) => string
  readonly onValueChange: (value: number) => void
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}><Msg id={label} /></label>
      <select id={id} className="field__input" value={value} onChange={(e) => onValueChange(Number(e.target.value))}>
        {options.map((o) => <option key={o} value={o}>{optionText(o)}</option>)}
      </select>
    </div>
  )
}
