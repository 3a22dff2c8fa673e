/** Wire payloads (what the server sends) that pass the core schemas; tests vary them from here. */
import { SITE_CONFIG_BASE, USER_BASE } from "../../support/base-fixtures.js"

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
  ...USER_BASE,
  dob: "10/12/1985",
  odds_format: "fractional",
  deposited: true,
  session_id: "s-1",
  session_expires_at: "2030-01-01T00:00:00.000Z",
  account: wireAccount(),
  ...overrides,
})

export const wireSiteConfig = (overrides: Record<string, unknown> = {}) => ({
  ...SITE_CONFIG_BASE,
  signup_steps: [{ step_id: "account" }, { step_id: "personal" }],
  features: { PRODUCT_SPORTS: true },
  help_links: { responsible_play: "https://help/rp", contact: "https://help/contact", change_payment_method: "https://help/pm" },
  consent_provider_id: null,
  staff_email_domains: ["example.com"],
  ...overrides,
})

export const wireConfigs = () => ({ countries: [{ code: "GB", name: "United Kingdom", dial_code: "+44" }] })

export const wireNotification = () => ({ type: "info", title: "Hello", message: "A message", ack_id: "ack-1" })
