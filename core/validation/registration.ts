/**
 * The registration rules of spec §5, shared by the signup form (core) and the server's
 * `users/register`, so a rule is written once.
 *
 * dob: the value's length must equal 10; uk_date_format: dd/mm/yyyy with exactly 2, 2 and 4
 * digits; younger_than_oldest_person_alive: a real calendar date, not earlier than 120 years ago
 * and before now; age: at least 18 on the day. `today` is passed in (core reads no clock).
 */
import { Schema } from "effect"
import { message, type Text } from "../kernel/index.js"
import { ageOn, type CivilDate, compareCivil, isRealDate, minusYears } from "../format/time.js"

export const MINIMUM_AGE = 18
export const OLDEST_PERSON_YEARS = 120
export const DOB_LENGTH = 10

export type DobRule = "dob" | "uk_date_format" | "younger_than_oldest_person_alive" | "age"

const UK_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/

export const parseUkDate = (value: string): CivilDate | null => {
  const m = UK_DATE.exec(value)
  return m ? { day: Number(m[1]), month: Number(m[2]), year: Number(m[3]) } : null
}

/** The first dob rule the value breaks, in the order the spec lists them, or null when valid. */
export const brokenDobRule = (value: string, today: CivilDate): DobRule | null => {
  if (value.length !== DOB_LENGTH) return "dob"
  const date = parseUkDate(value)
  if (!date) return "uk_date_format"
  if (!isRealDate(date)) return "younger_than_oldest_person_alive"
  if (compareCivil(date, minusYears(today, OLDEST_PERSON_YEARS)) < 0) return "younger_than_oldest_person_alive"
  if (compareCivil(date, today) >= 0) return "younger_than_oldest_person_alive"
  if (ageOn(date, today) < MINIMUM_AGE) return "age"
  return null
}

/** What a field breaks, named by field and rule; the server adds its uniqueness codes. */
export type RegistrationProblem =
  | "dob.length"
  | "dob.uk_date_format"
  | "dob.younger_than_oldest_person_alive"
  | "dob.age"
  | "email.format"
  | "password.too_short"
  | "password.too_long"
  | "username.format"
  | "name.required"
  | "name.too_long"

const DOB_PROBLEMS: Readonly<Record<DobRule, RegistrationProblem>> = {
  dob: "dob.length",
  uk_date_format: "dob.uk_date_format",
  younger_than_oldest_person_alive: "dob.younger_than_oldest_person_alive",
  age: "dob.age",
}

export const USERNAME_PATTERN = /^[A-Za-z0-9_]{3,20}$/
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const EMAIL_MAX_LENGTH = 254
export const PASSWORD_MIN_LENGTH = 8
/** Argon2 hashes any length, but nobody types more; the cap bounds the hashing cost. */
export const PASSWORD_MAX_LENGTH = 128
export const NAME_MAX_LENGTH = 60

export const checkDob = (dob: string, today: CivilDate): RegistrationProblem | null => {
  const broken = brokenDobRule(dob, today)
  return broken ? DOB_PROBLEMS[broken] : null
}
export const checkEmail = (email: string): RegistrationProblem | null =>
  email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email.trim()) ? "email.format" : null
export const checkPassword = (password: string): RegistrationProblem | null =>
  password.length < PASSWORD_MIN_LENGTH ? "password.too_short" : password.length > PASSWORD_MAX_LENGTH ? "password.too_long" : null
export const checkUsername = (username: string): RegistrationProblem | null => (USERNAME_PATTERN.test(username) ? null : "username.format")
export const checkName = (name: string): RegistrationProblem | null =>
  name.trim().length === 0 ? "name.required" : name.length > NAME_MAX_LENGTH ? "name.too_long" : null

/**
 * The registration fields, declared once: the sign-up form's values, the events that carry them
 * (SignupStepContinued, RegistrationSubmitted), the register call's body (core/model/auth.ts) and
 * these rules all spread or read this. `dob` is dd/mm/yyyy.
 */
export const REGISTRATION_FIELDS = {
  email: Schema.String,
  password: Schema.String,
  username: Schema.String,
  firstname: Schema.String,
  lastname: Schema.String,
  dob: Schema.String,
}
export const RegistrationInput = Schema.Struct(REGISTRATION_FIELDS)
export type RegistrationInput = typeof RegistrationInput.Type
export type RegistrationField = keyof RegistrationInput

/** Each field's first problem; empty when the form may be sent (uniqueness is the server's). */
export const registrationProblems = (input: RegistrationInput, today: CivilDate): Partial<Record<RegistrationField, RegistrationProblem>> => {
  const problems: Partial<Record<RegistrationField, RegistrationProblem>> = {}
  const checks: ReadonlyArray<readonly [RegistrationField, RegistrationProblem | null]> = [
    ["email", checkEmail(input.email)],
    ["password", checkPassword(input.password)],
    ["username", checkUsername(input.username)],
    ["firstname", checkName(input.firstname)],
    ["lastname", checkName(input.lastname)],
    ["dob", checkDob(input.dob, today)],
  ]
  for (const [field, problem] of checks) if (problem) problems[field] = problem
  return problems
}

/**
 * The text shown for each problem: a message of the catalogues (ui/i18n), `validation.<problem>`,
 * with the rule's bound as a value where it has one. The server words its own answers.
 */
export const problemText = (problem: RegistrationProblem): Text => {
  switch (problem) {
    case "password.too_short":
      return message(`validation.${problem}`, { min: PASSWORD_MIN_LENGTH })
    case "password.too_long":
      return message(`validation.${problem}`, { max: PASSWORD_MAX_LENGTH })
    case "name.too_long":
      return message(`validation.${problem}`, { max: NAME_MAX_LENGTH })
    default:
      return message(`validation.${problem}`)
  }
}
