/**
 * Round-trip every wire schema of core/model (STYLE.md "Round-trip every wire schema"): for
 * generated values `x` of the decoded type, `decode(encode(x))` equals `x`, also through
 * `JSON.stringify`/`JSON.parse`, which is how values really travel. Money is generated as integer
 * minor units and timestamps as epoch ms in 1990–2100, the ranges the product lives in.
 *
 * A coverage test fails when a schema is exported from core/model without an arbitrary here.
 */
import { Schema } from "effect"
import * as Result from "effect/Result"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import * as auth from "../../core/model/auth.js"
import * as error from "../../core/model/error.js"
import * as primitives from "../../core/model/primitives.js"
import * as realtime from "../../core/model/realtime.js"
import * as site from "../../core/model/site.js"
import * as user from "../../core/model/user.js"

// ── leaves ───────────────────────────────────────────────────────────────────
const MIN_TIME = Date.UTC(1990, 0, 1)
const MAX_TIME = Date.UTC(2100, 0, 1)
const timestamp = fc.integer({ min: MIN_TIME, max: MAX_TIME })
/** ±1 000 000 000.00 in minor units: beyond any stake or balance, well inside exact doubles. */
const money = fc.integer({ min: -100_000_000_000, max: 100_000_000_000 })
const int = fc.integer()
/** Finite doubles that survive JSON as themselves (JSON turns -0 into 0). */
const finite = fc.double({ noNaN: true, noDefaultInfinity: true }).map((x) => (Object.is(x, -0) ? 0 : x))
const str = fc.string({ maxLength: 12 })
const json = fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.parse(JSON.stringify(v)) as unknown)
const nullable = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null })
const dict = <T>(arb: fc.Arbitrary<T>) => fc.dictionary(str.filter((k) => k !== "__proto__"), arb, { maxKeys: 4 })
const list = <T>(arb: fc.Arbitrary<T>) => fc.array(arb, { maxLength: 3 })

const currency = fc.constantFrom(...primitives.Currency.literals)
const locale = fc.constantFrom(...primitives.Locale.literals)
const oddsFormat = fc.constantFrom(...primitives.OddsFormat.literals)
const vertical = fc.constantFrom(...primitives.Vertical.literals)
const userId = fc.nat() as fc.Arbitrary<never>

// ── user ─────────────────────────────────────────────────────────────────────
const voucher = fc.record({ id: int, amount: money })
const freeSpin = fc.record({ id: int, value: money })
const account = fc.record(
  {
    id: int,
    user_id: userId,
    balance: money,
    bonus: money,
    deposit_bonus: money,
    referral_bonus: money,
    oddsboost_bonus: nullable(fc.record({ amount: money, contract_id: nullable(str) })),
    betxgety_bonus: money,
    net_deposit: money,
    currency,
    vouchers: list(voucher),
    free_spins: list(freeSpin),
  },
  { requiredKeys: ["id", "user_id", "balance", "bonus", "deposit_bonus", "referral_bonus", "betxgety_bonus", "net_deposit", "currency", "vouchers", "free_spins"] },
)
const restrictionKey = fc.constantFrom(...user.RestrictionKey.literals)
const restriction = fc.record({ reason: str, created_at: timestamp }, { requiredKeys: ["reason"] })
const reminder = fc.record({ type: str, interval_starts_at: timestamp, interval_days: int })
const phoneNumber = fc.record({ dial_code: str, number: str })
const address = fc.record({
  id: int,
  address1: str,
  address2: nullable(str),
  city: str,
  country_code: str,
  postcode: str,
  created_at: timestamp,
})
const userRequired = [
  "id", "email", "firstname", "lastname", "username", "dob", "locale", "status", "email_confirmed", "odds_format",
  "default_vertical", "has_bet", "deposited", "hide_username", "marketing_opt_in", "marketing_preferences_review_needed",
  "casino_quick_access_enabled", "open_bet_count", "restrictions", "session_id", "session_expires_at", "account",
] as const
const userArb = fc.record(
  {
    id: userId,
    email: str,
    firstname: str,
    lastname: str,
    username: str,
    dob: str,
    locale,
    status: str,
    email_confirmed: fc.boolean(),
    odds_format: oddsFormat,
    default_vertical: nullable(vertical),
    has_bet: fc.boolean(),
    deposited: fc.boolean(),
    hide_username: fc.boolean(),
    marketing_opt_in: fc.boolean(),
    marketing_preferences_review_needed: fc.boolean(),
    casino_quick_access_enabled: fc.boolean(),
    open_bet_count: int,
    reality_check_interval: nullable(int),
    // Known keys mostly, an unknown one sometimes: the schema keeps both (core/model/user.ts).
    restrictions: fc.dictionary(fc.oneof(restrictionKey, str.filter((k) => k !== "__proto__")), restriction, { maxKeys: 3 }),
    session_id: nullable(str),
    session_expires_at: nullable(timestamp),
    timeout_expires_at: nullable(timestamp),
    deposit_limit: nullable(json),
    loss_limit: nullable(json),
    affordability_phone_prompt: nullable(str),
    affordability_questionnaire_expires_at: nullable(timestamp),
    reminders: list(reminder),
    ack_id: nullable(str),
    phone_number: nullable(phoneNumber),
    address: nullable(address),
    account,
  },
  { requiredKeys: [...userRequired] },
)

