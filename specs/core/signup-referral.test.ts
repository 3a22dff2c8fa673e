/** Sign-up by a friend's link (issue 18): the referral code goes with the register call, and only when there is one. */
import { describe, expect, it } from "vitest"
import { appStarted, harness } from "./harness.js"

const form = { email: "x@y.test", password: "longenough", username: "ada_1", firstname: "A", lastname: "L", dob: "10/12/1990", marketingOptIn: false }

const registerInput = (cmds: ReadonlyArray<unknown>) => (cmds.find((c) => (c as { endpoint?: string }).endpoint === "register") as { input: Record<string, unknown> } | undefined)?.input

describe("sign-up with a referral code", () => {
  it.each([
    ["a code from the link is sent as referral_code", { referralCode: "ABCD2345" }, "ABCD2345"],
    ["no code, no field", {}, undefined],
    ["an empty code is not sent", { referralCode: "" }, undefined],
  ])("%s", (_, extra, expected) => {
    const h = harness()
    h.send(appStarted())
    const input = registerInput(h.send({ _tag: "RegistrationSubmitted", ...form, ...extra }))
    expect(input).toBeDefined()
    expect(input!.referral_code).toBe(expected)
    expect("referral_code" in input!).toBe(expected !== undefined)
  })
})
