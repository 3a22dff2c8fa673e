/** spec §5 "Number input" (core/validation/number-input.ts): bounds, clamping, 0 for empty, precision, steps. */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { boundsOf, formatNumberInput, readNumberInput, stepNumberInput } from "../../core/validation/number-input.js"

describe("spec §5 number input", () => {
  it.each([
    ["min and max come from the validation string", "required|min:0.1|max:500", { min: 0.1, max: 500 }],
    ["only a min", "min:5", { min: 5, max: null }],
    ["no validation string: no bounds", "", { min: null, max: null }],
    ["an unreadable bound is no bound", "min:abc|max:20", { min: null, max: 20 }],
  ] as const)("%s: %s", (_rule, validation, expected) => {
    expect(boundsOf(validation)).toEqual(expected)
  })

  it.each([
    ["empty becomes 0", "", {}, 0],
    ["blank becomes 0", "   ", {}, 0],
    ["non-numeric becomes 0", "ten", {}, 0],
    ["a decimal at precision 2 (minor units)", "10.5", {}, 1050],
    ["grouping commas are read", "1,234.56", {}, 123456],
    ["more decimals than the precision are rounded", "2.345", {}, 235],
    ["the value is clamped to max", "900", { validation: "min:0|max:500" }, 50000],
    ["the value is clamped to min", "0.05", { validation: "min:0.1" }, 10],
    ["non-numeric becomes 0, then min applies", "x", { validation: "min:1" }, 100],
    ["negative is clamped to a min of 0", "-3", { validation: "min:0" }, 0],
    ["not clamped when auto-rounding is off", "900", { validation: "max:500", autoRound: false }, 90000],
    ["precision 0", "7.6", { precision: 0 }, 8],
  ] as const)("%s: %s → %s", (_rule, text, options, expected) => {
    expect(readNumberInput(text, options)).toBe(expected)
  })

  it.each([
    ["shown with set precision", 1000, {}, "10.00"],
    ["pence", 7, {}, "0.07"],
    ["precision 0", 42, { precision: 0 }, "42"],
    ["precision 3", 1500, { precision: 3 }, "1.500"],
    ["negative", -250, {}, "-2.50"],
  ] as const)("%s: %s → %s", (_rule, value, options, expected) => {
    expect(formatNumberInput(value, options)).toBe(expected)
  })

  it.each([
    ["arrow up adds the step", 1000, "up", { step: 1 }, 1100],
    ["arrow down takes the step away", 1000, "down", { step: 1 }, 900],
    ["a step of 0.5", 1000, "up", { step: 0.5 }, 1050],
    ["arrow down stops at min", 50, "down", { step: 1, validation: "min:0" }, 0],
    ["arrow up stops at max", 49_950, "up", { step: 1, validation: "max:500" }, 50_000],
    ["from above max the first press lands on max", 60_000, "down", { validation: "max:500" }, 50_000],
  ] as const)("%s", (_rule, value, direction, options, expected) => {
    expect(stepNumberInput(value, direction, options)).toBe(expected)
  })

  it("a read value always lies within the bounds, and reads back from its own text unchanged", () => {
    fc.assert(fc.property(
      fc.string(), fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 4 }),
      (text, a, b, precision) => {
        const [min, max] = a <= b ? [a, b] : [b, a]
        const options = { validation: `min:${min}|max:${max}`, precision }
        const value = readNumberInput(text, options)
        expect(value).toBeGreaterThanOrEqual(min * 10 ** precision)
        expect(value).toBeLessThanOrEqual(max * 10 ** precision)
        expect(readNumberInput(formatNumberInput(value, options), options)).toBe(value)
      },
    ))
  })

  it("steps never leave the bounds and up then down returns inside them", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 100_000 }), fc.constantFrom("up", "down"), (value, direction) => {
      const options = { validation: "min:0|max:500", step: 1 }
      const next = stepNumberInput(value, direction as "up" | "down", options)
      expect(next).toBeGreaterThanOrEqual(0)
      expect(next).toBeLessThanOrEqual(50_000)
      if (value >= 100 && value <= 49_900) expect(stepNumberInput(stepNumberInput(value, "up", options), "down", options)).toBe(value)
    }))
  })
})
