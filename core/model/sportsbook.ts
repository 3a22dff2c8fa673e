/**
 * The bettor's betslip settings (spec §2.10 BetslipSettings, issue 20) on the wire:
 *
 *   price_changes  the standing rule the server applies at placement when a price moved since the
 *                  slip showed it: "any" takes the new price, "higher" takes it only when it pays
 *                  more (a shorter price is still refused), "ask" refuses every move (ODDSCHANGED)
 *                  so the bettor accepts it on the slip;
 *   default_stake  the stake a new selection starts with (minor units in memory), or null for the
 *                  brand's (spec §9: 10, or 100 on the special brand);
 *   quick_stakes   the stake buttons under a stake field, up to four amounts; empty for the
 *                  brand's (spec §9: 5/25/100, or 100/250/500).
 *
 * A bettor who never saved any reads the defaults: ask every time, and the brand's stakes (the
 * server does not know the brand's, so it answers null and [] and the client fills them in).
 * Every stake is above 0 and at most £100,000 (`MAX_SETTING_STAKE`; a bet's own max bet still
 * applies); the server refuses others with 400 and field errors, and the client checks the same.
 */
import { Schema } from "effect"
import { Money } from "./primitives.js"

export const PriceChangeRule = Schema.Literals(["any", "higher", "ask"])
export type PriceChangeRule = typeof PriceChangeRule.Type

export const BetslipSettings = Schema.Struct({
  price_changes: PriceChangeRule,
  default_stake: Schema.NullOr(Money),
  quick_stakes: Schema.Array(Money),
})
export type BetslipSettings = typeof BetslipSettings.Type

export const DEFAULT_BETSLIP_SETTINGS: BetslipSettings = { price_changes: "ask", default_stake: null, quick_stakes: [] }

export const MAX_QUICK_STAKES = 4
/** The ceiling of a default or quick stake, minor units: £100,000. */
export const MAX_SETTING_STAKE = 10_000_000

/** A default or quick stake the settings accept: whole minor units, above 0, at most the ceiling. */
export const isSettingStake = (x: number): boolean => Number.isInteger(x) && x > 0 && x <= MAX_SETTING_STAKE
