/**
 * What the core harness (specs/core/harness.ts) and the adapters' wire fixtures
 * (specs/adapters/support/fixtures.ts) start from, the same on the wire and decoded: each adds the
 * fields it differs in (times, money, ids).
 */

/** The site configuration (spec §3 Site config). */
export const SITE_CONFIG_BASE = {
  brand: "sportsbook",
  brand_name: "Sportsbook",
  authenticated_only_mode: false,
  allowed: true,
  products: { sports: true, casino: true, virtuals: true },
  default_currency: "gbp",
  country_code: "GB",
  payment_options: ["card"],
  withdrawal_options: ["card"],
  default_welcome_bonus: null,
  inplay_terms: null,
  default_odds_format: "fractional",
  daily_game: false,
  affordability_contact_number: null,
  default_vertical: "sports",
} as const

/** The bettor Ada's profile (spec §3 User), without her ids, dates, session and account. */
export const USER_BASE = {
  firstname: "Ada",
  lastname: "Lovelace",
  username: "ada",
  locale: "en-GB",
  status: "active",
  email_confirmed: true,
  default_vertical: null,
  has_bet: false,
  hide_username: false,
  marketing_opt_in: false,
  marketing_preferences_review_needed: false,
  casino_quick_access_enabled: false,
  open_bet_count: 0,
  restrictions: {},
} as const
