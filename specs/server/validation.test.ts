/**
 * The registration rules as the server applies them (server/domain/accounts/validation.ts), with
 * the server's clock: one row per rule of spec §5, boundaries included. "Today" is 22/11/2026.
 */
import { describe, expect, it } from "vitest"
import { checkDob, checkEmail, checkPassword, checkRegistration, checkUsername } from "../../server/domain/accounts/validation.js"
import { DOB_CASES } from "../support/dob-cases.js"
import { TEST_NOW } from "./support.js"

describe("dob rules of spec §5, on 22/11/2026", () => {
  // The server names each broken rule by field: "dob" (the length) is dob.length.
  it.each(DOB_CASES)("$name ($dob)", ({ dob, breaks }) => {
    expect(checkDob(dob, TEST_NOW)).toBe(breaks === null ? null : `dob.${breaks === "dob" ? "length" : breaks}`)
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
