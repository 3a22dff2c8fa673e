/**
 * The User and Account entities of spec §3, as they cross the wire.
 *
 * Fields the spec lists but that later work fills (deposit_limit, loss_limit, verification,
 * reminders…) are optional and nullable so that a leaner server, or an older one, still decodes.
 */
import { Schema } from "effect"
import { Currency, Locale, Money, OddsFormat, Timestamp, UserId, Vertical } from "./primitives.js"

const optional = <S extends Schema.Constraint>(s: S) => Schema.optionalKey(Schema.NullOr(s))

export const Voucher = Schema.Struct({ id: Schema.Int, amount: Money })
export const FreeSpin = Schema.Struct({ id: Schema.Int, value: Money })

/** Account: the wallet balances of a user (spec §3 "Account"). Amounts are minor units in memory. */
export const Account = Schema.Struct({
  id: Schema.Int,
  user_id: UserId,
  balance: Money,
  bonus: Money,
  deposit_bonus: Money,
  referral_bonus: Money,
  oddsboost_bonus: Schema.optionalKey(Schema.NullOr(Schema.Struct({ amount: Money, contract_id: Schema.NullOr(Schema.String) }))),
  betxgety_bonus: Money,
  net_deposit: Money,
  currency: Currency,
  vouchers: Schema.Array(Voucher),
  free_spins: Schema.Array(FreeSpin),
})
export type Account = typeof Account.Type

/** A restriction on the user: its key names the action limited (spec §4 "Restrictions"). */
export const RestrictionKey = Schema.Literals([
  "free_play", "upgrade_required", "initial_kyc_pending", "manual_kyc_required", "bet", "deposit", "withdraw", "email",
])
export type RestrictionKey = typeof RestrictionKey.Type
/** What the restriction asks of the user: verify, upload_documents, pending… */
export const Restriction = Schema.Struct({ reason: Schema.String, created_at: Schema.optionalKey(Timestamp) })
export type Restriction = typeof Restriction.Type

export const Reminder = Schema.Struct({ type: Schema.String, interval_starts_at: Timestamp, interval_days: Schema.Int })
export const PhoneNumber = Schema.Struct({ dial_code: Schema.String, number: Schema.String })
export const Address = Schema.Struct({
  id: Schema.Int,
  address1: Schema.String,
  address2: Schema.NullOr(Schema.String),
  city: Schema.String,
  country_code: Schema.String,
  postcode: Schema.String,
  created_at: Timestamp,
})

export const User = Schema.Struct({
  id: UserId,
  email: Schema.String,
  firstname: Schema.String,
  lastname: Schema.String,
  username: Schema.String,
  /** Date of birth, dd/mm/yyyy (spec §5 uk_date_format). */
  dob: Schema.String,
  locale: Locale,
  /** active, unconfirmed (e-mail not yet confirmed), suspended… */
  status: Schema.String,
  email_confirmed: Schema.Boolean,
  odds_format: OddsFormat,
  default_vertical: Schema.NullOr(Vertical),
  has_bet: Schema.Boolean,
  deposited: Schema.Boolean,
  hide_username: Schema.Boolean,
  marketing_opt_in: Schema.Boolean,
  marketing_preferences_review_needed: Schema.Boolean,
  casino_quick_access_enabled: Schema.Boolean,
  open_bet_count: Schema.Int,
  /** Seconds; absent means 3600 (spec §3). */
  reality_check_interval: optional(Schema.Int),
  /** Keyed by RestrictionKey; a key this client does not know yet still decodes (and reads as a restriction). */
  restrictions: Schema.Record(Schema.String, Restriction),
  session_id: Schema.NullOr(Schema.String),
  session_expires_at: Schema.NullOr(Timestamp),
  timeout_expires_at: optional(Timestamp),
  deposit_limit: optional(Schema.Unknown),
  loss_limit: optional(Schema.Unknown),
  affordability_phone_prompt: optional(Schema.String),
  affordability_questionnaire_expires_at: optional(Timestamp),
  reminders: Schema.optionalKey(Schema.Array(Reminder)),
  /** false until the bettor answered the limit prompt before a first deposit (UKGC RTS 12); absent: not known. */
  deposit_limit_prompted: Schema.optionalKey(Schema.Boolean),
  ack_id: optional(Schema.String),
  phone_number: optional(PhoneNumber),
  address: optional(Address),
  account: Account,
})
export type User = typeof User.Type
