/**
 * Account calls (spec §7): registration, the username check, the user (GET/PUT), password change
 * and reset, and e-mail confirmation. Form problems are 422 with a `fields` map and the first
 * problem as public_message; bodies that do not even fit the schema are 400 (body.ts).
 */
import { Hono } from "hono"
import {
  ChangePasswordRequest,
  ConfirmEmailRequest,
  Ok,
  RegisterRequest,
  ResetPasswordEmailRequest,
  ResetPasswordRequest,
  SessionResponse,
  UserUpdateRequest,
  ValidateUsernameRequest,
  ValidateUsernameResponse,
} from "../../../core/model/auth.js"
import { User } from "../../../core/model/user.js"
import type { ServerContext } from "../../context.js"
import { issueEmailToken, spendEmailToken } from "../../domain/accounts/email-tokens.js"
import { confirmationLink, confirmationMail, passwordChangedMail, resetLink, resetMail } from "../../domain/accounts/mails.js"
import { hashPassword, verifyPassword } from "../../domain/accounts/passwords.js"
import { registerUser } from "../../domain/accounts/registration.js"
import { revokeSessionsOfUser, startSession } from "../../domain/accounts/sessions.js"
import { loadUserView } from "../../domain/accounts/user-view.js"
import { findUserByEmail, findUserById, isUsernameTaken, markEmailConfirmed, setPasswordHash, updateProfile, type UserRow } from "../../domain/accounts/users.js"
import { checkName, checkPassword, checkUsername, type FieldProblems, type ProblemCode } from "../../domain/accounts/validation.js"
import { sendMail } from "../../domain/mail/outbox.js"
import { assertNotOnRegister } from "../../domain/exclusions/index.js"
import { pushSessionsEnded, pushUser } from "../../realtime/pushes.js"
import { requireSession, sessionExpired } from "../auth.js"
import { readBody } from "../body.js"
import type { AppEnv } from "../env.js"
import { ApiError } from "../errors.js"
import { translate } from "../messages.js"
import { respond } from "../respond.js"
import { linkReferral, referrerOf } from "../../domain/rewards/referrals.js"

const formProblems = (problems: FieldProblems): ApiError => {
  const first = Object.values(problems)[0] ?? "request.invalid_fields"
  return new ApiError(422, first, {
    message: `Invalid fields: ${Object.entries(problems).map(([field, code]) => `${field} (${code})`).join(", ")}`,
    messageKey: "VALIDATION_FAILED",
    fields: problems,
  })
}

const invalidLink = () => new ApiError(400, "auth.invalid_link", { message: "Token unknown, used or expired", messageKey: "INVALID_TOKEN" })

