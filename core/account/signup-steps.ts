/**
 * Sign-up, step by step (issue 15; spec §2.3, §5): every step of the site config's `signup_steps`
 * is checked when the bettor presses Continue, with the registration rules of
 * core/validation/registration.ts (written once, shared with the server), so an empty e-mail,
 * `not-an-email`, a short password or a date of birth under 18 (or older than the oldest person
 * alive) is refused in place instead of at the last step. The username step also waits for the
 * unique-username check (core/forms: cached per value, 500 ms debounce, first check immediate)
 * and refuses a name the server said is taken, with the server's words.
 *
 * `today` is the day of the event's `at` (core reads no clock).
 */
import { civilOfEpochMs } from "../format/time.js"
import { message, type Text } from "../kernel/index.js"
import { problemText, registrationProblems, type RegistrationField, type RegistrationInput } from "../validation/registration.js"

export type SignupStep = "account" | "personal" | "username" | "marketing"

/** Which fields each step holds. */
export const FIELDS_OF_SIGNUP_STEP: Readonly<Record<SignupStep, ReadonlyArray<RegistrationField>>> = {
  account: ["email", "password"],
  personal: ["firstname", "lastname", "dob"],
  username: ["username"],
  marketing: [],
}

export type SignupValues = RegistrationInput

/** What the unique-username check knows of a name: null while unchecked. */
export type UsernameVerdict = { readonly valid: boolean; readonly publicMessage: string | null } | null

/** The step's problems, field → words; empty when the bettor may go on. */
export const signupStepProblems = (step: SignupStep, values: SignupValues, at: number, username: UsernameVerdict): Readonly<Record<string, Text>> => {
  const all = registrationProblems(values, civilOfEpochMs(at))
  const out: Record<string, Text> = {}
  for (const field of FIELDS_OF_SIGNUP_STEP[step]) {
    const problem = all[field]
    if (problem) out[field] = problemText(problem)
  }
  if (step === "username" && out.username === undefined && username !== null && !username.valid) {
    out.username = username.publicMessage ? { _tag: "Literal", text: username.publicMessage } : message("validation.username.format")
  }
  return out
}
