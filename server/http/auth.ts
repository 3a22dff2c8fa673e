/**
 * Bearer authentication for the account calls. A missing token is 401 "please log in"; an
 * unknown, revoked or expired one is 401 "your session has expired" (spec §8 logs the person out).
 *
 * Expiry slides: a live session used again moves to now + TTL, capped by the absolute lifetime
 * from the login. To spare the database a write per request, it is only written when the expiry
 * would move by more than a minute.
 */
import type { Context, MiddlewareHandler } from "hono"
import type { ServerContext } from "../context.js"
import { extendSession, lookupSession, slidExpiry, type Session } from "../domain/accounts/sessions.js"
import { MINUTE_MS } from "../domain/clock.js"
import type { AppEnv, Authenticated } from "./env.js"
import { ApiError } from "./errors.js"

const BEARER = /^Bearer\s+([A-Za-z0-9_\-.~+/]+=*)\s*$/i

export const bearerToken = (c: Context<AppEnv>): string | null => {
  const header = c.req.header("authorization")
  if (!header) return null
  return BEARER.exec(header)?.[1] ?? null
}

export const sessionExpired = () =>
  new ApiError(401, "auth.session_expired", { message: "Session unknown, revoked or expired", messageKey: "SESSION_EXPIRED" })

export const slideSession = async (ctx: ServerContext, session: Session, force: boolean): Promise<Session> => {
  const now = ctx.clock()
  const expiresAt = slidExpiry(session, now, ctx.sessionTtlMs, ctx.sessionMaxAgeMs)
  if (expiresAt <= session.expiresAt || (!force && expiresAt - session.expiresAt < MINUTE_MS)) return session
  return extendSession(ctx.db, session, now, ctx.sessionTtlMs, ctx.sessionMaxAgeMs)
}

export const requireSession =
  (ctx: ServerContext): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const token = bearerToken(c)
    if (!token) throw new ApiError(401, "auth.required", { message: "No bearer token", messageKey: "UNAUTHENTICATED" })
    const found = await lookupSession(ctx.db, token, ctx.clock())
    if (found.status !== "active") throw sessionExpired()
    const session = await slideSession(ctx, found.session, false)
    c.set("auth", { token, session } satisfies Authenticated)
    await next()
  }
