/** The currency sign a stake field shows before the amount ("£", "R$"), as Intl writes it for the locale. */
const symbols = new Map<string, string>()

export const currencySymbol = (currency: string, locale: string): string => {
  const key = `${locale}|${currency}`
  let symbol = symbols.get(key)
  if (symbol === undefined) {
    const parts = new Intl.NumberFormat(locale, { style: "currency", currency: currency.toUpperCase() }).formatToParts(0)
    symbol = parts.find((p) => p.type === "currency")?.value ?? currency.toUpperCase()
    symbols.set(key, symbol)
  }
  return symbol
}
