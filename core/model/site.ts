/**
 * Site configuration: the answer of `geolocation-check` (spec §3 "Site config") and of `/v0/configs`.
 *
 * Beyond the spec's fields it carries what the spec says "comes from configuration" without naming
 * a call: the brand's display name, feature flags, the default route, help links and the consent
 * provider. One file per deployment on the server (server/config/sites.json) decides them.
 */
import { Schema } from "effect"
import { Currency, OddsFormat, Vertical } from "./primitives.js"

export const WelcomeBonus = Schema.Struct({
  id: Schema.Int,
  banner_url: Schema.NullOr(Schema.String),
  code: Schema.String,
  description: Schema.String,
  image_url: Schema.NullOr(Schema.String),
  label: Schema.String,
  name: Schema.String,
  reward_type: Schema.String,
  terms: Schema.String,
})
export type WelcomeBonus = typeof WelcomeBonus.Type

/** The registration steps, in order; `marketing` is one of them (spec §3). */
export const SignupStepId = Schema.Literals(["account", "personal", "username", "marketing"])
export type SignupStepId = typeof SignupStepId.Type
export const SignupStep = Schema.Struct({ step_id: SignupStepId })

export const Product = Schema.Literals(["sports", "casino", "virtuals"])
export type Product = typeof Product.Type

export const HelpLinks = Schema.Struct({
  responsible_play: Schema.String,
  contact: Schema.String,
  change_payment_method: Schema.String,
})

export const SiteConfig = Schema.Struct({
  brand: Schema.String,
  brand_name: Schema.String,
  authenticated_only_mode: Schema.Boolean,
  /** false: the visitor is out of bounds (spec §6). */
  allowed: Schema.Boolean,
  /** Which products the visitor's region allows. */
  products: Schema.Record(Product, Schema.Boolean),
  default_currency: Currency,
  country_code: Schema.String,
  payment_options: Schema.Array(Schema.String),
  withdrawal_options: Schema.Array(Schema.String),
  default_welcome_bonus: Schema.NullOr(WelcomeBonus),
  inplay_terms: Schema.NullOr(Schema.String),
  signup_steps: Schema.Array(SignupStep),
  default_odds_format: OddsFormat,
  daily_game: Schema.Boolean,
  affordability_contact_number: Schema.NullOr(Schema.String),
  /** Not in the spec's field list; the spec says these come from configuration. */
  default_vertical: Vertical,
  features: Schema.Record(Schema.String, Schema.Boolean),
  help_links: HelpLinks,
  consent_provider_id: Schema.NullOr(Schema.String),
  staff_email_domains: Schema.Array(Schema.String),
  /**
   * The operator's affiliate programme id (spec §7 users/attribute/income-access/register is sent
   * "only when an affiliate id is configured"). Absent or null: no affiliate programme.
   */
  affiliate_id: Schema.optionalKey(Schema.NullOr(Schema.String)),
})
export type SiteConfig = typeof SiteConfig.Type

export const Country = Schema.Struct({ code: Schema.String, name: Schema.String, dial_code: Schema.String })
export const Configs = Schema.Struct({ countries: Schema.Array(Country) })
export type Configs = typeof Configs.Type
