/**
 * Marketing preferences (spec §7 users/marketing-preferences): sports and casino, each by sms and
 * e-mail. Saving them answers the review the operator may ask for
 * (marketing_preferences_review_needed becomes false) and keeps the user's overall
 * marketing_opt_in equal to "any channel on". Nothing is on until the bettor says so (UK: consent
 * is opt-in, PECR).
 */
import { eq } from "drizzle-orm"
import type { MarketingPreferences } from "../../../core/account/wire.js"
import type { Db } from "../../db/connect.js"
import { marketingPreferences, users } from "../../db/schema.js"

const none: MarketingPreferences = { sports: { sms: false, email: false }, casino: { sms: false, email: false } }

export const marketingPreferencesOf = async (db: Db, userId: number): Promise<MarketingPreferences> => {
  const [row] = await db.select().from(marketingPreferences).where(eq(marketingPreferences.userId, userId))
  if (!row) {
    // Before any choice per channel, a sign-up's single opt-in reads as e-mail for both products.
    const [user] = await db.select({ optIn: users.marketingOptIn }).from(users).where(eq(users.id, userId))
    return user?.optIn ? { sports: { sms: false, email: true }, casino: { sms: false, email: true } } : none
  }
  return { sports: { sms: row.sportsSms, email: row.sportsEmail }, casino: { sms: row.casinoSms, email: row.casinoEmail } }
}

export const saveMarketingPreferences = async (db: Db, userId: number, prefs: MarketingPreferences, now: number): Promise<void> => {
  const values = {
    sportsEmail: prefs.sports.email,
    sportsSms: prefs.sports.sms,
    casinoEmail: prefs.casino.email,
    casinoSms: prefs.casino.sms,
    updatedAt: new Date(now),
  }
  await db.transaction(async (tx) => {
    await tx.insert(marketingPreferences).values({ userId, ...values }).onConflictDoUpdate({ target: marketingPreferences.userId, set: values })
    const anyOn = prefs.sports.email || prefs.sports.sms || prefs.casino.email || prefs.casino.sms
    await tx.update(users).set({ marketingOptIn: anyOn, marketingPreferencesReviewNeeded: false, updatedAt: new Date(now) }).where(eq(users.id, userId))
  })
}

/** Operator: ask the bettor to review their choices (opens MarketingPreferencesReview, spec §4). */
export const requestMarketingReview = async (db: Db, userId: number, now: number): Promise<void> => {
  await db.update(users).set({ marketingPreferencesReviewNeeded: true, updatedAt: new Date(now) }).where(eq(users.id, userId))
}
