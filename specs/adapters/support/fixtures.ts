/** Wire payloads (what the server sends) that pass the core schemas; tests vary them from here. */

export const wireAccount = () => ({
  id: 11,
  user_id: 7,
  balance: 125.5,
  bonus: 0,
  deposit_bonus: 0,
  referral_bonus: 0,
  betxgety_bonus: 0,
  net_deposit: 100,
  currency: "gbp",
  vouchers: [{ id: 1, amount: 5 }],
  free_spins: [],
})

export const wireUser = (overrides: Record<string, unknown> = {}) => ({
  id: 7,
  email: "ada@example.com",
  firstname: "Ada",
  lastname: "Lovelace",
  username: "ada",
  dob: "10/12/1985",
  locale: "en-GB",
  status: "active",
  email_confirmed: true,
  odds_format: "fractional",
  default_vertical: null,
  has_bet: false,
  deposited: true,
  hide_username: false,
  marketing_opt_in: false,
  marketing_preferences_review_needed: false,
  casino_quick_access_enabled: false,
  open_bet_count: 0,
  restrictions: {},
  session_id: "s-1",
  session_expires_at: "2030-01-01T00:00:00.000Z",
  account: wireAccount(),
  ...overrides,
})

export const wireSiteConfig = (overrides: Record<string, unknown> = {}) => ({
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
  signup_steps: [{ step_id: "account" }, { step_id: "personal" }],
  default_odds_format: "fractional",
  daily_game: false,
  affordability_contact_number: null,
  default_vertical: "sports",
  features: { PRODUCT_SPORTS: true },
  help_links: { responsible_play: "https://help/rp", contact: "https://help/contact", change_payment_method: "https://help/pm" },
  consent_provider_id: null,
  staff_email_domains: ["example.com"],
  ...overrides,
})

export const wireConfigs = () => ({ countries: [{ code: "GB", name: "United Kingdom", dial_code: "+44" }] })

export const wireNotification = () => ({ type: "info", title: "Hello", message: "A message", ack_id: "ack-1" })
