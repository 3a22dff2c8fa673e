/**
 * Betslip settings (spec §2.10 BetslipSettings, issue 20): each bettor's standing rule for price
 * changes, default stake and quick stakes, kept on the server so the rule holds whatever device
 * places the bet. Placement (domain/betting/place.ts) asks `acceptsMove` about every moved price.
 */
import { eq, sql, type SQL } from "drizzle-orm"
import { DEFAULT_BETSLIP_SETTINGS, isSettingStake, MAX_QUICK_STAKES, type BetslipSettings, type PriceChangeRule } from "../../../core/model/sportsbook.js"
import type { Db } from "../../db/connect.js"
import type { Arg } from "../../db/compiled.js"
import { sportsbookSettings } from "../../db/schema.js"
import type { Ratio } from "../../../core/odds/index.js"

export { MAX_QUICK_STAKES, MAX_SETTING_STAKE } from "../../../core/model/sportsbook.js"

/**
 * Whether a price that moved from `sent` (the price the slip showed) to `now` is taken under the
 * rule: any move under "any", a longer price (pays more) under "higher", none under "ask".
 */
export const acceptsMove = (rule: PriceChangeRule, sent: Ratio, now: Ratio): boolean => {
  if (rule === "any") return true
  if (rule === "higher") return now.num * sent.den > sent.num * now.den
  return false
}

export const readBetslipSettings = async (db: Db, userId: number): Promise<BetslipSettings> => {
  const [row] = await db.select().from(sportsbookSettings).where(eq(sportsbookSettings.userId, userId))
  if (!row) return DEFAULT_BETSLIP_SETTINGS
  return {
    price_changes: row.priceChanges as PriceChangeRule,
    default_stake: row.defaultStake,
    quick_stakes: (row.quickStakes as number[]).slice(0, MAX_QUICK_STAKES),
  }
}

/** The rule placement applies for this bettor ("ask" when none was set). */
export const priceChangeRuleOf = async (db: Db, userId: number): Promise<PriceChangeRule> => (await readBetslipSettings(db, userId)).price_changes

/** The bettor's stored rule as an SQL value (null when none was set), for placement's one read of its facts. */
export const priceChangeRuleSql = (userId: Arg<number>): SQL<string | null> =>
  sql<string | null>`(select ${sportsbookSettings.priceChanges} from ${sportsbookSettings} where ${sportsbookSettings.userId} = ${userId})`

/** priceChangeRuleSql's value as the rule placement applies. */
export const priceChangeRuleFrom = (value: string | null): PriceChangeRule => (value as PriceChangeRule | null) ?? DEFAULT_BETSLIP_SETTINGS.price_changes

/** What is wrong with settings a bettor sends, by field; empty when they are fine. */
export const settingsProblems = (s: BetslipSettings): Record<string, "field.invalid"> => {
  const problems: Record<string, "field.invalid"> = {}
  if (s.default_stake !== null && !isSettingStake(s.default_stake)) problems.default_stake = "field.invalid"
  if (s.quick_stakes.length > MAX_QUICK_STAKES || !s.quick_stakes.every(isSettingStake)) problems.quick_stakes = "field.invalid"
  return problems
}

export const saveBetslipSettings = async (db: Db, userId: number, s: BetslipSettings, now: number): Promise<BetslipSettings> => {
  const values = { priceChanges: s.price_changes, defaultStake: s.default_stake, quickStakes: [...s.quick_stakes], updatedAt: new Date(now) }
  await db.insert(sportsbookSettings).values({ userId, ...values }).onConflictDoUpdate({ target: sportsbookSettings.userId, set: values })
  return readBetslipSettings(db, userId)
}
