/**
 * The account's other calls:
 *
 *   GET/POST users/marketing-preferences    sports and casino, each sms and email (spec §7)
 *   GET      sessions/active                the bettor's live logins
 *   POST     sessions/log-out-others        "log out everywhere else"
 *   POST     auth/passthrough               spends a one-time link: a session and the page to land on
 *   GET      users/terms                    the terms version in force and the one accepted
 *   POST     users/terms/accept             accepts the version in force (stored with the version)
 *   GET      users/notifications            the inbox of what was pushed on `notification`
 *   POST     users/notifications/acknowledge  marks one read by ack_id
 */
import { Hono } from "hono"
import {
  AcceptTermsRequest,
  AcknowledgeRequest,
  ActiveSessions,
  Inbox,
  MarketingPreferences,
  PassthroughRequest,
  PassthroughResponse,
  SessionsEnded,
  TermsState,
} from "../../../core/account/wire.js"
import { Ok } from "../../../core/model/auth.js"
import type { ServerContext } from "../../context.js"
import { activeSessionsOf, logOutEverywhereElse } from "../../domain/account/active-sessions.js"
import { marketingPreferencesOf, saveMarketingPreferences } from "../../domain/account/marketing.js"
import { spendPassthrough } from "../../domain/account/passthrough.js"
import { acceptTerms, currentTermsVersion, latestAcceptance } from "../../domain/account/terms.js"
import { startSession } from "../../domain/accounts/sessions.js"
import { loadUserView } from "../../domain/accounts/user-view.js"
import { acknowledgeNotification, listNotifications } from "../../domain/notifications/inbox.js"
import { pushSessionsEnded, pushUser } from "../../realtime/pushes.js"
import { requireSession } from "../auth.js"
import { readBody } from "../body.js"
import type { AppEnv } from "../env.js"
import { ApiError } from "../errors.js"
import { respond } from "../respond.js"

export const accountPreferenceRoutes = (ctx: ServerContext): Hono<AppEnv> => {
  const routes = new Hono<AppEnv>()
  const auth = requireSession(ctx)

  routes.get("/users/marketing-preferences", auth, async (c) =>
    respond(c, MarketingPreferences, await marketingPreferencesOf(ctx.db, c.get("auth").session.userId)),
  )

  routes.post("/users/marketing-preferences", auth, async (c) => {
    const prefs = await readBody(c, MarketingPreferences)
    const userId = c.get("auth").session.userId
    await saveMarketingPreferences(ctx.db, userId, prefs, ctx.clock())
    await pushUser(ctx, userId)
    return respond(c, MarketingPreferences, await marketingPreferencesOf(ctx.db, userId))
  })

  routes.get("/sessions/active", auth, async (c) => {
    const { session } = c.get("auth")
    const rows = await activeSessionsOf(ctx.db, session.userId, ctx.clock())
    return respond(c, ActiveSessions, {
      sessions: rows.map((r) => ({ id: r.id, created_at: r.createdAt, expires_at: r.expiresAt, current: r.id === session.id })),
    })
  })

  routes.post("/sessions/log-out-others", auth, async (c) => {
    const { session } = c.get("auth")
    const ended = await logOutEverywhereElse(ctx.db, session.userId, session.id, ctx.clock())
    await pushSessionsEnded(ctx, ended)
    return respond(c, SessionsEnded, { ended: ended.length })
  })

  routes.post("/auth/passthrough", async (c) => {
    const { token } = await readBody(c, PassthroughRequest)
    const now = ctx.clock()
    const spent = await spendPassthrough(ctx.db, token, now)
    if (!spent) throw new ApiError(400, "auth.invalid_link", { message: "Passthrough token unknown, used or expired", messageKey: "INVALID_TOKEN" })
    const started = await startSession(ctx.db, spent.userId, now, ctx.sessionTtlMs)
    const user = await loadUserView(ctx.db, spent.userId, started.session, ctx.clock())
    if (!user) throw new ApiError(400, "auth.invalid_link", { message: "The link's user is gone", messageKey: "INVALID_TOKEN" })
    return respond(c, PassthroughResponse, { token: started.token, user, target: spent.target })
  })

  routes.get("/users/terms", auth, async (c) => {
    const accepted = await latestAcceptance(ctx.db, c.get("auth").session.userId)
    return respond(c, TermsState, {
      current_version: await currentTermsVersion(ctx.db),
      accepted_version: accepted?.version ?? null,
      accepted_at: accepted?.acceptedAt ?? null,
    })
  })

  routes.post("/users/terms/accept", auth, async (c) => {
    const { version } = await readBody(c, AcceptTermsRequest)
    const userId = c.get("auth").session.userId
    const current = await currentTermsVersion(ctx.db)
    if (version !== current) {
      throw new ApiError(409, "terms.outdated", { message: `Version ${version} is not the one in force (${current})`, messageKey: "TERMS_OUTDATED" })
    }
    await acceptTerms(ctx.db, userId, version, ctx.clock())
    const accepted = await latestAcceptance(ctx.db, userId)
    return respond(c, TermsState, { current_version: current, accepted_version: accepted?.version ?? null, accepted_at: accepted?.acceptedAt ?? null })
  })

  routes.get("/users/notifications", auth, async (c) =>
    respond(c, Inbox, { notifications: await listNotifications(ctx.db, c.get("auth").session.userId) }),
  )

  routes.post("/users/notifications/acknowledge", auth, async (c) => {
    const { ack_id } = await readBody(c, AcknowledgeRequest)
    const known = await acknowledgeNotification(ctx.db, c.get("auth").session.userId, ack_id, ctx.clock())
    // Someone else's ack_id reads exactly like an unknown one.
    if (!known) throw new ApiError(404, "error.not_found", { message: `No notification ${ack_id} for this user`, messageKey: "NOT_FOUND" })
    return respond(c, Ok, { ok: true })
  })

  return routes
}
