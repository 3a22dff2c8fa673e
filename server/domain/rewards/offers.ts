/**
 * The reward offers and the daily game's prize table (server/config/rewards.json), decoded when
 * the server starts, and the pure rules: whether a placed bet counts towards a bet rule, and the
 * London calendar day of an instant ("played today", spec §9 default timezone Europe/London).
 *
 * Amounts are minor units. A free-spins reward's amount is the spins' total value (spins × value).
 */
import { Result, Schema } from "effect"
import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { REWARD_KINDS, type RewardKind } from "../../../core/rewards/model.js"
import type { Locale } from "../../../core/model/primitives.js"

export const DEFAULT_REWARDS_FILE = fileURLToPath(new URL("../../config/rewards.json", import.meta.url))

const Kind = Schema.Literals(REWARD_KINDS)
const Text = Schema.Struct({ title: Schema.String, description: Schema.String })
const BetRuleConfig = Schema.Struct({ type: Schema.Literal("bet"), sport: Schema.NullOr(Schema.String), min_stake: Schema.Int, min_price: Schema.Finite, count: Schema.Int })
const CountRuleConfig = Schema.Struct({ type: Schema.Literals(["spins", "referral"]), count: Schema.Int })
const OfferConfig = Schema.Struct({
  id: Schema.Int,
  slug: Schema.String,
  kind: Kind,
  amount: Schema.Int,
  spins: Schema.optional(Schema.Int),
  valid_days: Schema.Int,
  rule: Schema.Union([BetRuleConfig, CountRuleConfig]),
  text: Schema.Record(Schema.String, Text),
})
const PrizeConfig = Schema.Struct({ key: Schema.String, kind: Schema.NullOr(Kind), amount: Schema.Int, spins: Schema.optional(Schema.Int), weight: Schema.Int })
const RewardsFile = Schema.Struct({
  offers: Schema.Array(OfferConfig),
  daily_game: Schema.Struct({ game: Schema.Literals(["pick-a-box", "wheel"]), boxes: Schema.Int, prize_valid_days: Schema.Int, prizes: Schema.Array(PrizeConfig) }),
})

export type Offer = typeof OfferConfig.Type
export type BetRule = typeof BetRuleConfig.Type
export type Prize = typeof PrizeConfig.Type
export type RewardsConfig = typeof RewardsFile.Type

export const loadRewardsConfig = (file: string = DEFAULT_REWARDS_FILE): RewardsConfig => {
  const result = Schema.decodeUnknownResult(RewardsFile)(JSON.parse(readFileSync(file, "utf8")), { errors: "all" })
  if (Result.isFailure(result)) throw new Error(`${file} is invalid:\n${result.failure.message}`)
  const config = result.success
  const ids = new Set<number>()
  for (const offer of config.offers) {
    if (ids.has(offer.id)) throw new Error(`${file}: offer id ${offer.id} twice`)
    ids.add(offer.id)
    // spec §5: a reward id is numeric, a promotion slug starts with a non-digit.
    if (!/^[a-z][a-z0-9-]*$/.test(offer.slug)) throw new Error(`${file}: offer slug ${offer.slug} must start with a letter`)
    if (offer.amount <= 0 || offer.rule.count <= 0) throw new Error(`${file}: offer ${offer.id} needs a positive amount and count`)
    if (offer.kind === "free_spins" && (!offer.spins || offer.amount !== offer.spins * SPIN_VALUE)) throw new Error(`${file}: free spins offer ${offer.id} needs spins worth spins × ${SPIN_VALUE}`)
    if (!offer.text["en-GB"]) throw new Error(`${file}: offer ${offer.id} has no en-GB text`)
  }
  const prizes = config.daily_game.prizes
  if (prizes.some((p) => p.weight <= 0) || prizes.reduce((s, p) => s + p.weight, 0) <= 0) throw new Error(`${file}: daily game weights must be positive`)
  if (prizes.some((p) => (p.kind === null) !== (p.amount === 0))) throw new Error(`${file}: a prize has a kind exactly when it has an amount`)
  if (prizes.some((p) => p.kind === "free_spins" && p.amount !== (p.spins ?? 0) * SPIN_VALUE)) throw new Error(`${file}: free spins prizes are worth spins × ${SPIN_VALUE}`)
  return config
}

export const offerText = (offer: Offer, locale: Locale) => offer.text[locale] ?? offer.text["en-GB"]!

/** What the hook tells rewards about a placed bet (server/domain/betting/hooks.ts). */
export interface PlacedBetFact {
  readonly betId: number
  /** Cash staked (a free bet's part does not count towards a rule). */
  readonly cashStake: number
  /** The sport (game name) of every leg. */
  readonly sports: ReadonlyArray<string>
  /** The bet's decimal price: the product of its legs' prices, null for a starting-price bet. */
  readonly price: number | null
}

/**
 * spec §2.7 "e.g. bet £10 on football at evens or more": a bet counts when its cash stake is at
 * least the rule's, every leg is on the rule's sport (when it names one), and its price is known
 * and at least the rule's.
 */
export const betQualifies = (rule: BetRule, bet: PlacedBetFact): boolean =>
  bet.cashStake >= rule.min_stake &&
  bet.sports.length > 0 &&
  (rule.sport === null || bet.sports.every((s) => s === rule.sport)) &&
  bet.price !== null &&
  bet.price + 1e-9 >= rule.min_price

/** The London calendar day of an instant, yyyy-mm-dd (spec §9 default timezone Europe/London). */
const LONDON = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London", year: "numeric", month: "2-digit", day: "2-digit" })
export const londonDay = (ms: number): string => LONDON.format(new Date(ms))

export const DAY_MS = 86_400_000

/** The value of one free spin in minor units (a 10p spin); a free-spins reward is worth spins × this. */
export const SPIN_VALUE = 10
export const spinsOf = (kind: string, amount: number): number | null => (kind === "free_spins" ? Math.round(amount / SPIN_VALUE) : null)

export const isRewardKind = (value: unknown): value is RewardKind => typeof value === "string" && (REWARD_KINDS as ReadonlyArray<string>).includes(value)
