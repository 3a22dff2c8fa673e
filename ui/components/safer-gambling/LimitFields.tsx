/**
 * The period and amount of a deposit or loss limit, as the limits pages and the deposit-limit
 * dialogs ask for them: one draft (useLimitDraft) and one pair of fields (LimitFields).
 */
import { useState } from "react"
import { TextField } from "../Fields.js"
import { Msg, useT } from "../Msg.js"

/** The limit windows offered, in days (the server's `windowDays`). */
export const PERIOD_DAYS = { daily: 1, weekly: 7, monthly: 30 } as const
export type Period = keyof typeof PERIOD_DAYS

/** "25", "25.5" or "25,50" in minor units; null for anything else. */
export const parseAmount = (text: string): number | null => {
  const m = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(text)
  return m ? Number(m[1]) * 100 + Number((m[2] ?? "0").padEnd(2, "0")) : null
}

/** The limit being typed: its period, its amount text, and whether the last submit found the amount wrong. */
export function useLimitDraft() {
  const [period, setPeriod] = useState<Period>("daily")
  const [amount, setAmount] = useState("")
  const [problem, setProblem] = useState(false)
  return { period, setPeriod, amount, setAmount, problem, setProblem }
}

/** The period select and the amount field; their ids are `<id>-period` and `<id>-amount`. */
export function LimitFields({ id, draft }: { readonly id: string; readonly draft: ReturnType<typeof useLimitDraft> }) {
  const t = useT()
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-period`}><Msg id="safer.form.period" /></label>
        <select id={`${id}-period`} className="field__input" value={draft.period} onChange={(e) => draft.setPeriod(e.target.value as Period)}>
          {(Object.keys(PERIOD_DAYS) as Period[]).map((p) => <option key={p} value={p}>{t(`safer.period.${p}`)}</option>)}
        </select>
      </div>
      <TextField label={<Msg id="safer.form.amount" />} value={draft.amount} onValueChange={draft.setAmount} inputMode="decimal" name={`${id}-amount`}
        error={draft.problem ? <Msg id="safer.form.amountInvalid" /> : undefined} />
    </>
  )
}