// ── site ─────────────────────────────────────────────────────────────────────
const welcomeBonus = fc.record({
  id: int,
  banner_url: nullable(str),
  code: str,
  description: str,
  image_url: nullable(str),
  label: str,
  name: str,
  reward_type: str,
  terms: str,
})
const signupStep = fc.record({ step_id: fc.constantFrom(...site.SignupStepId.literals) })
const product = fc.constantFrom(...site.Product.literals)
const helpLinks = fc.record({ responsible_play: str, contact: str, change_payment_method: str })
const siteConfig = fc.record({
  brand: str,
  brand_name: str,
  authenticated_only_mode: fc.boolean(),
  allowed: fc.boolean(),
  products: fc.record({ sports: fc.boolean(), casino: fc.boolean(), virtuals: fc.boolean() }),
  default_currency: currency,
  country_code: str,
  payment_options: list(str),
  withdrawal_options: list(str),
  default_welcome_bonus: nullable(welcomeBonus),
  inplay_terms: nullable(str),
  signup_steps: list(signupStep),
  default_odds_format: oddsFormat,
  daily_game: fc.boolean(),
  affordability_contact_number: nullable(str),
  default_vertical: vertical,
  features: dict(fc.boolean()),
  help_links: helpLinks,
  consent_provider_id: nullable(str),
  staff_email_domains: list(str),
})
const country = fc.record({ code: str, name: str, dial_code: str })

// ── error ────────────────────────────────────────────────────────────────────
const reachedLimit = fc.record({ type: str, source: str, window_days: int, maximum_amount: money, remaining_amount: money })
const errorPayload = fc.record(
  {
    public_message: nullable(str),
    message: nullable(str),
    message_key: nullable(str),
    reached_limits: list(reachedLimit),
    status: int,
    fields: dict(str),
    leg_id: json,
    new_prices: json,
  },
  { requiredKeys: [] },
)

// ── auth ─────────────────────────────────────────────────────────────────────
const registerRequest = fc.record(
  {
    email: str,
    password: str,
    username: str,
    firstname: str,
    lastname: str,
    dob: str,
    marketing_opt_in: fc.boolean(),
    locale,
    mixpanel_distinct_id: str,
  },
  { requiredKeys: ["email", "password", "username", "firstname", "lastname", "dob", "marketing_opt_in"] },
)
const userUpdateRequest = fc.record(
  {
    firstname: str,
    lastname: str,
    locale,
    odds_format: oddsFormat,
    default_vertical: nullable(vertical),
    hide_username: fc.boolean(),
    marketing_opt_in: fc.boolean(),
    casino_quick_access_enabled: fc.boolean(),
  },
  { requiredKeys: [] },
)

