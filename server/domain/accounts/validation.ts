/**
 * Registration rules as the server applies them. The rules themselves (spec §5 and §9) are written
 * once, in core/validation/registration.ts, and shared with the signup form; this file applies
 * them to a request with the server's clock and answers with problem codes that the HTTP layer
 * words in the caller's language (http/messages.ts).
 *
 * Date of birth, checked in the spec's order, the first failure reported:
 *   dob (length 10) → uk_date_format (dd/mm/yyyy) → younger_than_oldest_person_alive (a real date,
 *   not earlier than 120 years ago, before today) → age (18 or over today).
 * "Today" is the UTC calendar date of `now`.
 */
import { civilOfEpochMs } from "../../../core/format/time.js"
import {
  brokenDobRule,
  EMAIL_PATTERN,
  parseUkDate,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_PATTERN,
  type DobRule,
} from "../../../core/validation/registration.js"

export { parseUkDate }

export const EMAIL_MAX_LENGTH = 254
export const NAME_MAX_LENGTH = 60

export type ProblemCode =
  | "dob.length"
  | "dob.uk_date_format"
  | "dob.younger_than_oldest_person_alive"
  | "dob.age"
  | "email.format"
  | "email.taken"
  | "password.too_short"
  | "password.too_long"
  | "username.format"
  | "username.taken"
  | "name.required"
  | "name.too_long"

export type FieldProblems = Readonly<Record<string, ProblemCode>>

const DOB_PROBLEMS: Readonly<Record<DobRule, ProblemCode>> = {
  dob: "dob.length",
  uk_date_format: "dob.uk_date_format",
  younger_than_oldest_person_alive: "dob.younger_than_oldest_person_alive",
  age: "dob.age",
}

export const checkDob = (dob: string, nowMs: number): ProblemCode | null => {
  const broken = brokenDobRule(dob, civilOfEpochMs(nowMs))
  return broken ? DOB_PROBLEMS[broken] : null
}

export const checkEmail = (email: string): ProblemCode | null =>
  email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email.trim()) ? "email.format" : null

export const checkPassword = (password: string): ProblemCode | null =>
  password.length < PASSWORD_MIN_LENGTH ? "password.too_short" : password.length > PASSWORD_MAX_LENGTH ? "password.too_long" : null

export const checkUsername = (username: string): ProblemCode | null => (USERNAME_PATTERN.test(username) ? null : "username.format")

export const checkName = (name: string): ProblemCode | null =>
  name.trim().length === 0 ? "name.required" : name.length > NAME_MAX_LENGTH ? "name.too_long" : null

export interface RegistrationFields {
  readonly email: string
  readonly password: string
  readonly username: string
  readonly firstname: string
  readonly lastname: string
  readonly dob: string
}

/** Every field's first problem; an empty record means the form is valid (uniqueness aside). */
export const checkRegistration = (form: RegistrationFields, nowMs: number): FieldProblems => {
  const problems: Record<string, ProblemCode> = {}
  const add = (field: string, code: ProblemCode | null) => {
    if (code) problems[field] = code
  }
  add("email", checkEmail(form.email))
  add("password", checkPassword(form.password))
  add("username", checkUsername(form.username))
  add("firstname", checkName(form.firstname))
  add("lastname", checkName(form.lastname))
  add("dob", checkDob(form.dob, nowMs))
  return problems
}

export const toIsoDate = ({ year, month, day }: { year: number; month: number; day: number }): string =>
  `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`

/** The database's YYYY-MM-DD as the wire's dd/mm/yyyy. */
export const isoDateToUk = (iso: string): string => {
  const [year, month, day] = iso.split("-")
  return `${day}/${month}/${year}`
}

/** E-mail addresses are compared case-insensitively and without surrounding blanks. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase()
