/** spec §5 "Number formatting" and money in the five currencies (core/format). */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { formatNumber, INVALID_NUMBER, numberOf } from "../../core/format/number.js"
import { CURRENCIES, formatMoney, isKnownCurrency } from "../../core/format/money.js"

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, " ")

describe("formatNumber (spec §5)", () => {
  it.each([
    ["en-GB grouping for an integer", 1234567, {}, "1,234,567"],
    ["an integer stays without decimals", 10, {}, "10"],
    ["2 decimals for non-integers", 1234.5, {}, "1,234.50"],
    ["2 decimals for non-integers, rounded", 0.125, {}, "0.13"],
    ["2 decimals when precise is requested", 10, { precise: true }, "10.00"],
    ["precise keeps the grouping", 1234, { precise: true }, "1,234.00"],
    ["2 decimals when default is requested", 10, { default: true }, "10.00"],
    ["default removes commas", 1234567.891, { default: true }, "1234567.89"],
    ["a numeric string", "1234.5", {}, "1,234.50"],
    ["a numeric string with commas", "1,234", {}, "1,234"],
    ["negative numbers", -1234.5, {}, "-1,234.50"],
    ["no negative zero", -0.001, {}, "0.00"],
  ] as const)("%s: %s → %s", (_rule, value, options, expected) => {
    expect(formatNumber(value, options)).toBe(expected)
  })

  it.each([NaN, Infinity, -Infinity, "", "abc", "12abc", "1.2.3", " "])("an invalid number (%s) raises 'Invalid number'", (value) => {
    expect(() => formatNumber(value)).toThrow(INVALID_NUMBER)
  })

  it("property: default output parses back to the value rounded to 2 decimals, and has no commas", () => {
    fc.assert(fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (n) => {
      const text = formatNumber(n, { default: true })
      expect(text).not.toContain(",")
      expect(text).toMatch(/^-?\d+\.\d{2}$/)
      expect(Math.abs(Number(text) - n)).toBeLessThanOrEqual(0.005 + Math.abs(n) * 1e-15)
    }))
  })

  it("property: an integer without options is grouped and has no decimals; default equals grouped minus commas", () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
      const text = formatNumber(n)
      expect(text).toMatch(/^-?\d{1,3}(,\d{3})*$/)
      expect(numberOf(text)).toBe(n === 0 ? 0 : n)
      expect(formatNumber(n, { default: true })).toBe(formatNumber(n, { precise: true }).replace(/,/g, ""))
    }))
  })
})

describe("formatMoney (gbp, usd, eur, mxn, brl, per locale)", () => {
  it.each([
    [123456, "gbp", "en-GB", "£1,234.56"],
    [5, "gbp", "en-GB", "£0.05"],
    [-250, "usd", "en-GB", "-US$2.50"],
    [0, "eur", "en-GB", "€0.00"],
    [123456, "eur", "pt", "€ 1.234,56"],
    [123456, "eur", "es", "1234,56 €"],
    [123456, "brl", "pt-BR", "R$ 1.234,56"],
    [123456, "mxn", "es-MX", "$1,234.56"],
    [123456, "usd", "es-MX", "USD 1,234.56"],
  ])("%i minor units of %s in %s reads %s", (minor, currency, locale, expected) => {
    expect(nbsp(formatMoney(minor, currency, locale))).toBe(expected)
  })

  it("knows the five currencies, in either case", () => {
    for (const c of CURRENCIES) expect(isKnownCurrency(c.toUpperCase())).toBe(true)
    expect(isKnownCurrency("jpy")).toBe(false)
  })

  it("property: every currency and locale shows the whole and the minor digits of the amount", () => {
    fc.assert(fc.property(
      fc.integer({ min: 0, max: 1e11 }), fc.constantFrom(...CURRENCIES), fc.constantFrom("en-GB", "pt", "pt-BR", "es", "es-MX"),
      (minor, currency, locale) => {
        const digits = formatMoney(minor, currency, locale).replace(/\D/g, "")
        expect(Number(digits)).toBe(minor)
      },
    ))
  })

  it("an invalid amount raises 'Invalid number'", () => {
    expect(() => formatMoney(NaN, "gbp", "en-GB")).toThrow(INVALID_NUMBER)
  })
})
