/**
 * The stakes the slip keeps on the device (spec §9 "stakes and stake options kept locally"): the
 * default stake, the multiple's stake and each leg's, written after every change, and the stake
 * options (quick stakes). Read once at start; whatever is missing or not a sane amount falls back to
 * the brand's defaults.
 */
import { Schema } from "effect"
import type { Command } from "../kernel/index.js"
import { DEFAULT_STAKE, STAKE_CEILING, STAKE_OPTIONS } from "./placement.js"
import type { BetslipState } from "./state.js"

/** The special brand's default stake and quick stakes (spec §9: 100 and 100/250/500). */
export const SPECIAL_BRAND_DEFAULT_STAKE = 10_000
export const SPECIAL_BRAND_STAKE_OPTIONS: ReadonlyArray<number> = [10_000, 25_000, 50_000]

const StoredStakes = Schema.fromJsonString(Schema.Struct({
  default: Schema.optionalKey(Schema.Int),
  accumulator: Schema.optionalKey(Schema.Int),
  legs: Schema.optionalKey(Schema.Record(Schema.String, Schema.Int)),
}))
const StoredStakeOptions = Schema.fromJsonString(Schema.Array(Schema.Int))

const decodeOr = <A>(schema: Schema.Codec<A, string>, text: string | null | undefined): A | null => {
  if (text === null || text === undefined) return null
  try {
    return Schema.decodeUnknownSync(schema)(text)
  } catch {
    return null
  }
}

export const sane = (n: number): boolean => Number.isSafeInteger(n) && n >= 0 && n <= STAKE_CEILING

/** What `stakes` holds: the default stake, the multiple's stake, each leg's stake by contract id. */
export const storedStakesText = (s: BetslipState): string =>
  JSON.stringify({
    default: s.ui.defaultStake,
    accumulator: s.slip.accumulator_stake,
    legs: Object.fromEntries(s.slip.all_contracts.map((leg) => [String(leg.id), leg.stake])),
  })

export const persistStakes = (s: BetslipState): Command => ({ _tag: "Persist", key: "stakes", value: storedStakesText(s) })

/** The slip's stakes at start, from storage (either text may be missing or garbled) and the brand. */
export const startingStakes = (storedStakes: string | null | undefined, storedStakeOptions: string | null | undefined, special: boolean): {
  readonly defaultStake: number
  readonly stakeOptions: ReadonlyArray<number>
  readonly remembered: Readonly<Record<number, number>>
  readonly accumulator: number
} => {
  const stored = decodeOr(StoredStakes, storedStakes)
  const options = decodeOr(StoredStakeOptions, storedStakeOptions)
  const defaultStake = stored?.default !== undefined && sane(stored.default) && stored.default > 0
    ? stored.default
    : special ? SPECIAL_BRAND_DEFAULT_STAKE : DEFAULT_STAKE
  const stakeOptions = options !== null && options.length > 0 && options.every((o) => sane(o) && o > 0)
    ? options
    : special ? SPECIAL_BRAND_STAKE_OPTIONS : STAKE_OPTIONS
  const remembered: Record<number, number> = {}
  for (const [id, stake] of Object.entries(stored?.legs ?? {})) if (/^\d+$/.test(id) && sane(stake)) remembered[Number(id)] = stake
  const accumulator = stored?.accumulator !== undefined && sane(stored.accumulator) ? stored.accumulator : defaultStake
  return { defaultStake, stakeOptions, remembered, accumulator }
}
