/**
 * The users table, read and written. E-mail and username lookups are case-insensitive, matching
 * the unique indexes on lower(email) and lower(username).
 */
import { eq, sql } from "drizzle-orm"
import type { Db } from "../../db/connect.js"
import { users } from "../../db/schema.js"
import { clearRestriction } from "../restrictions/index.js"

export type UserRow = typeof users.$inferSelect

export const findUserById = async (db: Db, id: number): Promise<UserRow | null> => {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return row ?? null
}

export const findUserByEmail = async (db: Db, email: string): Promise<UserRow | null> => {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1)
  return row ?? null
}

export const isUsernameTaken = async (db: Db, username: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1)
  return row !== undefined
}

/** The fields a user may change about themselves (PUT users), already validated by the schema. */
export interface ProfileChanges {
  readonly firstname?: string
  readonly lastname?: string
  readonly locale?: string
  readonly oddsFormat?: string
  readonly defaultVertical?: string | null
  readonly hideUsername?: boolean
  readonly marketingOptIn?: boolean
  readonly casinoQuickAccessEnabled?: boolean
}

export const updateProfile = async (db: Db, id: number, changes: ProfileChanges, now: number): Promise<UserRow | null> => {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date(now) })
    .where(eq(users.id, id))
    .returning()
  return row ?? null
}

export const setPasswordHash = async (db: Db, id: number, passwordHash: string, now: number): Promise<void> => {
  await db.update(users).set({ passwordHash, updatedAt: new Date(now) }).where(eq(users.id, id))
}

/** Following the confirmation link proves the mailbox: the account becomes active and may withdraw. */
export const markEmailConfirmed = async (db: Db, id: number, now: number): Promise<void> => {
  await clearRestriction(db, id, "email", now)
  await db
    .update(users)
    .set({
      emailConfirmed: true,
      status: sql`case when ${users.status} = 'unconfirmed' then 'active' else ${users.status} end`,
      updatedAt: new Date(now),
    })
    .where(eq(users.id, id))
}
