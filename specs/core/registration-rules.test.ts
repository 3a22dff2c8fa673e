/** spec §5 dob rules: dob (length), uk_date_format, younger_than_oldest_person_alive, age ≥ 18. */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { brokenDobRule, registrationProblems } from "../../core/validation/registration.js"
import { DOB_CASES, DOB_TODAY } from "../support/dob-cases.js"
import { ageOn, civilFromDays, daysFromCivil, formatCivilAsUk, formatEpochMsAsIso, parseIsoToEpochMs } from "../../core/format/time.js"

const today = DOB_TODAY

describe("date of birth (spec §5)", () => {
  it.each(DOB_CASES)("$name ($dob)", ({ dob, breaks }) => {
    expect(brokenDobRule(dob, today)).toBe(breaks)
  })

  it("a birthday on 29/02 counts from 01/03 in common years", () => {
    expect(ageOn({ year: 2008, month: 2, day: 29 }, { year: 2026, month: 2, day: 28 })).toBe(17)
    expect(ageOn({ year: 2008, month: 2, day: 29 }, { year: 2026, month: 3, day: 1 })).toBe(18)
  })
})

describe("the other registration fields", () => {
  const valid = { email: "a@b.test", password: "longenough", username: "ada_1", firstname: "Ada", lastname: "L", dob: "14/03/1990" }
  it("a valid form has no problems", () => expect(registrationProblems(valid, today)).toEqual({}))
  it.each([
    ["email", { email: "not-an-email" }],
    ["password", { password: "short" }],
    ["username", { username: "a!" }],
    ["firstname", { firstname: "  " }],
    ["lastname", { lastname: "" }],
    ["dob", { dob: "31/02/2000" }],
  ])("%s is checked", (field, change) => {
    expect(Object.keys(registrationProblems({ ...valid, ...change }, today))).toEqual([field])
  })
})

describe("calendar arithmetic without Date (core/format/time)", () => {
  it("(property) days ↔ civil dates round-trip", () => {
    fc.assert(fc.property(fc.integer({ min: -200_000, max: 200_000 }), (days) => {
      expect(daysFromCivil(civilFromDays(days))).toBe(days)
    }))
  })
  it("(property) agrees with the platform's Date on ISO text", () => {
    fc.assert(fc.property(fc.integer({ min: -2_000_000_000_000, max: 4_000_000_000_000 }), (ms) => {
      const iso = new Date(ms).toISOString()
      expect(formatEpochMsAsIso(ms)).toBe(iso)
      expect(parseIsoToEpochMs(iso)).toBe(ms)
    }))
  })
  it("parses offsets and rejects impossible dates", () => {
    expect(parseIsoToEpochMs("2026-11-22T08:00:00+01:00")).toBe(Date.parse("2026-11-22T07:00:00Z"))
    expect(parseIsoToEpochMs("2026-02-30T00:00:00Z")).toBeNull()
    expect(parseIsoToEpochMs("yesterday")).toBeNull()
  })
  it("formats UK dates", () => expect(formatCivilAsUk({ year: 1990, month: 3, day: 4 })).toBe("04/03/1990"))
})
