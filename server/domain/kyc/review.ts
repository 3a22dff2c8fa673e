/**
 * The operator's review of a bettor's identity check (DESIGN.md §5 "KYC review"): approve, reject
 * with a reason, or ask for more; and asking a bettor to verify in the first place. Each decision
 * updates the pending documents and the case, moves the restrictions (restriction-moves.ts), is
 * written to the audit trail, and tells the bettor (spec §4 "Notifications from the server"):
 *
 *   approve   verification_approved (opens VerificationApproved) and kyc_level_up (acknowledged)
 *   reject    upload_documents (opens Verification, type upload_documents) with the reason
 *   more      kyc_action_required (acknowledged; the restriction's reason opens Verification)
 *   require   upload_documents
 *
 * The `user` push follows, so the client sees its new restrictions.
 */
import { and, eq } from "drizzle-orm"
import type { ServerContext } from "../../context.js"
import { kycDocuments } from "../../db/schema.js"
import { pushUser } from "../../realtime/pushes.js"
import { findUserById } from "../accounts/users.js"
import { notify, type NotificationInput } from "../notifications/inbox.js"
import { audit, caseOf, setCase, type KycCase } from "./documents.js"
import { moveRestrictions } from "./restriction-moves.js"
import { kycText, type KycTextId } from "./texts.js"
import type { Vars } from "../../http/messages.js"

/** A notification's words: the `<words>.title` and `<words>.message` pair of texts.json. */
type Words = { [K in KycTextId]: K extends `${infer W}.title` ? W : never }[KycTextId]

export type Decision =
  | { readonly kind: "approve" }
  | { readonly kind: "reject"; readonly reason: string }
  | { readonly kind: "more"; readonly reason: string }
  | { readonly kind: "require"; readonly scope: "withdraw" | "full" }

export const reviewCase = async (ctx: ServerContext, userId: number, decision: Decision): Promise<KycCase> => {
  const user = await findUserById(ctx.db, userId)
  if (!user) throw new Error(`no user ${userId}`)
  const now = ctx.clock()
  const locale = user.locale
  await ctx.db.transaction(async (tx) => {
    const pending = and(eq(kycDocuments.userId, userId), eq(kycDocuments.status, "pending"))
    const reviewed = { reviewedAt: new Date(now) }
    switch (decision.kind) {
      case "approve": {
        const before = await caseOf(tx, userId)
        await tx.update(kycDocuments).set({ status: "approved", ...reviewed }).where(pending)
        await setCase(tx, userId, { status: "approved", level: Math.max(1, before.level + (before.status === "approved" ? 0 : 1)), note: null }, now)
        await moveRestrictions(tx, userId, "approved", now)
        break
      }
      case "reject":
        await tx.update(kycDocuments).set({ status: "rejected", reviewNote: decision.reason, ...reviewed }).where(pending)
        await setCase(tx, userId, { status: "rejected", note: decision.reason }, now)
        await moveRestrictions(tx, userId, "rejected", now)
        break
      case "more":
        // What came is fine; the case needs something else as well.
        await tx.update(kycDocuments).set({ status: "approved", reviewNote: decision.reason, ...reviewed }).where(pending)
        await setCase(tx, userId, { status: "more_requested", note: decision.reason }, now)
        await moveRestrictions(tx, userId, "more_requested", now)
        break
      case "require":
        if ((await caseOf(tx, userId)).status !== "approved") {
          await setCase(tx, userId, { status: "none", note: null }, now)
          await moveRestrictions(tx, userId, decision.scope === "full" ? "required_full" : "required_withdraw", now)
        }
        break
    }
    await audit(tx, { userId, documentId: null, actor: "operator", action: decision.kind, detail: { ...decision } }, now)
  })
  const after = await caseOf(ctx.db, userId)
  const tell = (type: string, words: Words, vars: Vars = {}, content?: NotificationInput["content"]) =>
    notify(ctx, userId, { type, title: kycText(locale, `${words}.title`), message: kycText(locale, `${words}.message`, vars), content })
  switch (decision.kind) {
    case "approve":
      await tell("verification_approved", "approved")
      await tell("kyc_level_up", "level_up", { level: after.level }, { level: after.level })
      break
    case "reject":
      await tell("upload_documents", "rejected", { reason: decision.reason }, { reason: decision.reason })
      break
    case "more":
      await tell("kyc_action_required", "more", { reason: decision.reason }, { reason: decision.reason, action_type: "upload_documents" })
      break
    case "require":
      if (after.status !== "approved") await tell("upload_documents", "required")
      break
  }
  await pushUser(ctx, userId)
  ctx.log(`[kyc] user ${userId}: ${decision.kind} → ${after.status} (level ${after.level})`)
  return after
}
