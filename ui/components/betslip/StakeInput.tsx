/**
 * A stake field (spec §5 number input, §9 quick stakes): the currency beside a decimal input, a −/+
 * stepper and the quick-stake chips. While the field has the focus it shows what the person typed
 * (so "2." is not rewritten to "2.00" mid-word); core reads every keystroke (`StakeEntered {text}`)
 * and clamps it, and the field shows core's stake again (2 decimals) once the focus leaves.
 * Arrow up/down and the stepper move the stake by 1 (spec §5 "arrow up/down change by the step"),
 * within [0, maxStake]; the quick stakes add their amount (core's QuickStakeChosen).
 */
import { useId, useState, type KeyboardEvent } from "react"
import { selectCurrency } from "../../../core/app/selectors.js"
import { selectQuickStakes } from "../../../core/betslip/selectors.js"
import { formatNumberInput, stepNumberInput } from "../../../core/validation/number-input.js"
import { useSelector, useSend } from "../../app/runtime.js"
import { useIntl } from "react-intl"
import { Msg, useT } from "../Msg.js"
import { currencySymbol } from "./currency.js"

/** One step of the stepper: 1 in the bettor's currency (100 minor units). */
const STEP = { step: 1, precision: 2 } as const

export function StakeInput({ contractId, stake, maxStake, label, disabled = false, describedBy }: {
  /** The leg's contract id, or null for the multiple's stake. */
  readonly contractId: number | null
  /** Minor units. */
  readonly stake: number
  /** Minor units; null when core names no maximum (the stepper then only stops at 0). */
  readonly maxStake: number | null
  /** The accessible name: "Stake on Arsenal", "Stake per bet". */
  readonly label: string
  readonly disabled?: boolean
  readonly describedBy?: string
}) {
  const id = useId()
  const send = useSend()
  const t = useT()
  const intl = useIntl()
  const currency = useSelector(selectCurrency)
  const quickStakes = useSelector(selectQuickStakes)
  // The text being typed while focused; null shows core's text.
  const [draft, setDraft] = useState<string | null>(null)

  // spec §5 "shown with set precision": 2 decimals, no currency sign (it sits beside the field).
  const shown = stake > 0 ? formatNumberInput(stake, STEP) : ""
  const enter = (text: string) => send({ _tag: "StakeEntered", contractId, text })

  const step = (direction: "up" | "down") => {
    const validation = maxStake === null ? "min:0" : `min:0|max:${formatNumberInput(maxStake, STEP)}`
    const next = formatNumberInput(stepNumberInput(stake, direction, { ...STEP, validation }), STEP)
    if (draft !== null) setDraft(next)
    enter(next)
  }

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== "ArrowUp" && e.key !== "ArrowDown") return
    e.preventDefault()
    step(e.key === "ArrowUp" ? "up" : "down")
  }

  return (
    <div className="stake">
      <div className="stake__row">
        <label className="stake__label" htmlFor={id}>
          <Msg id="betslip.stake" />
        </label>
        <div className={`stake__box${disabled ? " stake__box--off" : ""}`}>
          <button type="button" className="stake__step" tabIndex={-1} disabled={disabled || stake <= 0}
            aria-label={t("betslip.stake.decrease", { label })} onClick={() => step("down")}>
            <span aria-hidden="true">−</span>
          </button>
          <span className="stake__currency" aria-hidden="true">{currencySymbol(currency, intl.locale)}</span>
          <input
            id={id}
            className="stake__input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            aria-label={label}
            aria-describedby={describedBy}
            disabled={disabled}
            value={draft ?? shown}
            placeholder="0.00"
            onFocus={(e) => {
              setDraft(shown)
              send({ _tag: "StakeEditingStarted", contractId })
              e.currentTarget.select()
            }}
            onBlur={() => {
              setDraft(null)
              send({ _tag: "StakeEditingEnded" })
            }}
            onChange={(e) => {
              setDraft(e.target.value)
              enter(e.target.value)
            }}
            onKeyDown={onKeyDown}
          />
          <button type="button" className="stake__step" tabIndex={-1} disabled={disabled || (maxStake !== null && stake >= maxStake)}
            aria-label={t("betslip.stake.increase", { label })} onClick={() => step("up")}>
            <span aria-hidden="true">+</span>
          </button>
        </div>
      </div>
      {quickStakes.length > 0 && !disabled ? (
        <div className="stake__quick" role="group" aria-label={t("betslip.quickStakes", { label })}>
          {quickStakes.map((q, index) => (
            <button key={q.amount} type="button" className="stake__chip" onClick={() => {
              setDraft(null)
              send({ _tag: "QuickStakeChosen", contractId, index })
            }}>
              +{q.text}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  )
}