// ── realtime ─────────────────────────────────────────────────────────────────
const notificationPush = fc.record(
  { type: str, title: nullable(str), message: nullable(str), ack_id: str, content: nullable(json) },
  { requiredKeys: ["type", "title", "message", "ack_id"] },
)

/** Every schema exported by core/model, by `module.Export`, with its arbitrary of decoded values. */
const cases: Record<string, readonly [Schema.Top, fc.Arbitrary<unknown>]> = {
  "primitives.Timestamp": [primitives.Timestamp, timestamp],
  "primitives.Money": [primitives.Money, money],
  "primitives.Currency": [primitives.Currency, currency],
  "primitives.Locale": [primitives.Locale, locale],
  "primitives.OddsFormat": [primitives.OddsFormat, oddsFormat],
  "primitives.Vertical": [primitives.Vertical, vertical],
  "primitives.UserId": [primitives.UserId, userId],
  "user.Voucher": [user.Voucher, voucher],
  "user.FreeSpin": [user.FreeSpin, freeSpin],
  "user.Account": [user.Account, account],
  "user.RestrictionKey": [user.RestrictionKey, restrictionKey],
  "user.Restriction": [user.Restriction, restriction],
  "user.Reminder": [user.Reminder, reminder],
  "user.PhoneNumber": [user.PhoneNumber, phoneNumber],
  "user.Address": [user.Address, address],
  "user.User": [user.User, userArb],
  "site.WelcomeBonus": [site.WelcomeBonus, welcomeBonus],
  "site.SignupStepId": [site.SignupStepId, signupStep.map((s) => s.step_id)],
  "site.SignupStep": [site.SignupStep, signupStep],
  "site.Product": [site.Product, product],
  "site.HelpLinks": [site.HelpLinks, helpLinks],
  "site.SiteConfig": [site.SiteConfig, siteConfig],
  "site.Country": [site.Country, country],
  "site.Configs": [site.Configs, fc.record({ countries: list(country) })],
  "error.ReachedLimit": [error.ReachedLimit, reachedLimit],
  "error.ErrorPayload": [error.ErrorPayload, errorPayload],
  "auth.LoginRequest": [auth.LoginRequest, fc.record({ email: str, password: str })],
  "auth.SessionResponse": [auth.SessionResponse, fc.record({ token: str, user: userArb })],
  "auth.RegisterRequest": [auth.RegisterRequest, registerRequest],
  "auth.ValidateUsernameRequest": [auth.ValidateUsernameRequest, fc.record({ username: str })],
  "auth.ValidateUsernameResponse": [auth.ValidateUsernameResponse, fc.record({ username: fc.record({ valid: fc.boolean(), public_message: nullable(str) }) })],
  "auth.UserUpdateRequest": [auth.UserUpdateRequest, userUpdateRequest],
  "auth.ChangePasswordRequest": [auth.ChangePasswordRequest, fc.record({ old_password: str, new_password: str })],
  "auth.ResetPasswordEmailRequest": [auth.ResetPasswordEmailRequest, fc.record({ email: str })],
  "auth.ResetPasswordRequest": [auth.ResetPasswordRequest, fc.record({ token: str, password: str })],
  "auth.ConfirmEmailRequest": [auth.ConfirmEmailRequest, fc.record({ token: str })],
  "auth.Ok": [auth.Ok, fc.constant({ ok: true as const })],
  "realtime.SocketConnectParams": [realtime.SocketConnectParams, fc.record({ device_id: str, locale: str, authorization: fc.constant(false as const) })],
  "realtime.AuthenticatePayload": [realtime.AuthenticatePayload, fc.record({ token: nullable(str) })],
  "realtime.AcknowledgePayload": [realtime.AcknowledgePayload, fc.record({ ack_id: str })],
  "realtime.SubscriptionPayload": [realtime.SubscriptionPayload, fc.record({ channel: str, params: dict(json) })],
  "realtime.UserPush": [realtime.UserPush, userArb],
  "realtime.MaintenancePush": [realtime.MaintenancePush, fc.record({ active: fc.boolean() })],
  "realtime.NotificationPush": [realtime.NotificationPush, notificationPush],
  "realtime.AcceptanceNotificationPush": [realtime.AcceptanceNotificationPush, fc.dictionary(str, fc.oneof(str, int, fc.boolean(), fc.constant(null)))],
}

