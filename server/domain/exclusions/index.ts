/**
 * Time-outs (cool-off) and self-exclusion (issue 14; UKGC RTS 13 and 14, LCCP SR 3.5.3).
 *
 * - A time-out lasts 1 day to 6 weeks (TIMEOUT_DAYS); a self-exclusion 6 months, 1, 2 or 5 years
 *   (SELF_EXCLUSION_INTERVALS, calendar months in UTC).
 * - From the instant it starts: every session of the user ends (the caller pushes the end to the
 *   sockets), log-in, bets, casino play and deposits are refused (restrictions/index.ts), marketing
 *   stops (safer_gambling_settings.marketing_suppressed_until, and a self-exclusion also turns the
 *   marketing opt-in off for good), pending withdrawals go back to the bettor (the caller, with
 *   the cashier), and a self-excluded person is entered on the exclusion register checked at
 *   sign-up.
 * - The bettor cannot end one early; only the operator lifts one (server/ops/safer-gambling.ts).
 */
import { and, eq, isNull, or, sql, gt } from "drizzle-orm"
import type { Db } from "../../db/connect.js"
import { exclusionRegister, gamblingExclusions, saferGamblingSettings, users } from "../../db/schema.js"
import { revokeSessionsOfUser } from "../accounts/sessions.js"
import { ApiError } from "../../http/errors.js"
import { wordedInstant } from "../restrictions/when.js"
import { activeExclusion, type ActiveExclusion, type ExclusionKind } from "./active.js"

export { activeExclusion, type ActiveExclusion, type ExclusionKind } from "./active.js"

export const DAY_MS = 86_400_000
export const TIMEOUT_DAYS = { min: 1, max: 42 } as const
export const SELF_EXCLUSION_INTERVALS = ["6m", "1y", "2y", "5y"] as const
export type SelfExclusionInterval = (typeof SELF_EXCLUSION_INTERVALS)[number]
const MONTHS: Readonly<Record<SelfExclusionInterval, number>> = { "6m": 6, "1y": 12, "2y": 24, "5y": 60 }

export const isSelfExclusionInterval = (value: string): value is SelfExclusionInterval => (SELF_EXCLUSION_INTERVALS as ReadonlyArray<string>).includes(value)

/** The instant `months` calendar months after `at` (UTC; the 31st falls back to the month's last day). */
export const plusMonths = (at: number, months: number): number => {
  const d = new Date(at)
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds()))
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay))
  return target.getTime()
}

export const endOfTimeout = (at: number, days: number): number => at + days * DAY_MS
export const endOfSelfExclusion = (at: number, interval: SelfExclusionInterval): number => plusMonths(at, MONTHS[interval])

export interface Started {
  readonly exclusion: ActiveExclusion
  /** Sessions ended: push them to the sockets (realtime/pushes.ts pushSessionsEnded). */
  readonly endedSessions: ReadonlyArray<string>
}

/**
 * Starts a time-out or self-exclusion now, in one transaction with the end of every session, the
 * marketing stop and (self-exclusion) the register entry.
 */
export const startExclusion = async (
  db: Db,
  userId: number,
  request: { readonly kind: ExclusionKind; readonly period: string; readonly endsAt: number; readonly source: "USER" | "OPERATOR" },
  at: number,
): Promise<Started> =>
  db.transaction(async (tx) => {
    const t = tx as unknown as Db
    const [row] = await tx
      .insert(gamblingExclusions)
      .values({ userId, kind: request.kind, source: request.source, period: request.period, startsAt: new Date(at), endsAt: new Date(request.endsAt), createdAt: new Date(at) })
      .returning()
    const endedSessions = await revokeSessionsOfUser(t, userId, at, null)
    const until = new Date(request.endsAt)
    await tx
      .insert(saferGamblingSettings)
      .values({ userId, marketingSuppressedUntil: until, updatedAt: new Date(at) })
      .onConflictDoUpdate({
        target: saferGamblingSettings.userId,
        set: { marketingSuppressedUntil: sql`greatest(${saferGamblingSettings.marketingSuppressedUntil}, ${until.toISOString()}::timestamptz)`, updatedAt: new Date(at) },
      })
    if (request.kind === "self_exclusion") {
      const [user] = await tx.update(users).set({ marketingOptIn: false, updatedAt: new Date(at) }).where(eq(users.id, userId)).returning()
      if (user) {
        await tx.insert(exclusionRegister).values({ email: user.email.toLowerCase(), lastname: user.lastname.trim().toLowerCase(), dob: user.dob, endsAt: until, origin: "self_exclusion", createdAt: new Date(at) })
      }
    }
    return {
      exclusion: { id: row!.id, kind: request.kind, source: request.source, period: request.period, startsAt: at, endsAt: request.endsAt },
      endedSessions,
    }
  })

