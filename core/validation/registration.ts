/**
 * The registration rules of spec §5, shared by the signup form (core) and the server's
 * `users/register`, so a rule is written once.
 *
 * dob: the value's length must equal 10; uk_date_format: dd/mm/yyyy with exactly 2, 2 and 4
 * digits; younger_than_oldest_person_alive: a real calendar date, not earlier than 120 years ago
 * and before now; age: at least 18 on the day. `today` is passed in (core reads no clock).
 */
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

export const dobMessages: Readonly<Record<DobRule, string>> = {
  dob: "Enter your date of birth as dd/mm/yyyy.",
  uk_date_format: "Enter your date of birth as dd/mm/yyyy.",
  younger_than_oldest_person_alive: "Enter a real date of birth.",
  age: "You must be 18 or over to open an account.",
}

export const USERNAME_PATTERN = /^[A-Za-z0-9_]{3,20}$/
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

export type RegistrationField = "email" | "password" | "username" | "firstname" | "lastname" | "dob"

export interface RegistrationInput {
  readonly email: string
  readonly password: string
  readonly username: string
  readonly firstname: string
  readonly lastname: string
  readonly dob: string
}

/** Field → the message for every field that breaks a rule; empty when the form may be sent. */
export const registrationProblems = (input: RegistrationInput, today: CivilDate): Partial<Record<RegistrationField, string>> => {
  const problems: Partial<Record<RegistrationField, string>> = {}
  if (!EMAIL_PATTERN.test(input.email.trim()) || input.email.length > 254) problems.email = "Enter a valid e-mail address."
  if (input.password.length < PASSWORD_MIN_LENGTH) problems.password = `Use at least ${PASSWORD_MIN_LENGTH} characters.`
  else if (input.password.length > PASSWORD_MAX_LENGTH) problems.password = `Use at most ${PASSWORD_MAX_LENGTH} characters.`
  if (!USERNAME_PATTERN.test(input.username)) problems.username = "Use 3 to 20 letters, digits or underscores."
  if (input.firstname.trim() === "" || input.firstname.length > 60) problems.firstname = "Enter your first name."
  if (input.lastname.trim() === "" || input.lastname.length > 60) problems.lastname = "Enter your last name."
  const dobRule = brokenDobRule(input.dob, today)
  if (dobRule) problems.dob = dobMessages[dobRule]
  return problems
}