export const accountRoutes = (ctx: ServerContext): Hono<AppEnv> => {
  const routes = new Hono<AppEnv>()
  const auth = requireSession(ctx)

  const sendConfirmation = async (user: UserRow): Promise<void> => {
    const now = ctx.clock()
    const token = await issueEmailToken(ctx.db, user.id, "confirm_email", now)
    await sendMail(ctx.db, confirmationMail(user, ctx.sites.brandName(user.brand), confirmationLink(ctx.publicUrl(), token)), now)
  }

  const currentUser = async (userId: number): Promise<UserRow> => {
    const user = await findUserById(ctx.db, userId)
    if (!user) throw sessionExpired()
    return user
  }

  routes.post("/users/register", async (c) => {
    const body = await readBody(c, RegisterRequest)
    const brand = c.get("brand")
    const site = ctx.sites.resolve(brand, c.get("country"))
    if (!site?.allowed) {
      throw new ApiError(451, "request.region_not_allowed", {
        message: `Registration is closed in ${c.get("country")}`,
        messageKey: "REGION_NOT_ALLOWED",
        vars: { brand: ctx.sites.brandName(brand) },
      })
    }
    const now = ctx.clock()
    // safer gambling: nobody on the self-exclusion register opens an account (GAMSTOP-style)
    await assertNotOnRegister(ctx.db, { email: body.email, lastname: body.lastname, dob: body.dob }, now)
    // A referral code is checked before anything is written: a typo must not sign up unlinked.
    const referrer = body.referral_code === undefined || body.referral_code.trim() === "" ? null : await referrerOf(ctx.db, body.referral_code)
    if (body.referral_code !== undefined && body.referral_code.trim() !== "" && referrer === null) {
      throw new ApiError(400, "referral.unknown_code", { message: "Unknown referral code", messageKey: "REFERRAL_CODE_UNKNOWN", fields: { referral_code: "referral.unknown_code" } })
    }
    const registration = await registerUser(
      ctx.db,
      {
        email: body.email,
        password: body.password,
        username: body.username,
        firstname: body.firstname,
        lastname: body.lastname,
        dob: body.dob,
        marketingOptIn: body.marketing_opt_in,
        locale: body.locale ?? "en-GB",
      },
      { brand, countryCode: site.country_code, currency: site.default_currency },
      now,
    )
    if (!registration.ok) throw formProblems(registration.problems)
    if (referrer !== null) await linkReferral(ctx.db, referrer, registration.user.id, now)
    await sendConfirmation(registration.user)
    const { token, session } = await startSession(ctx.db, registration.user.id, now, ctx.sessionTtlMs)
    const view = await loadUserView(ctx.db, registration.user.id, session, ctx.clock())
    if (!view) throw new Error("the new user vanished")
    return respond(c, SessionResponse, { token, user: view }, 201)
  })

  routes.post("/users/validate", async (c) => {
    const { username } = await readBody(c, ValidateUsernameRequest)
    const problem = checkUsername(username) ?? ((await isUsernameTaken(ctx.db, username)) ? "username.taken" : null)
    return respond(c, ValidateUsernameResponse, {
      username: { valid: problem === null, public_message: problem ? translate(c.get("lang"), problem) : null },
    })
  })

  routes.get("/users", auth, async (c) => {
    const { session } = c.get("auth")
    const view = await loadUserView(ctx.db, session.userId, session, ctx.clock())
    if (!view) throw sessionExpired()
    return respond(c, User, view)
  })

  routes.put("/users", auth, async (c) => {
    const changes = await readBody(c, UserUpdateRequest)
    const { session } = c.get("auth")
    const problems: Record<string, ProblemCode> = {}
    for (const field of ["firstname", "lastname"] as const) {
      const value = changes[field]
      const problem = value === undefined ? null : checkName(value)
      if (problem) problems[field] = problem
    }
    if (Object.keys(problems).length > 0) throw formProblems(problems)
    const updated = await updateProfile(
      ctx.db,
      session.userId,
      {
        ...(changes.firstname !== undefined ? { firstname: changes.firstname.trim() } : {}),
        ...(changes.lastname !== undefined ? { lastname: changes.lastname.trim() } : {}),
        ...(changes.locale !== undefined ? { locale: changes.locale } : {}),
        ...(changes.odds_format !== undefined ? { oddsFormat: changes.odds_format } : {}),
        ...(changes.default_vertical !== undefined ? { defaultVertical: changes.default_vertical } : {}),
        ...(changes.hide_username !== undefined ? { hideUsername: changes.hide_username } : {}),
        ...(changes.marketing_opt_in !== undefined ? { marketingOptIn: changes.marketing_opt_in } : {}),
        ...(changes.casino_quick_access_enabled !== undefined ? { casinoQuickAccessEnabled: changes.casino_quick_access_enabled } : {}),
      },
      ctx.clock(),
    )
    if (!updated) throw sessionExpired()
    await pushUser(ctx, session.userId)
    const view = await loadUserView(ctx.db, session.userId, session, ctx.clock())
    if (!view) throw sessionExpired()
    return respond(c, User, view)
  })

  routes.post("/users/password", auth, async (c) => {
    const body = await readBody(c, ChangePasswordRequest)
    const { session } = c.get("auth")
    const user = await currentUser(session.userId)
    if (!(await verifyPassword(body.old_password, user.passwordHash))) {
      throw new ApiError(422, "auth.incorrect_password", {
        message: "old_password does not match",
        messageKey: "INCORRECT_PASSWORD",
        fields: { old_password: "auth.incorrect_password" },
      })
    }
    const weak = checkPassword(body.new_password)
    if (weak) throw formProblems({ new_password: weak })
    const now = ctx.clock()
    await setPasswordHash(ctx.db, user.id, await hashPassword(body.new_password), now)
    // Whoever else was logged in with the old password is logged out; this device stays.
    await pushSessionsEnded(ctx, await revokeSessionsOfUser(ctx.db, user.id, now, session.id))
    await sendMail(ctx.db, passwordChangedMail(user, ctx.sites.brandName(user.brand)), now)
    return respond(c, Ok, { ok: true })
  })

  // Always the same answer, so the call cannot be used to learn which e-mails have accounts.
  routes.post("/users/reset-password-email", async (c) => {
    const { email } = await readBody(c, ResetPasswordEmailRequest)
    const user = await findUserByEmail(ctx.db, email)
    if (user) {
      const now = ctx.clock()
      const token = await issueEmailToken(ctx.db, user.id, "reset_password", now)
      await sendMail(ctx.db, resetMail(user, ctx.sites.brandName(user.brand), resetLink(ctx.publicUrl(), token)), now)
    }
    return respond(c, Ok, { ok: true })
  })

  routes.post("/users/reset-password", async (c) => {
    const body = await readBody(c, ResetPasswordRequest)
    // Checked before the token is spent, so a too-short password does not burn the link.
    const weak = checkPassword(body.password)
    if (weak) throw formProblems({ password: weak })
    const passwordHash = await hashPassword(body.password)
    const now = ctx.clock()
    const ended = await ctx.db.transaction(async (tx) => {
      const userId = await spendEmailToken(tx, body.token, "reset_password", now)
      if (userId === null) throw invalidLink()
      await setPasswordHash(tx, userId, passwordHash, now)
      return revokeSessionsOfUser(tx, userId, now, null)
    })
    await pushSessionsEnded(ctx, ended)
    return respond(c, Ok, { ok: true })
  })

  routes.post("/verify-email/resend", auth, async (c) => {
    const user = await currentUser(c.get("auth").session.userId)
    if (!user.emailConfirmed) await sendConfirmation(user)
    return respond(c, Ok, { ok: true })
  })

  routes.post("/verify-email/confirm", async (c) => {
    const { token } = await readBody(c, ConfirmEmailRequest)
    const now = ctx.clock()
    const userId = await ctx.db.transaction(async (tx) => {
      const spentBy = await spendEmailToken(tx, token, "confirm_email", now)
      if (spentBy === null) throw invalidLink()
      await markEmailConfirmed(tx, spentBy, now)
      return spentBy
    })
    await pushUser(ctx, userId)
    return respond(c, Ok, { ok: true })
  })

  return routes
}
