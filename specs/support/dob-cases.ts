/**
 * Spec §5's date-of-birth rules as one table of cases, on 22/11/2026 (the suites' clock): core's
 * rule (specs/core/registration-rules.test.ts), the server's check (specs/server/validation.test.ts)
 * and the registration call (specs/server/accounts.test.ts) each run every case, so the three
 * levels cannot drift apart on a boundary. `breaks`: the first rule the date breaks, null if valid.
 */
import type { DobRule } from "../../core/validation/registration.js"

/** The calendar date every case is judged on (TEST_NOW of the server suites). */
export const DOB_TODAY = { year: 2026, month: 11, day: 22 } as const

export interface DobCase {
  readonly name: string
  readonly dob: string
  readonly breaks: DobRule | null
}

export const DOB_CASES: ReadonlyArray<DobCase> = [
  { name: "dob: a length of 8", dob: "1/1/1990", breaks: "dob" },
  { name: "dob: a length of 9", dob: "4/03/1990", breaks: "dob" },
  { name: "dob: a length of 11", dob: "01/01/19900", breaks: "dob" },
  { name: "dob: empty", dob: "", breaks: "dob" },
  { name: "uk_date_format: yyyy/mm/dd", dob: "1990/03/14", breaks: "uk_date_format" },
  { name: "uk_date_format: dashes", dob: "14-03-1990", breaks: "uk_date_format" },
  { name: "uk_date_format: letters", dob: "ab/cd/efgh", breaks: "uk_date_format" },
  { name: "younger_than_oldest_person_alive: 31/02 is not a date", dob: "31/02/1990", breaks: "younger_than_oldest_person_alive" },
  { name: "younger_than_oldest_person_alive: month 13", dob: "01/13/1990", breaks: "younger_than_oldest_person_alive" },
  { name: "younger_than_oldest_person_alive: 29/02 of a common year", dob: "29/02/1990", breaks: "younger_than_oldest_person_alive" },
  { name: "younger_than_oldest_person_alive: 120 years and a day ago", dob: "21/11/1906", breaks: "younger_than_oldest_person_alive" },
  { name: "younger_than_oldest_person_alive: exactly 120 years ago is allowed", dob: "22/11/1906", breaks: null },
  { name: "younger_than_oldest_person_alive: today is not before now", dob: "22/11/2026", breaks: "younger_than_oldest_person_alive" },
  { name: "younger_than_oldest_person_alive: next year", dob: "01/01/2027", breaks: "younger_than_oldest_person_alive" },
  { name: "younger_than_oldest_person_alive: a future date", dob: "01/01/2030", breaks: "younger_than_oldest_person_alive" },
  { name: "age: 18th birthday today is allowed", dob: "22/11/2008", breaks: null },
  { name: "age: 18th birthday yesterday is allowed", dob: "21/11/2008", breaks: null },
  { name: "age: 18th birthday tomorrow", dob: "23/11/2008", breaks: "age" },
  { name: "age: a leap-day birthday 18 years ago", dob: "29/02/2008", breaks: null },
  { name: "a plain valid date", dob: "14/03/1990", breaks: null },
]
