/** spec §4 "Odds format": from user, else storage, else country default, else decimal. */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { oddsFormatInForce } from "../../core/preferences/odds-format.js"
import type { OddsFormat } from "../../core/model/primitives.js"

describe("oddsFormatInForce (spec §4)", () => {
  it.each([
    ["from user", "fractional", "decimal", "decimal", "fractional"],
    ["from user, even when storage and country disagree", "decimal", "fractional", "fractional", "decimal"],
    ["else storage", null, "fractional", "decimal", "fractional"],
    ["else country default", null, null, "fractional", "fractional"],
    ["else decimal", null, null, null, "decimal"],
  ] as const)("%s", (_rule, user, storage, countryDefault, expected) => {
    expect(oddsFormatInForce({ user, storage, countryDefault })).toBe(expected)
  })

  it("property: the result is the first source that has a format", () => {
    const source = fc.constantFrom<OddsFormat | null>(null, "decimal", "fractional")
    fc.assert(fc.property(source, source, source, (user, storage, countryDefault) => {
      expect(oddsFormatInForce({ user, storage, countryDefault })).toBe([user, storage, countryDefault].find((f) => f !== null) ?? "decimal")
    }))
  })
})
