/**
 * An amount of money typed into a form field (betslip settings' stakes, an auto cash-out amount),
 * read exactly as integer minor units: digits with at most two decimals, en-GB grouping commas and
 * surrounding blanks ignored. Unlike the stake field's reading (spec §5: anything unreadable is 0,
 * so the slip always holds a number), a form must tell "nothing typed" from "not an amount", so
 * this answers `null` for empty text and `"invalid"` for anything that is not a plain amount (a
 * sign, an exponent, three decimals, letters). Digits are read as integers, never through a float.
 */

const AMOUNT = /^(\d*)(?:\.(\d{0,2}))?$/

export type MoneyText = number | null | "invalid"

/** The amount the text stands for in minor units; null when empty; "invalid" when not an amount. */
export const readMoneyText = (text: string): MoneyText => {
  const clean = text.trim().replace(/,/g, "")
  if (clean === "") return null
  const m = AMOUNT.exec(clean)
  if (!m || (m[1] === "" && (m[2] ?? "") === "")) return "invalid"
  const whole = m[1] === "" ? 0 : Number(m[1])
  const total = whole * 100 + Number((m[2] ?? "").padEnd(2, "0"))
  return Number.isSafeInteger(total) ? total : "invalid"
}

/** Minor units as a field shows them for editing: two decimals, no grouping (1050 → "10.50"). */
export const moneyFieldText = (minor: number): string =>
  `${Math.trunc(minor / 100)}.${String(Math.abs(minor % 100)).padStart(2, "0")}`
