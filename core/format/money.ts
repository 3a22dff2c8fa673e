/**
 * Money as text (spec §3 Account currency; DESIGN.md §2: amounts are integer minor units in core).
 * The currencies the product sells in are gbp, usd, eur, mxn and brl; each is formatted for the
 * active locale with `Intl.NumberFormat` (pure: same arguments, same string). This is the one place
 * minor units are divided by 100 for display.
 */

export const CURRENCIES = ["gbp", "usd", "eur", "mxn", "brl"] as const
export type KnownCurrency = (typeof CURRENCIES)[number]

export const isKnownCurrency = (currency: string): currency is KnownCurrency =>
  (CURRENCIES as ReadonlyArray<string>).includes(currency.toLowerCase())

/** Minor units per major unit: every currency we sell in has two decimals. */
export const MINOR_PER_MAJOR = 100

const formats = new Map<string, Intl.NumberFormat>()

const formatFor = (currency: string, locale: string): Intl.NumberFormat => {
  const key = `${locale}|${currency}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: "currency", currency: currency.toUpperCase() })
    formats.set(key, format)
  }
  return format
}

/** `minor` pence/cents/centavos in `currency` (gbp, usd, eur, mxn, brl), written for `locale`. */
export const formatMoney = (minor: number, currency: string, locale: string): string => {
  if (!Number.isFinite(minor)) throw new Error("Invalid number")
  return formatFor(currency, locale).format(minor / MINOR_PER_MAJOR)
}
