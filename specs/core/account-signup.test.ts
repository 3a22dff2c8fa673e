/**
 * Sign-up checked step by step (issue 15): each row is a step, what was typed, and what the step
 * refuses in place (field → message id), the day being 22 November 2026. The cases the issue found
 * reaching the last step (an empty e-mail, `not-an-email`, password `abc`, a 2015 date of birth)
 * are rows of their own.
 */
import { describe, expect, it } from "vitest"
import { signupStepProblems, type SignupStep, type SignupValues } from "../../core/account/signup-steps.js"
import { appStarted, harness } from "./harness.js"

const TODAY = Date.UTC(2026, 10, 22, 12)
const good: SignupValues = { email: "ada@example.test", password: "correct-horse-9", username: "ada_l", firstname: "Ada", lastname: "Lovelace", dob: "10/12/1990" }
const ids = (fields: Readonly<Record<string, { _tag: string; id?: string; text?: string }>>) =>
  Object.fromEntries(Object.entries(fields).map(([k, t]) => [k, t._tag === "Message" ? t.id : t.text]))

describe("each sign-up step refuses bad input before the next", () => {
  it.each<readonly [string, SignupStep, Partial<SignupValues>, Record<string, string>]>([
    ["account: an empty e-mail", "account", { email: "" }, { email: "validation.email.format" }],
    ["account: not-an-email", "account", { email: "not-an-email" }, { email: "validation.email.format" }],
    ["account: password abc", "account", { password: "abc" }, { password: "validation.password.too_short" }],
    ["account: both fine", "account", {}, {}],
    ["account: the personal step's problems are not this step's", "account", { dob: "01/01/2015" }, {}],
    ["personal: born in 2015 (under 18)", "personal", { dob: "01/01/2015" }, { dob: "validation.dob.age" }],
    ["personal: 18 tomorrow", "personal", { dob: "23/11/2008" }, { dob: "validation.dob.age" }],
    ["personal: 18 today", "personal", { dob: "22/11/2008" }, {}],
    ["personal: older than the oldest person alive", "personal", { dob: "01/01/1900" }, { dob: "validation.dob.younger_than_oldest_person_alive" }],
    ["personal: not a real date", "personal", { dob: "31/02/1990" }, { dob: "validation.dob.younger_than_oldest_person_alive" }],
    ["personal: wrong format", "personal", { dob: "1990-12-10" }, { dob: "validation.dob.uk_date_format" }],
    ["personal: empty names", "personal", { firstname: " ", lastname: "" }, { firstname: "validation.name.required", lastname: "validation.name.required" }],
    ["username: too short", "username", { username: "ab" }, { username: "validation.username.format" }],
    ["marketing: nothing to check", "marketing", { email: "" }, {}],
  ])("%s", (_name, step, typed, expected) => {
    expect(ids(signupStepProblems(step, { ...good, ...typed }, TODAY, null) as never)).toEqual(expected)
  })

  it("username: a name the server called taken is refused with the server's words; an unchecked one passes", () => {
    expect(ids(signupStepProblems("username", good, TODAY, { valid: false, publicMessage: "This username is taken." }) as never)).toEqual({ username: "This username is taken." })
    expect(signupStepProblems("username", good, TODAY, { valid: true, publicMessage: null })).toEqual({})
    expect(signupStepProblems("username", good, TODAY, null)).toEqual({})
  })

  it("through the store: SignupStepContinued records the step's problems", () => {
    const h = harness(TODAY)
    h.send(appStarted())
    h.send({ _tag: "SignupStepContinued", step: "account", ...good, email: "not-an-email" })
    expect(h.store.getState().account.signupStep).toMatchObject({ step: "account", n: 1, fields: { email: { _tag: "Message", id: "validation.email.format" } } })
    h.send({ _tag: "SignupStepContinued", step: "account", ...good })
    expect(h.store.getState().account.signupStep).toEqual({ step: "account", fields: {}, n: 2 })
  })
})
