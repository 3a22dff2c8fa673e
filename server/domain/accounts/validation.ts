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
  checkDob as checkDobOn,
  checkEmail,
  checkName,
  checkPassword,
  checkUsername,
  parseUkDate,
  registrationProblems,
  type RegistrationInput,
  type RegistrationProblem,
} from "../../../core/validation/registration.js"

export { checkEmail, checkName, checkPassword, checkUsername, parseUkDate }

/** The dob rules on the UTC calendar date of the server's `now`. */
export const checkDob = (dob: string, nowMs: number): RegistrationProblem | null => checkDobOn(dob, civilOfEpochMs(nowMs))

/** Core's rule codes plus the uniqueness the server alone can judge. */
export type ProblemCode = RegistrationProblem | "email.taken" | "username.taken"

export type FieldProblems = Readonly<Record<string, ProblemCode>>

export type RegistrationFields = RegistrationInput

/** Every field's first problem; an empty record means the form is valid (uniqueness aside). */
export const checkRegistration = (form: RegistrationFields, nowMs: number): FieldProblems =>
  registrationProblems(form, civilOfEpochMs(nowMs))

export const toIsoDate = ({ year, month, day }: { year: number; month: number; day: number }): string =>
  `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`

/** The database's YYYY-MM-DD as the wire's dd/mm/yyyy. */
export const isoDateToUk = (iso: string): string => {
  const [year, month, day] = iso.split("-")
  return `${day}/${month}/${year}`
}

/** E-mail addresses are compared case-insensitively and without surrounding blanks. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase()
