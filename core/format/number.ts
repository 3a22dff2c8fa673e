/**
 * Number formatting (spec §5 "Number formatting"): en-GB grouping; two decimals for non-integers,
 * or whenever `precise` or `default` is requested; `default` (the value put into an input as its
 * default) also removes the grouping commas. Anything that is not a finite number raises
 * `Invalid number`, so a bad value is a loud bug instead of "NaN" on screen.
 *
 * Pure: `Intl.NumberFormat` depends only on its arguments.
 */

export const INVALID_NUMBER = "Invalid number"

export interface NumberFormatOptions {
  /** Always two decimals ("10.00"). */
  readonly precise?: boolean
  /** Two decimals without grouping ("1234.50"): a form field's default value. */
  readonly default?: boolean
}

const grouped = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 })
const groupedTwo = new Intl.NumberFormat("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** The number a value stands for, or null when it stands for none (empty, NaN, ±Infinity, "abc"). */
export const numberOf = (value: number | string): number | null => {
  if (typeof value === "number") return Number.isFinite(value) ? value : null
  const text = value.trim().replace(/,/g, "")
  if (text === "" || !/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text)) return null
  const n = Number(text)
  return Number.isFinite(n) ? n : null
}

/** spec §5: formats `value` the en-GB way; throws `Error("Invalid number")` for a non-number. */
export const formatNumber = (value: number | string, options: NumberFormatOptions = {}): string => {
  const n = numberOf(value)
  if (n === null) throw new Error(INVALID_NUMBER)
  const twoDecimals = options.precise === true || options.default === true || !Number.isInteger(n)
  const text = (twoDecimals ? groupedTwo : grouped).format(n)
  // Intl writes "-0" for negative zero and tiny negatives rounded to zero; money never reads "-0.00".
  const clean = /^-0(\.0+)?$/.test(text) ? text.slice(1) : text
  return options.default === true ? clean.replace(/,/g, "") : clean
}
