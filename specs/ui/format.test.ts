/** Money reaches views as integer minor units; ui/i18n/format.ts is the one place it becomes text. */
import { describe, expect, it } from "vitest"
import { formatMoney, formatText } from "../../ui/i18n/format.js"
import { createIntl } from "react-intl"

const nbsp = (s: string) => s.replace(/\u00a0/g, " ")

describe("formatMoney", () => {
  it.each([
    [123456, "gbp", "en-GB", "£1,234.56"],
    [5, "gbp", "en-GB", "£0.05"],
    [0, "eur", "en-GB", "€0.00"],
    [-250, "usd", "en-GB", "-US$2.50"],
    [123456, "brl", "pt-BR", "R$ 1.234,56"],
    [123456, "mxn", "es-MX", "$1,234.56"],
  ])("%i minor units of %s in %s reads %s", (minor, currency, locale, expected) => {
    expect(nbsp(formatMoney(minor, currency, locale))).toBe(expected)
  })
})

describe("formatText", () => {
  const intl = createIntl({ locale: "en-GB", messages: { greet: "Hello {name}" } })
  it("formats a catalogue message with its values", () => {
    expect(formatText(intl, { _tag: "Message", id: "greet", values: { name: "Ada" } })).toBe("Hello Ada")
  })
  it("passes the server's words through verbatim", () => {
    expect(formatText(intl, { _tag: "Literal", text: "Incorrect e-mail or password. {not a placeholder}" }))
      .toBe("Incorrect e-mail or password. {not a placeholder}")
  })
})
