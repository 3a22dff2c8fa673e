/**
 * The registration rules as the server applies them (server/domain/accounts/validation.ts), with
 * the server's clock: one row per rule of spec §5, boundaries included. "Today" is 22/11/2026.
 */
import { describe, expect, it } from "vitest"
import { checkDob, checkEmail, checkPassword, checkRegistration, checkUsername } from "../../server/domain/accounts/validation.js"
import { TEST_NOW } from "./support.js"

describe("dob rules of spec §5, on 22/11/2026", () => {
  it.each([
    ["uk_date_format: yyyy/mm/dd", "1990/03/14", "dob.uk_date_format"],
    ["uk_date_format: dashes", "14-03-1990", "dob.uk_date_format"],
    ["uk_date_format: letters", "ab/cd/efgh", "dob.uk_date_format"],
    ["dob length: 9 characters", "4/03/1990", "dob.length"],
    ["dob length: 11 characters", "14/03/19900", "dob.length"],
    ["dob length: empty", "", "dob.length"],
    ["age: 18th birthday today is allowed", "22/11/2008", null],
    ["age: 18th birthday yesterday is allowed", "21/11/2008", null],
    ["age: 18th birthday tomorrow is refused", "23/11/2008", "dob.age"],
    ["younger_than_oldest_person_alive: exactly 120 years ago is allowed", "22/11/1906", null],
    ["younger_than_oldest_person_alive: 120 years and a day ago is refused", "21/11/1906", "dob.younger_than_oldest_person_alive"],
    ["younger_than_oldest_person_alive: 31/02 is not a date", "31/02/1990", "dob.younger_than_oldest_person_alive"],
    ["younger_than_oldest_person_alive: month 13", "01/13/1990", "dob.younger_than_oldest_person_alive"],
    ["younger_than_oldest_person_alive: 29/02 of a common year", "29/02/1990", "dob.younger_than_oldest_person_alive"],
    ["younger_than_oldest_person_alive: a future date", "01/01/2030", "dob.younger_than_oldest_person_alive"],
    ["younger_than_oldest_person_alive: today is not before now", "22/11/2026", "dob.younger_than_oldest_person_alive"],
    ["a plain valid date", "14/03/1990", null],
  ])("%s (%s)", (_rule, dob, expected) => {
    expect(checkDob(dob, TEST_NOW)).toBe(expected)
  })

  it("uses the UTC date of now: one millisecond before midnight is still the day before", () => {
    const lastMsOf21st = Date.UTC(2026, 10, 22) - 1
    expect(checkDob("22/11/2008", lastMsOf21st)).toBe("dob.age")
    expect(checkDob("22/11/2008", lastMsOf21st + 1)).toBeNull()
  })
})

describe("the other registration fields", () => {
  it.each([
    ["a@b.test", null],
    ["  a@b.test  ", null],
    ["no-at-sign.test", "email.format"],
    ["a@b", "email.format"],
    ["a b@c.test", "email.format"],
    [`${"x".repeat(250)}@b.test`, "email.format"],
  ])("e-mail %j", (email, expected) => expect(checkEmail(email)).toBe(expected))

  it.each([
    ["1234567", "password.too_short"],
    ["12345678", null],
    ["x".repeat(128), null],
    ["x".repeat(129), "password.too_long"],
  ])("password of %j", (password, expected) => expect(checkPassword(password)).toBe(expected))

  it.each([
    ["ab", "username.format"],
    ["abc", null],
    ["a".repeat(20), null],
    ["a".repeat(21), "username.format"],
    ["with space", "username.format"],
    ["dash-ed", "username.format"],
    ["Under_Score_9", null],
    ["émile", "username.format"],
  ])("username %j", (username, expected) => expect(checkUsername(username)).toBe(expected))

  it("reports every field's problem at once", () => {
    expect(
      checkRegistration({ email: "x", password: "short", username: "a", firstname: " ", lastname: "L", dob: "31/02/1990" }, TEST_NOW),
    ).toEqual({
      email: "email.format",
      password: "password.too_short",
      username: "username.format",
      firstname: "name.required",
      dob: "dob.younger_than_oldest_person_alive",
    })
  })
})
