/**
 * Logging in and out (spec §7): POST sessions, DELETE sessions, GET sessions/refresh.
 *
 * A wrong e-mail or password is 422 INVALID_CREDENTIALS, deliberately not 401: the client reads
 * 401 as "your session expired" and logs out (spec §8).
 */
import { Hono } from "hono"
import { LoginRequest, SessionResponse } from "../../../core/model/auth.js"
import type { ServerContext } from "../../context.js"
import { admitLoginAttempt, recordLoginSuccess } from "../../domain/accounts/login-throttle.js"
import { verifyAgainstDecoy, verifyPassword } from "../../domain/accounts/passwords.js"
import { lookupSession, revokeSession, startSession } from "../../domain/accounts/sessions.js"
import { loadUserView } from "../../domain/accounts/user-view.js"
import { findUserByEmail } from "../../domain/accounts/users.js"
import { normaliseEmail } from "../../domain/accounts/validation.js"
import { assertMayGamble } from "../../domain/restrictions/index.js"
import { pushSessionsEnded } from "../../realtime/pushes.js"
import { bearerToken, requireSession, sessionExpired, slideSession } from "../auth.js"
import { readBody } from "../body.js"
import type { AppEnv } from "../env.js"
import { ApiError } from "../errors.js"
import { respond } from "../respond.js"

export const sessionRoutes = (ctx: ServerContext): Hono<AppEnv> => {
  const routes = new Hono<AppEnv>()

  routes.post("/sessions", async (c) => {
    const body = await readBody(c, LoginRequest)
    const email = normaliseEmail(body.email)
    const ip = c.get("ip")
    const now = ctx.clock()
    const admission = await admitLoginAttempt(ctx.db, email, ip, now)
    if (!admission.admitted) {
      const waitMs = admission.retryAfterMs
      throw new ApiError(429, "auth.too_many_attempts", {
        message: "Too many failed logins for this e-mail from this address, or from this address",
        messageKey: "TOO_MANY_ATTEMPTS",
        vars: { minutes: Math.max(1, Math.ceil(waitMs / 60_000)) },
        headers: { "Retry-After": String(Math.ceil(waitMs / 1000)) },
      })
    }
    const user = await findUserByEmail(ctx.db, email)
    const valid = user ? await verifyPassword(body.password, user.passwordHash) : await verifyAgainstDecoy(body.password)
    if (valid) await recordLoginSuccess(ctx.db, admission.attemptId)
    if (!user || !valid) {
      throw new ApiError(422, "auth.invalid_credentials", { message: "Wrong e-mail or password", messageKey: "INVALID_CREDENTIALS" })
    }
    // safer gambling: a timed-out or self-excluded bettor is refused, with the end date (RTS 14)
    await assertMayGamble(ctx.db, user.id, "login", now)
    const { token, session } = await startSession(ctx.db, user.id, now, ctx.sessionTtlMs)
    const view = await loadUserView(ctx.db, user.id, session, ctx.clock())
    if (!view) throw new Error(`user ${user.id} vanished while logging in`)
    return respond(c, SessionResponse, { token, user: view })
  })

  // Logging out always succeeds: an unknown or expired token is as logged out as it gets.
  routes.delete("/sessions", async (c) => {
    const token = bearerToken(c)
    if (token) {
      const found = await lookupSession(ctx.db, token, ctx.clock())
      if (found.status === "active") {
        await revokeSession(ctx.db, found.session.id, ctx.clock())
        await pushSessionsEnded(ctx, [found.session.id])
      }
    }
    return c.body(null, 204)
  })

  routes.get("/sessions/refresh", requireSession(ctx), async (c) => {
    const auth = c.get("auth")
    const session = await slideSession(ctx, auth.session, true)
    const view = await loadUserView(ctx.db, session.userId, session, ctx.clock())
    if (!view) throw sessionExpired()
    return respond(c, SessionResponse, { token: auth.token, user: view })
  })

  return routes
}
