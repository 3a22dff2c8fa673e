/**
 * Opening an account: the rules of validation.ts, uniqueness of e-mail and username, the password
 * hash, and the user's cash account in the ledger, all or nothing.
 */
import type { Db } from "../../db/connect.js"
import { users } from "../../db/schema.js"
import { uniqueViolation } from "../db-errors.js"
import { openUserCashAccount } from "../ledger/accounts.js"
import { setRestriction } from "../restrictions/index.js"
import { hashPassword } from "./passwords.js"
import { findUserByEmail, isUsernameTaken, type UserRow } from "./users.js"
import { checkRegistration, parseUkDate, toIsoDate, type FieldProblems, type ProblemCode, type RegistrationFields } from "./validation.js"

export interface RegistrationForm extends RegistrationFields {
  readonly marketingOptIn: boolean
  readonly locale: string
}

/** Where the account is opened: decided by the site config of the request's brand and country. */
export interface Jurisdiction {
  readonly brand: string
  readonly countryCode: string
  readonly currency: string
}

export type Registration =
  | { readonly ok: true; readonly user: UserRow }
  | { readonly ok: false; readonly problems: FieldProblems }

export const registerUser = async (
  db: Db,
  form: RegistrationForm,
  where: Jurisdiction,
  now: number,
  options: { readonly emailConfirmed?: boolean } = {},
): Promise<Registration> => {
  const problems: Record<string, ProblemCode> = { ...checkRegistration(form, now) }
  // Checked up front so that the form shows every problem at once; the unique indexes below
  // settle the race of two registrations with the same name.
  if (!problems.email && (await findUserByEmail(db, form.email))) problems.email = "email.taken"
  if (!problems.username && (await isUsernameTaken(db, form.username))) problems.username = "username.taken"
  if (Object.keys(problems).length > 0) return { ok: false, problems }

  const birth = parseUkDate(form.dob)
  if (!birth) return { ok: false, problems: { dob: "dob.uk_date_format" } }
  const passwordHash = await hashPassword(form.password)

  try {
    const user = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          email: form.email.trim(),
          username: form.username,
          passwordHash,
          firstname: form.firstname.trim(),
          lastname: form.lastname.trim(),
          dob: toIsoDate(birth),
          locale: form.locale,
          status: options.emailConfirmed ? "active" : "unconfirmed",
          emailConfirmed: options.emailConfirmed ?? false,
          marketingOptIn: form.marketingOptIn,
          brand: where.brand,
          countryCode: where.countryCode,
          currency: where.currency,
          createdAt: new Date(now),
          updatedAt: new Date(now),
        })
        .returning()
      if (!row) throw new Error("insert into users returned nothing")
      await openUserCashAccount(tx, row.id, where.currency, now)
      // Until the mailbox is proven the bettor may bet and deposit but not withdraw (spec §4
      // Restrictions key email); following the mailed link lifts it (markEmailConfirmed).
      if (!row.emailConfirmed) await setRestriction(tx, row.id, "email", "unconfirmed", now)
      return row
    })
    return { ok: true, user }
  } catch (error) {
    const constraint = uniqueViolation(error)
    if (constraint?.includes("email")) return { ok: false, problems: { email: "email.taken" } }
    if (constraint?.includes("username")) return { ok: false, problems: { username: "username.taken" } }
    throw error
  }
}