/** Operator only: ends an exclusion early (a mistake, a court order, tests). */
export const liftExclusion = async (db: Db, userId: number, reason: string, at: number): Promise<number> => {
  const lifted = await db
    .update(gamblingExclusions)
    .set({ liftedAt: new Date(at), liftedReason: reason })
    .where(and(eq(gamblingExclusions.userId, userId), isNull(gamblingExclusions.liftedAt), gt(gamblingExclusions.endsAt, new Date(at))))
    .returning({ id: gamblingExclusions.id })
  await db.update(saferGamblingSettings).set({ marketingSuppressedUntil: null, updatedAt: new Date(at) }).where(eq(saferGamblingSettings.userId, userId))
  return lifted.length
}

/** Marketing may be sent (e-mail, SMS, offers) only when no exclusion stops it. */
export const marketingAllowed = async (db: Db, userId: number, at: number): Promise<boolean> => {
  const [row] = await db.select().from(saferGamblingSettings).where(eq(saferGamblingSettings.userId, userId))
  if (row?.marketingSuppressedUntil && row.marketingSuppressedUntil.getTime() > at) return false
  return (await activeExclusion(db, userId, at)) === null
}

// ---- the exclusion register (GAMSTOP-style) -------------------------------------------------------

export interface RegisterPerson {
  readonly email: string
  readonly lastname: string
  /** ISO yyyy-mm-dd or the wire's dd/mm/yyyy. */
  readonly dob: string
}

const isoDob = (dob: string): string => {
  const uk = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(dob.trim())
  return uk ? `${uk[3]}-${uk[2]}-${uk[1]}` : dob.trim()
}

/** The latest-ending register entry matching the e-mail, or the surname and date of birth, in force at `at`. */
export const registerEntryOf = async (db: Db, person: RegisterPerson, at: number): Promise<{ endsAt: number } | null> => {
  const dob = isoDob(person.dob)
  // Not a real calendar date: registration refuses it anyway (and the database could not compare it).
  const [y, m, d] = dob.split("-").map(Number)
  const real = /^\d{4}-\d{2}-\d{2}$/.test(dob) && new Date(Date.UTC(y!, m! - 1, d!)).toISOString().slice(0, 10) === dob
  if (!real) return null
  const rows = await db
    .select({ endsAt: exclusionRegister.endsAt })
    .from(exclusionRegister)
    .where(
      and(
        gt(exclusionRegister.endsAt, new Date(at)),
        or(
          eq(exclusionRegister.email, person.email.trim().toLowerCase()),
          and(eq(exclusionRegister.lastname, person.lastname.trim().toLowerCase()), eq(exclusionRegister.dob, dob)),
        ),
      ),
    )
  if (rows.length === 0) return null
  return { endsAt: Math.max(...rows.map((r) => r.endsAt.getTime())) }
}

/** Sign-up: refuses (403 SELF_EXCLUSION_REGISTERED) a person on the register. */
export const assertNotOnRegister = async (db: Db, person: RegisterPerson, at: number): Promise<void> => {
  const entry = await registerEntryOf(db, person, at)
  if (entry) {
    throw new ApiError(403, "safer.register_excluded", {
      vars: { until: wordedInstant(entry.endsAt) },
      message: "The person is on the self-exclusion register",
      messageKey: "SELF_EXCLUSION_REGISTERED",
    })
  }
}

/** The operator enters someone on the register (as a national scheme would). */
export const addToRegister = async (db: Db, person: RegisterPerson, endsAt: number, at: number): Promise<void> => {
  await db.insert(exclusionRegister).values({
    email: person.email.trim() === "" ? null : person.email.trim().toLowerCase(),
    lastname: person.lastname.trim().toLowerCase(),
    dob: isoDob(person.dob),
    endsAt: new Date(endsAt),
    origin: "register",
    createdAt: new Date(at),
  })
}

/** Refuses a second exclusion request while one is in force (the bettor is logged out anyway). */
export const assertNotExcluded = async (db: Db, userId: number, at: number): Promise<void> => {
  const active = await activeExclusion(db, userId, at)
  if (active) {
    throw new ApiError(409, "safer.already_excluded", { vars: { until: wordedInstant(active.endsAt) }, message: "An exclusion is already in force", messageKey: "ALREADY_EXCLUDED" })
  }
}
