/**
 * The stake input's text read as money (spec §5 "Number input": empty or non-numeric becomes 0, the
 * value is clamped, shown with set precision). The view sends the text as typed (`StakeEntered`);
 * core reads it here and then clamps it per leg (rules.ts `clampStake`).
 *
 * Spec silent, chosen here: en-GB grouping commas and surrounding blanks are ignored ("1,000.5"),
 * a lone leading or trailing point reads as a number (".5", "5."), digits beyond the second decimal
 * place are dropped (precision 2: "2.999" is 2.99, never rounded up past what was typed), a sign or
 * an exponent makes the text non-numeric (0). Exact: digits are read as integers, never through a
 * float; an amount too large to hold exactly reads as the largest safe one (the clamp then applies).
 */

const STAKE_TEXT = /^(\d*)(?:\.(\d*))?$/

/** The stake the text stands for, in minor units (0 for anything that is not a plain amount). */
export const parseStakeText = (text: string): number => {
  const clean = text.trim().replace(/,/g, "")
  const m = STAKE_TEXT.exec(clean)
  if (!m) return 0
  const whole = m[1] ?? ""
  const fraction = m[2] ?? ""
  if (whole === "" && fraction === "") return 0
  const major = whole === "" ? 0 : Number(whole)
  const minor = Number(fraction.slice(0, 2).padEnd(2, "0"))
  const total = major * 100 + minor
  return Number.isSafeInteger(total) ? total : Number.MAX_SAFE_INTEGER
}
