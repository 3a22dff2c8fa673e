/** spec §5 dob rules: dob (length), uk_date_format, younger_than_oldest_person_alive, age ≥ 18. */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { brokenDobRule, registrationProblems } from "../../core/validation/registration.js"
import { ageOn, civilFromDays, daysFromCivil, formatCivilAsUk, formatEpochMsAsIso, parseIsoToEpochMs } from "../../core/format/time.js"

const today = { year: 2026, month: 11, day: 22 }

describe("date of birth (spec §5)", () => {
  it.each([
    ["dob: value length must equal 10", "1/1/1990", "dob"],
    ["dob: too long", "01/01/19900", "dob"],
    ["uk_date_format: dd/mm/yyyy with exactly 2, 2 and 4 digits", "1990/01/01", "uk_date_format"],
    ["uk_date_format: letters", "aa/bb/cccc", "uk_date_format"],
    ["uk_date_format: dashes", "01-01-1990", "uk_date_format"],
    ["younger_than_oldest_person_alive: a real calendar date (31/02)", "31/02/1990", "younger_than_oldest_person_alive"],
    ["younger_than_oldest_person_alive: month 13", "01/13/1990", "younger_than_oldest_person_alive"],
    ["younger_than_oldest_person_alive: 29/02 in a common year", "29/02/1990", "younger_than_oldest_person_alive"],
    ["younger_than_oldest_person_alive: not earlier than 120 years ago", "21/11/1906", "younger_than_oldest_person_alive"],
    ["younger_than_oldest_person_alive: exactly 120 years ago is allowed", "22/11/1906", null],
    ["younger_than_oldest_person_alive: before now (today is not)", "22/11/2026", "younger_than_oldest_person_alive"],
    ["younger_than_oldest_person_alive: a future date", "01/01/2030", "younger_than_oldest_person_alive"],
    ["age: 18 today is allowed", "22/11/2008", null],
    ["age: 18 tomorrow is not", "23/11/2008", "age"],
    ["age: a leap-day birthday 18 years ago", "29/02/2008", null],
    ["valid", "14/03/1990", null],
  ])("%s (%s)", (_rule, value, expected) => {
    expect(brokenDobRule(value, today)).toBe(expected)
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
