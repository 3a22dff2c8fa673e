/**
 * The account's later calls (issue 15):
 *
 *   POST users/reviews/deferred        "not now" to the Review dialog (empty body, spec §7)
 *   POST users/reviews/completed       the review: empty body, or { rating?, feedback? }
 *   GET  sessions/reminder             the reminders running for the bettor (spec §3 Reminder)
 *   GET  addresses/lookup?postcode=    the address lookup input's candidates (built-in table)
 *   PUT  users/address                 the bettor's postal address; answers the refreshed user
 *   POST users/attribute/income-access/register   { btag, btag_referral_url } after registration
 */
import { Hono, type Context } from "hono"
import { AddressFields, AddressLookupResponse, POSTCODE_PATTERN } from "../../../core/address/wire.js"
import { RemindersResponse, ReviewCompletedRequest } from "../../../core/reviews/wire.js"
import { AffiliateRegisterRequest } from "../../../core/affiliate/wire.js"
import { Ok } from "../../../core/model/auth.js"
import { User } from "../../../core/model/user.js"
import type { ServerContext } from "../../context.js"
import { lookupAddresses, saveAddress } from "../../domain/account/addresses.js"
import { recordAttribution } from "../../domain/account/affiliate.js"
import { recordReview, remindersOf } from "../../domain/account/reviews.js"
import { loadUserView } from "../../domain/accounts/user-view.js"
import { pushUser } from "../../realtime/pushes.js"
import { requireSession } from "../auth.js"
import { decodeOrBadRequest, readBody } from "../body.js"
import type { AppEnv } from "../env.js"
import { ApiError } from "../errors.js"
import { respond } from "../respond.js"

const badParameter = (name: string) =>
  new ApiError(400, "request.invalid_parameter", { vars: { name }, message: `Invalid ${name}`, messageKey: "INVALID_REQUEST" })

/** The spec sends the review calls with empty bodies: no body (or a blank one) reads as `{}`. */
const readOptionalBody = async <S extends typeof ReviewCompletedRequest>(c: Context<AppEnv>, schema: S): Promise<S["Type"]> => {
  const length = c.req.header("content-length")
  if (length === "0" || (!c.req.header("content-type") && !length)) return decodeOrBadRequest(schema, {}, "request body")
  return readBody(c, schema)
}

export const accountExtraRoutes = (ctx: ServerContext): Hono<AppEnv> => {
  const routes = new Hono<AppEnv>()
  const auth = requireSession(ctx)

  routes.post("/users/reviews/deferred", auth, async (c) => {
    await readOptionalBody(c, ReviewCompletedRequest)
    await recordReview(ctx.db, c.get("auth").session.userId, { outcome: "deferred" }, ctx.clock())
    return respond(c, Ok, { ok: true })
  })

  routes.post("/users/reviews/completed", auth, async (c) => {
    const body = await readOptionalBody(c, ReviewCompletedRequest)
    await recordReview(
      ctx.db,
      c.get("auth").session.userId,
      { outcome: "completed", rating: body.rating ?? null, feedback: body.feedback ?? null },
      ctx.clock(),
    )
    return respond(c, Ok, { ok: true })
  })

  routes.get("/sessions/reminder", auth, async (c) =>
    respond(c, RemindersResponse, { reminders: await remindersOf(ctx.db, c.get("auth").session.userId) }),
  )

  routes.get("/addresses/lookup", auth, async (c) => {
    const postcode = (c.req.query("postcode") ?? "").trim()
    if (postcode.length > 10 || !POSTCODE_PATTERN.test(postcode)) throw badParameter("postcode")
    return respond(c, AddressLookupResponse, { addresses: lookupAddresses(postcode) })
  })

  routes.put("/users/address", auth, async (c) => {
    const address = await readBody(c, AddressFields)
    if (!POSTCODE_PATTERN.test(address.postcode.trim())) throw badParameter("postcode")
    const { session } = c.get("auth")
    await saveAddress(ctx.db, session.userId, address, ctx.clock())
    await pushUser(ctx, session.userId)
    const view = await loadUserView(ctx.db, session.userId, session, ctx.clock())
    if (!view) throw badParameter("session")
    return respond(c, User, view)
  })

  routes.post("/users/attribute/income-access/register", auth, async (c) => {
    const referral = await readBody(c, AffiliateRegisterRequest)
    const affiliateId = ctx.sites.resolve(c.get("brand"), c.get("country"))?.affiliate_id
    if (!affiliateId) throw badParameter("affiliate_id")
    await recordAttribution(ctx.db, c.get("auth").session.userId, affiliateId, referral, ctx.clock())
    return respond(c, Ok, { ok: true })
  })

  return routes
}