const modules = { primitives, user, site, error, auth, realtime }

describe("wire schemas: coverage", () => {
  it("every schema exported by core/model has a round-trip case", () => {
    const exported = Object.entries(modules).flatMap(([name, mod]) =>
      Object.entries(mod).filter(([, value]) => Schema.isSchema(value)).map(([key]) => `${name}.${key}`),
    )
    expect(exported.sort()).toEqual(Object.keys(cases).sort())
  })
})

describe.each(Object.entries(cases))("%s", (_, [schema, arb]) => {
  const encode = Schema.encodeUnknownSync(schema as Schema.Codec<unknown, unknown>)
  const decode = Schema.decodeUnknownSync(schema as Schema.Codec<unknown, unknown>)

  it("decode(encode(x)) equals x", () => {
    fc.assert(fc.property(arb, (x) => {
      expect(decode(encode(x))).toEqual(x)
    }), { numRuns: 200 })
  })

  it("survives JSON: decode(JSON.parse(JSON.stringify(encode(x)))) equals x", () => {
    fc.assert(fc.property(arb, (x) => {
      expect(decode(JSON.parse(JSON.stringify(encode(x))) as unknown)).toEqual(x)
    }), { numRuns: 200 })
  })
})

describe("wire forms of the converted primitives", () => {
  const encodeMoney = Schema.encodeSync(primitives.Money)
  const encodeTime = Schema.encodeSync(primitives.Timestamp)

  it("money goes out as a decimal with at most 2 places", () => {
    fc.assert(fc.property(money, (minor) => {
      expect(String(encodeMoney(minor))).toMatch(/^-?\d+(\.\d{1,2})?$/)
    }))
  })

  it("timestamps go out as the ISO text Date#toISOString gives", () => {
    fc.assert(fc.property(timestamp, (ms) => {
      expect(encodeTime(ms)).toBe(new Date(ms).toISOString())
    }))
  })

  it("decodes offsets, fractions and date-only ISO text to the right instant", () => {
    const decode = Schema.decodeUnknownSync(primitives.Timestamp)
    expect(decode("2024-03-01T12:00:00+02:00")).toBe(Date.UTC(2024, 2, 1, 10))
    expect(decode("2024-03-01T12:00:00.5Z")).toBe(Date.UTC(2024, 2, 1, 12, 0, 0, 500))
    expect(decode("2024-03-01")).toBe(Date.UTC(2024, 2, 1))
  })

  it("money decodes decimal amounts to the nearest minor unit", () => {
    const decode = Schema.decodeUnknownSync(primitives.Money)
    expect(decode(0.1 + 0.2)).toBe(30)
    expect(decode(19.99)).toBe(1999)
    expect(decode(-0.07)).toBe(-7)
  })
})

const validUser = () => fc.sample(userArb, { numRuns: 1, seed: 42 })[0] as Record<string, unknown>
const wireUser = () => Schema.encodeUnknownSync(user.User as Schema.Codec<unknown, unknown>)(validUser()) as Record<string, unknown>
const wireSiteConfig = () =>
  Schema.encodeUnknownSync(site.SiteConfig as Schema.Codec<unknown, unknown>)(fc.sample(siteConfig, { numRuns: 1, seed: 7 })[0]) as Record<string, unknown>

