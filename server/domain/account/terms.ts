/**
 * Terms and conditions acceptance (spec §4 acceptance_notification, §7): the version in force is
 * an operator setting; each bettor's acceptance is stored with the version they accepted. When
 * the operator publishes a new version, every connected bettor gets `acceptance_notification`.
 */
import { and, desc, eq } from "drizzle-orm"
import type { Db } from "../../db/connect.js"
import { siteSettings, termsAcceptances } from "../../db/schema.js"

const SETTING_KEY = "terms_version"
export const INITIAL_TERMS_VERSION = "2026-01"

export const currentTermsVersion = async (db: Db): Promise<string> => {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, SETTING_KEY))
  return typeof row?.value === "string" ? row.value : INITIAL_TERMS_VERSION
}

export const publishTermsVersion = async (db: Db, version: string, now: number): Promise<void> => {
  await db
    .insert(siteSettings)
    .values({ key: SETTING_KEY, value: version, updatedAt: new Date(now) })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: version, updatedAt: new Date(now) } })
}

export const latestAcceptance = async (db: Db, userId: number): Promise<{ version: string; acceptedAt: number } | null> => {
  const [row] = await db.select().from(termsAcceptances).where(eq(termsAcceptances.userId, userId)).orderBy(desc(termsAcceptances.acceptedAt), desc(termsAcceptances.id)).limit(1)
  return row ? { version: row.version, acceptedAt: row.acceptedAt.getTime() } : null
}

export const acceptTerms = async (db: Db, userId: number, version: string, now: number): Promise<void> => {
  await db.insert(termsAcceptances).values({ userId, version, acceptedAt: new Date(now) }).onConflictDoNothing()
}

export const hasAccepted = async (db: Db, userId: number, version: string): Promise<boolean> => {
  const [row] = await db.select({ id: termsAcceptances.id }).from(termsAcceptances).where(and(eq(termsAcceptances.userId, userId), eq(termsAcceptances.version, version)))
  return row !== undefined
}
