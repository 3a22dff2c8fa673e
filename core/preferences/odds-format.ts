/**
 * spec §4 "Odds format": from user, else storage, else country default, else decimal.
 * Each source is null when it has nothing to say (logged out, nothing stored, config not loaded).
 */
import type { OddsFormat } from "../model/primitives.js"

export const DEFAULT_ODDS_FORMAT: OddsFormat = "decimal"

export interface OddsFormatSources {
  readonly user: OddsFormat | null | undefined
  readonly storage: OddsFormat | null | undefined
  readonly countryDefault: OddsFormat | null | undefined
}

/** The odds format in force: the first source that has one, else decimal. */
export const oddsFormatInForce = ({ user, storage, countryDefault }: OddsFormatSources): OddsFormat =>
  user ?? storage ?? countryDefault ?? DEFAULT_ODDS_FORMAT
