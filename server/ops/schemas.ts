/** Bodies of the operator routes (server/ops/routes.ts), shared with the ops CLI. */
import { Schema } from "effect"
import { Money, Timestamp } from "../../core/model/primitives.js"

export const MaintenanceRequest = Schema.Struct({ active: Schema.Boolean })
export const MaintenanceState = Schema.Struct({ active: Schema.Boolean })

export const OutboxMail = Schema.Struct({
  id: Schema.Int,
  to: Schema.String,
  kind: Schema.String,
  subject: Schema.String,
  body: Schema.String,
  link: Schema.NullOr(Schema.String),
  created_at: Timestamp,
})
export const Outbox = Schema.Struct({ mails: Schema.Array(OutboxMail) })

export const Health = Schema.Struct({
  ok: Schema.Boolean,
  database: Schema.Literals(["pglite", "postgres"]),
  bus: Schema.Literals(["memory", "redis"]),
  maintenance: Schema.Boolean,
  socket_connections: Schema.Int,
  uptime_ms: Schema.Int,
})

// ---- the catalogue simulator (server/ops/catalogue.ts) ----------------------------------------

export const SimStatus = Schema.Struct({
  paused: Schema.Boolean,
  speed: Schema.Finite,
  seed: Schema.Int,
  matches: Schema.Int,
  live_matches: Schema.Int,
  markets: Schema.Int,
  contracts: Schema.Int,
})
export const SimPauseRequest = Schema.Struct({ paused: Schema.Boolean })
/** Game seconds to simulate now; without it, the clock's time since the last tick (times the speed). */
export const SimStepRequest = Schema.Struct({ seconds: Schema.optionalKey(Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: 7 * 24 * 3600 }))) })
export const FloodRequest = Schema.Struct({
  /** Default: the matches of the in-play page. */
  match_ids: Schema.optionalKey(Schema.Array(Schema.Int)),
  rate_per_second: Schema.Finite.check(Schema.isBetween({ minimum: 1, maximum: 20_000 })),
  seconds: Schema.Finite.check(Schema.isBetween({ minimum: 0.05, maximum: 600 })),
})
export const FloodStarted = Schema.Struct({ match_ids: Schema.Array(Schema.Int), markets: Schema.Int, updates: Schema.Int })
/** A fractional price such as "5/2"; `boosted_price` sets (or with null removes) the boost. */
export const PriceRequest = Schema.Struct({
  price: Schema.String,
  boosted_price: Schema.optionalKey(Schema.NullOr(Schema.String)),
})
export const MarketStatusRequest = Schema.Struct({ status: Schema.Literals(["open", "halted"]) })
export const SettleRequest = Schema.Struct({
  /** Final score of a head-to-head match; markets are resulted from it. */
  score: Schema.optionalKey(Schema.Struct({ home: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)), away: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)) })),
  /** Race or outright: contract ids in finishing order; the first wins. */
  order: Schema.optionalKey(Schema.Array(Schema.Int)),
  /** Ids in `order` that dead-heat with the runner before them (they share its position). */
  dead_heat: Schema.optionalKey(Schema.Array(Schema.Int)),
  /** Abandoned: every open selection is void. */
  void: Schema.optionalKey(Schema.Boolean),
})

// ---- vouchers (server/ops/vouchers.ts) ----------------------------------------------------------

/** The largest voucher an operator may give: £1,000 in minor units (a free bet, not a payout). */
export const MAX_VOUCHER_MINOR = 100_000

/** A voucher for a bettor: `amount` decimal on the wire (5 = £5.00, at most 1,000); scope single, accumulator or any (default). */
export const VoucherRequest = Schema.Struct({
  email: Schema.String,
  amount: Money.check(Schema.isGreaterThan(0), Schema.isLessThanOrEqualTo(MAX_VOUCHER_MINOR)),
  scope: Schema.optionalKey(Schema.Literals(["single", "accumulator", "any"])),
})
export const VoucherGiven = Schema.Struct({ id: Schema.Int, user_id: Schema.Int, amount: Money, scope: Schema.String })