/** Inputs a server (or an attacker) could send that must not decode. */
const badInputs: ReadonlyArray<readonly [string, Schema.Top, () => unknown]> = [
  ["Timestamp: 30 February", primitives.Timestamp, () => "2024-02-30T00:00:00Z"],
  ["Timestamp: hour 24", primitives.Timestamp, () => "2024-01-01T24:00:00Z"],
  ["Timestamp: words", primitives.Timestamp, () => "yesterday"],
  ["Timestamp: a number", primitives.Timestamp, () => 1_700_000_000_000],
  ["Money: a string", primitives.Money, () => "12.50"],
  ["Money: Infinity", primitives.Money, () => Number.POSITIVE_INFINITY],
  ["Money: NaN", primitives.Money, () => Number.NaN],
  ["Money: null", primitives.Money, () => null],
  ["Currency: unknown", primitives.Currency, () => "jpy"],
  ["Locale: unsupported", primitives.Locale, () => "fr-FR"],
  ["OddsFormat: american", primitives.OddsFormat, () => "american"],
  ["Vertical: poker", primitives.Vertical, () => "poker"],
  ["UserId: fractional", primitives.UserId, () => 1.5],
  ["UserId: a string", primitives.UserId, () => "7"],
  ["User: without account", user.User, () => ({ ...wireUser(), account: undefined })],
  ["User: balance as text", user.User, () => ({ ...wireUser(), account: { ...(wireUser().account as object), balance: "10.00" } })],
  ["User: restriction without reason", user.User, () => ({ ...wireUser(), restrictions: { bet: {} } })],
  ["User: bad session expiry", user.User, () => ({ ...wireUser(), session_expires_at: "soon" })],
  ["User: not an object", user.User, () => "user"],
  ["SiteConfig: a product missing", site.SiteConfig, () => ({ ...wireSiteConfig(), products: { sports: true, casino: true } })],
  ["SiteConfig: unknown signup step", site.SiteConfig, () => ({ ...wireSiteConfig(), signup_steps: [{ step_id: "selfie" }] })],
  ["SiteConfig: currency unknown", site.SiteConfig, () => ({ ...wireSiteConfig(), default_currency: "jpy" })],
  ["Configs: countries not a list", site.Configs, () => ({ countries: {} })],
  ["ErrorPayload: fractional window", error.ErrorPayload, () => ({ reached_limits: [{ type: "d", source: "u", window_days: 1.5, maximum_amount: 1, remaining_amount: 0 }] })],
  ["ErrorPayload: status as text", error.ErrorPayload, () => ({ status: "500" })],
  ["ErrorPayload: public_message a number", error.ErrorPayload, () => ({ public_message: 42 })],
  ["ErrorPayload: fields not strings", error.ErrorPayload, () => ({ fields: { email: 1 } })],
  ["SessionResponse: null token", auth.SessionResponse, () => ({ token: null, user: wireUser() })],
  ["ValidateUsernameResponse: message a number", auth.ValidateUsernameResponse, () => ({ username: { valid: true, public_message: 3 } })],
  ["ValidateUsernameResponse: flat shape", auth.ValidateUsernameResponse, () => ({ valid: true })],
  ["RegisterRequest: unsupported locale", auth.RegisterRequest, () => ({ email: "", password: "", username: "", firstname: "", lastname: "", dob: "", marketing_opt_in: false, locale: "xx" })],
  ["RegisterRequest: marketing as text", auth.RegisterRequest, () => ({ email: "", password: "", username: "", firstname: "", lastname: "", dob: "", marketing_opt_in: "yes" })],
  ["UserUpdateRequest: odds format unknown", auth.UserUpdateRequest, () => ({ odds_format: "american" })],
  ["Ok: ok false", auth.Ok, () => ({ ok: false })],
  ["SocketConnectParams: authorization true", realtime.SocketConnectParams, () => ({ device_id: "d", locale: "en-GB", authorization: true })],
  ["AuthenticatePayload: missing token", realtime.AuthenticatePayload, () => ({})],
  ["AcknowledgePayload: numeric ack id", realtime.AcknowledgePayload, () => ({ ack_id: 1 })],
  ["SubscriptionPayload: params a string", realtime.SubscriptionPayload, () => ({ channel: "games", params: "all" })],
  ["MaintenancePush: active as text", realtime.MaintenancePush, () => ({ active: "true" })],
  ["NotificationPush: missing ack id", realtime.NotificationPush, () => ({ type: "info", title: null, message: null })],
]

describe("wire schemas: bad inputs fail to decode", () => {
  it.each(badInputs)("%s", (_, schema, input) => {
    const result = Schema.decodeUnknownResult(schema as Schema.Codec<unknown, unknown>)(input())
    expect(Result.isFailure(result)).toBe(true)
  })
})
