/**
 * The number input of spec §5: "min and max come from the validation string; the value is clamped
 * unless auto-rounding is off; empty or non-numeric becomes 0; shown with set precision; arrow
 * up/down change by the step." The betslip's stake fields use it (precision 2, so a value is
 * integer minor units); any other number field can.
 *
 * Values are *scaled integers*: the number × 10^precision (a stake of 10.50 at precision 2 is 1050),
 * so no step, clamp or sum ever goes through a binary fraction.
 *
 * Spec silent, chosen here:
 * - the validation string is pipe-separated rules (`"required|min:0.1|max:500"`); `min:` and `max:`
 *   are read, anything else is ignored; an unreadable bound is no bound;
 * - a value with more decimals than the precision is rounded half away from zero to it;
 * - with auto-rounding off the value is neither rounded nor clamped (only empty/non-numeric → 0),
 *   so a field can show what the person typed and report it out of range elsewhere;
 * - a step from a value outside the bounds lands on the nearest bound first (auto-rounding on).
 */
import { numberOf } from "../format/number.js"

export interface NumberInputOptions {
  /** The validation string that carries the bounds ("min:0|max:500"); none means unbounded. */
  readonly validation?: string
  /** Decimals shown (default 2). */
  readonly precision?: number
  /** What arrow up/down add or take away, in the field's own unit (default 1). */
  readonly step?: number
  /** Clamp to the bounds and round to the precision (default true). */
  readonly autoRound?: boolean
}

export interface NumberBounds {
  readonly min: number | null
  readonly max: number | null
}

const DEFAULT_PRECISION = 2

/** The bounds a validation string names (spec §5 "min and max come from the validation string"). */
export const boundsOf = (validation: string | undefined): NumberBounds => {
  let min: number | null = null
  let max: number | null = null
  for (const rule of (validation ?? "").split("|")) {
    const [name, value] = rule.split(":").map((part) => part.trim())
    if (value === undefined) continue
    const n = numberOf(value)
    if (n === null) continue
    if (name === "min") min = n
    if (name === "max") max = n
  }
  return { min, max }
}

const precisionOf = (options: NumberInputOptions): number =>
  Math.max(0, Math.min(6, Math.trunc(options.precision ?? DEFAULT_PRECISION)))

/** n × 10^precision as an integer; `Math.round` is half-up for positives, so negatives mirror it. */
const scale = (n: number, precision: number): number => {
  const scaled = Math.round(Math.abs(n) * 10 ** precision)
  return n < 0 && scaled !== 0 ? -scaled : scaled
}

const clamp = (scaled: number, options: NumberInputOptions): number => {
  const precision = precisionOf(options)
  const { min, max } = boundsOf(options.validation)
  let value = scaled
  if (max !== null) value = Math.min(value, scale(max, precision))
  if (min !== null) value = Math.max(value, scale(min, precision))
  return value
}

/**
 * What a typed text stands for, as a scaled integer: empty or non-numeric is 0; with auto-rounding
 * (default) rounded to the precision and clamped to the bounds.
 */
export const readNumberInput = (text: string, options: NumberInputOptions = {}): number => {
  const precision = precisionOf(options)
  const n = numberOf(text)
  const scaled = n === null ? 0 : scale(n, precision)
  return options.autoRound === false ? scaled : clamp(scaled, options)
}

/** A scaled value as the field shows it: the set precision, no grouping ("1050" at 2 → "10.50"). */
export const formatNumberInput = (scaled: number, options: NumberInputOptions = {}): string => {
  const precision = precisionOf(options)
  const negative = scaled < 0
  const digits = String(Math.abs(Math.trunc(scaled))).padStart(precision + 1, "0")
  const whole = digits.slice(0, digits.length - precision)
  const fraction = digits.slice(digits.length - precision)
  return `${negative ? "-" : ""}${whole}${precision > 0 ? `.${fraction}` : ""}`
}

/** Arrow up or down: the value moved by one step, then clamped (auto-rounding on). */
export const stepNumberInput = (scaled: number, direction: "up" | "down", options: NumberInputOptions = {}): number => {
  const step = Math.max(1, scale(options.step ?? 1, precisionOf(options)))
  const moved = scaled + (direction === "up" ? step : -step)
  if (options.autoRound === false) return moved
  const start = clamp(scaled, options)
  // From outside the bounds the first press lands on the bound itself.
  return start !== scaled ? start : clamp(moved, options)
}
