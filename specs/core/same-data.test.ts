/** core/kernel/same-data.ts: equality of plain data, as JSON sees it but for the order of keys. */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { sameData } from "../../core/kernel/index.js"

/** JSON with every object's keys sorted: the reference `sameData` must agree with. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_, v: unknown) =>
    typeof v === "object" && v !== null && !Array.isArray(v)
      ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, (v as Record<string, unknown>)[k]]))
      : v)

describe("sameData", () => {
  it.each<[string, unknown, unknown, boolean]>([
    ["the same object", { a: 1 }, { a: 1 }, true],
    ["keys in another order", { a: 1, b: { c: [1, "x"] } }, { b: { c: [1, "x"] }, a: 1 }, true],
    ["another value", { a: 1 }, { a: 2 }, false],
    ["a number and its digits", { a: 1 }, { a: "1" }, false],
    ["a key more", { a: 1 }, { a: 1, b: 2 }, false],
    ["a key fewer", { a: 1, b: 2 }, { a: 1 }, false],
    ["an undefined property and none (JSON drops it)", { a: 1, b: undefined }, { a: 1 }, true],
    ["null and an empty object", null, {}, false],
    ["an array and an object of its indices", [1], { 0: 1 }, false],
    ["arrays of another length", [1, 2], [1], false],
    ["arrays in another order", [1, 2], [2, 1], false],
    ["null and null", null, null, true],
    ["nested null against an object", { a: null }, { a: {} }, false],
  ])("%s", (_, a, b, same) => {
    expect(sameData(a, b)).toBe(same)
    expect(sameData(b, a)).toBe(same)
  })

  it("(property) agrees with comparing the JSON of each side with its keys sorted", () => {
    const leaf = fc.oneof(fc.constantFrom("a", "b", ""), fc.integer({ min: -2, max: 2 }), fc.boolean(), fc.constant(null))
    const data = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: "small" }, leaf, fc.array(tie("value"), { maxLength: 3 }), fc.dictionary(fc.constantFrom("a", "b", "c"), tie("value"), { maxKeys: 3 })),
    })).value
    // Pairs that are often equal: a value against itself rebuilt, or against a small variation.
    fc.assert(fc.property(data, data, fc.boolean(), (a, b, twin) => {
      const other = twin ? JSON.parse(JSON.stringify(a)) : b
      expect(sameData(a, other)).toBe(canonical(a) === canonical(other))
    }), { numRuns: 2000 })
  })
})
