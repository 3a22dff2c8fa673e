/**
 * Operator controls of the account area, mounted under /api/ops by routes.ts (same operator token):
 *
 *   GET  kyc/pending                 documents waiting for review (metadata)
 *   GET  kyc/documents/:id           a document's stored bytes — the only way anyone reads them; audited
 *   GET  kyc/audit?email=            a bettor's identity-check audit trail
 *   POST kyc/review                  { email, decision: approve|reject|more, reason? }
 *   POST kyc/require                 { email, scope: withdraw|full } ask a bettor to verify
 *   POST notifications               { email, type, title?, message?, content? } push a notification
 *   POST passthrough                 { email, target } mail a one-time login link to a page
 *   POST terms                       { version } publish new terms; connected clients are asked to accept
 *   POST marketing-review            { email } ask a bettor to review their marketing choices
 *
 * The CLI side is kyc-cli.ts (`npm run ops -- kyc approve <email>` …).
 */
import { Schema } from "effect"
import { Hono } from "hono"
import type { ServerContext } from "../context.js"
import { requestMarketingReview } from "../domain/account/marketing.js"
import { issuePassthrough, isSafeTarget, passthroughLink } from "../domain/account/passthrough.js"
import { publishTermsVersion } from "../domain/account/terms.js"
import { findUserByEmail, type UserRow } from "../domain/accounts/users.js"
import { auditTrail, pendingDocuments, readDocumentForOperator } from "../domain/kyc/documents.js"
import { reviewCase, type Decision } from "../domain/kyc/review.js"
import { sendMail } from "../domain/mail/outbox.js"
import { notify } from "../domain/notifications/inbox.js"
import { pushUser } from "../realtime/pushes.js"
import { decodeOrBadRequest, readBody } from "../http/body.js"
import type { AppEnv } from "../http/env.js"
import { ApiError } from "../http/errors.js"

const Email = Schema.String.check(Schema.isMinLength(3))

const ReviewRequest = Schema.Struct({
  email: Email,
  decision: Schema.Literals(["approve", "reject", "more"]),
  reason: Schema.optionalKey(Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(500))),
})
const RequireRequest = Schema.Struct({ email: Email, scope: Schema.optionalKey(Schema.Literals(["withdraw", "full"])) })
const NotifyRequest = Schema.Struct({
  email: Email,
  type: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64)),
  title: Schema.optionalKey(Schema.NullOr(Schema.String)),
  message: Schema.optionalKey(Schema.NullOr(Schema.String)),
  content: Schema.optionalKey(Schema.NullOr(Schema.Record(Schema.String, Schema.Unknown))),
})
const PassthroughOpsRequest = Schema.Struct({ email: Email, target: Schema.String })
const TermsRequest = Schema.Struct({ version: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(40)) })
const EmailOnly = Schema.Struct({ email: Email })
const DocumentId = Schema.String.check(Schema.isPattern(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/))

export const kycOps = (ctx: ServerContext): Hono<AppEnv> => {
  const routes = new Hono<AppEnv>()

  const userByEmail = async (email: string): Promise<UserRow> => {
    const user = await findUserByEmail(ctx.db, email)
    if (!user) throw new ApiError(404, "error.not_found", { message: `No user ${email}`, messageKey: "USER_NOT_FOUND" })
    return user
  }

  routes.get("/kyc/pending", async (c) => {
    c.header("Cache-Control", "no-store")
    return c.json({ documents: (await pendingDocuments(ctx.db)).map((d) => ({ ...d, created_at: new Date(d.created_at).toISOString() })) })
  })

  routes.get("/kyc/documents/:id", async (c) => {
    const id = decodeOrBadRequest(DocumentId, c.req.param("id"), "document id")
    const document = await readDocumentForOperator(ctx.db, id, ctx.clock())
    if (!document) throw new ApiError(404, "error.not_found", { message: `No document ${id}`, messageKey: "NOT_FOUND" })
    const extension = document.mime === "application/pdf" ? "pdf" : document.mime === "image/png" ? "png" : "jpg"
    return new Response(Buffer.from(document.content), {
      status: 200,
      headers: {
        "Content-Type": document.mime,
        // Never rendered inline by a browser that opens the URL: downloaded, not sniffed.
        "Content-Disposition": `attachment; filename="document-${id}.${extension}"`,
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": "no-store",
      },
    })
  })

  routes.get("/kyc/audit", async (c) => {
    const { email } = decodeOrBadRequest(EmailOnly, c.req.query(), "query")
    const user = await userByEmail(email)
    c.header("Cache-Control", "no-store")
    return c.json({ user_id: user.id, entries: (await auditTrail(ctx.db, user.id)).map((e) => ({ ...e, at: new Date(e.at).toISOString() })) })
  })

  routes.post("/kyc/review", async (c) => {
    const body = await readBody(c, ReviewRequest)
    const user = await userByEmail(body.email)
    if (body.decision !== "approve" && !body.reason) {
      throw new ApiError(400, "request.invalid_fields", { message: `${body.decision} needs a reason`, messageKey: "INVALID_REQUEST", fields: { reason: "field.missing" } })
    }
    const decision: Decision = body.decision === "approve" ? { kind: "approve" } : { kind: body.decision, reason: body.reason ?? "" }
    const after = await reviewCase(ctx, user.id, decision)
    return c.json({ user_id: user.id, status: after.status, level: after.level, note: after.note })
  })

  routes.post("/kyc/require", async (c) => {
    const body = await readBody(c, RequireRequest)
    const user = await userByEmail(body.email)
    const after = await reviewCase(ctx, user.id, { kind: "require", scope: body.scope ?? "withdraw" })
    return c.json({ user_id: user.id, status: after.status, level: after.level })
  })

  routes.post("/notifications", async (c) => {
    const body = await readBody(c, NotifyRequest)
    const user = await userByEmail(body.email)
    const stored = await notify(ctx, user.id, { type: body.type, title: body.title ?? null, message: body.message ?? null, content: body.content ?? null })
    return c.json({ user_id: user.id, ack_id: stored.ack_id }, 201)
  })

  routes.post("/passthrough", async (c) => {
    const body = await readBody(c, PassthroughOpsRequest)
    if (!isSafeTarget(body.target)) {
      throw new ApiError(400, "request.invalid_fields", { message: "target must be a path of this site", messageKey: "INVALID_REQUEST", fields: { target: "field.invalid" } })
    }
    const user = await userByEmail(body.email)
    const now = ctx.clock()
    const link = passthroughLink(ctx.publicUrl(), await issuePassthrough(ctx.db, user.id, body.target, now))
    await sendMail(ctx.db, { to: user.email, userId: user.id, kind: "passthrough", subject: "Your sign-in link", body: `Open ${link} to continue (valid 15 minutes, once).`, link }, now)
    return c.json({ user_id: user.id, link }, 201)
  })

  routes.post("/terms", async (c) => {
    const { version } = await readBody(c, TermsRequest)
    await publishTermsVersion(ctx.db, version, ctx.clock())
    // Spec §4: acceptance_notification opens the Acceptance modal; a logged-out client ignores it.
    await ctx.hub.publish({ to: "all", event: "acceptance_notification", payload: { version } })
    ctx.log(`[ops] terms version ${version} published`)
    return c.json({ version })
  })

  routes.post("/marketing-review", async (c) => {
    const { email } = await readBody(c, EmailOnly)
    const user = await userByEmail(email)
    await requestMarketingReview(ctx.db, user.id, ctx.clock())
    await pushUser(ctx, user.id)
    return c.json({ user_id: user.id, marketing_preferences_review_needed: true })
  })

  return routes
}
