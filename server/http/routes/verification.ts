/**
 * Identity verification and phone checks for the logged-in bettor:
 *
 *   GET  users/verification          where the check stands, the documents sent (metadata only)
 *   POST users/documents             multipart: kind, file — checked by content, stripped, stored
 *   POST users/phone/send-code       dial_code, number → a 6-digit code by SMS (the outbox)
 *   POST users/phone/check-code      code → the number is verified
 *   GET  users/phone                 the number on file, masked to its last 3 digits
 *
 * There is no route that returns a document's bytes: only the operator reads them (server/ops/kyc.ts).
 */
import { Hono, type Context } from "hono"
import {
  PhoneCheckCodeRequest,
  PhoneCheckCodeResponse,
  PhoneOnFile,
  PhoneSendCodeRequest,
  PhoneSendCodeResponse,
  UploadedDocument,
  VerificationState,
} from "../../../core/account/wire.js"
import type { ServerContext } from "../../context.js"
import { findUserById } from "../../domain/accounts/users.js"
import { caseOf, documentsOf, isDocumentKind, uploadDocument } from "../../domain/kyc/documents.js"
import { MAX_DOCUMENT_BYTES, MAX_PDF_PAGES } from "../../domain/kyc/inspect.js"
import { kycText } from "../../domain/kyc/texts.js"
import { sendMail } from "../../domain/mail/outbox.js"
import { checkPhoneCode, CODE_LENGTH, issuePhoneCode, maskNumber, normalisePhone, phoneOf } from "../../domain/phone/codes.js"
import { requireSession, sessionExpired } from "../auth.js"
import { readBody, readBodyBytes } from "../body.js"
import type { AppEnv } from "../env.js"
import { ApiError } from "../errors.js"
import { respond } from "../respond.js"

/** Room for the multipart envelope around the largest file we take. */
const MAX_UPLOAD_BODY = MAX_DOCUMENT_BYTES + 64 * 1024

const tooLarge = () =>
  new ApiError(400, "kyc.too_large", { vars: { mb: MAX_DOCUMENT_BYTES / (1024 * 1024) }, message: `Document over ${MAX_DOCUMENT_BYTES} bytes`, messageKey: "DOCUMENT_TOO_LARGE" })

/** The raw body, refused as soon as it passes the limit (declared or streamed). */
const readUpload = async (c: Context): Promise<Uint8Array> => new Uint8Array(await readBodyBytes(c, MAX_UPLOAD_BODY, tooLarge))

const badForm = (field: string, id: "field.missing" | "field.invalid") =>
  new ApiError(400, id, { message: `multipart field ${field}: ${id}`, messageKey: "INVALID_REQUEST", fields: { [field]: id } })

export const verificationRoutes = (ctx: ServerContext): Hono<AppEnv> => {
  const routes = new Hono<AppEnv>()
  const auth = requireSession(ctx)

  routes.get("/users/verification", auth, async (c) => {
    const userId = c.get("auth").session.userId
    const kyc = await caseOf(ctx.db, userId)
    return respond(c, VerificationState, {
      status: kyc.status,
      level: kyc.level,
      note: kyc.note,
      documents: await documentsOf(ctx.db, userId),
      max_bytes: MAX_DOCUMENT_BYTES,
      max_pages: MAX_PDF_PAGES,
      accepted: ["image/jpeg", "image/png", "application/pdf"],
    })
  })

  routes.post("/users/documents", auth, async (c) => {
    const userId = c.get("auth").session.userId
    const contentType = c.req.header("content-type") ?? ""
    if (!/^multipart\/form-data;/i.test(contentType)) {
      throw new ApiError(400, "request.invalid_fields", { message: "Content-Type must be multipart/form-data", messageKey: "UNSUPPORTED_CONTENT_TYPE" })
    }
    const raw = await readUpload(c)
    let form: FormData
    try {
      form = await new Request("http://upload.invalid/", { method: "POST", headers: { "content-type": contentType }, body: Buffer.from(raw) }).formData()
    } catch {
      throw new ApiError(400, "request.invalid_fields", { message: "The multipart body could not be read", messageKey: "INVALID_REQUEST" })
    }
    const kind = form.get("kind")
    if (kind === null) throw badForm("kind", "field.missing")
    if (!isDocumentKind(kind)) throw badForm("kind", "field.invalid")
    const file = form.get("file")
    if (file === null) throw badForm("file", "field.missing")
    if (typeof file === "string") throw badForm("file", "field.invalid")
    const outcome = await uploadDocument(ctx.db, userId, kind, new Uint8Array(await file.arrayBuffer()), ctx.clock())
    if (!outcome.ok) {
      ctx.log(`[kyc] user ${userId} upload refused: ${outcome.refusal} (${outcome.detail})`)
      switch (outcome.refusal) {
        case "too_large":
          throw tooLarge()
        case "unsupported_type":
          throw new ApiError(400, "kyc.unsupported_type", { message: outcome.detail, messageKey: "DOCUMENT_TYPE_UNSUPPORTED" })
        case "too_many_pages":
          throw new ApiError(400, "kyc.too_many_pages", { vars: { pages: MAX_PDF_PAGES }, message: outcome.detail, messageKey: "DOCUMENT_TOO_MANY_PAGES" })
        default:
          throw new ApiError(400, "kyc.refused", { message: `${outcome.refusal}: ${outcome.detail}`, messageKey: "DOCUMENT_REFUSED" })
      }
    }
    ctx.log(`[kyc] user ${userId} uploaded ${kind} ${outcome.document.id} (${outcome.document.mime}, ${outcome.document.size_bytes} bytes)`)
    return respond(c, UploadedDocument, { document: outcome.document }, 201)
  })

  routes.post("/users/phone/send-code", auth, async (c) => {
    const body = await readBody(c, PhoneSendCodeRequest)
    const userId = c.get("auth").session.userId
    const phone = normalisePhone(body.dial_code, body.number)
    if (!phone) throw new ApiError(400, "phone.invalid", { message: "Not a phone number", messageKey: "PHONE_INVALID", fields: { number: "field.invalid" } })
    const user = await findUserById(ctx.db, userId)
    if (!user) throw sessionExpired()
    const now = ctx.clock()
    const issued = await issuePhoneCode(ctx.db, userId, phone, now)
    if (!issued.ok) {
      throw new ApiError(429, "phone.too_many_codes", {
        vars: { minutes: Math.max(1, Math.ceil(issued.retryAfterMs / 60_000)) },
        message: "Codes are limited to one a minute and five an hour",
        messageKey: "TOO_MANY_CODES",
        headers: { "Retry-After": String(Math.ceil(issued.retryAfterMs / 1000)) },
      })
    }
    await sendMail(
      ctx.db,
      { to: `${phone.dialCode}${phone.number}`, userId, kind: "sms_code", subject: kycText(user.locale, "sms.subject"), body: kycText(user.locale, "sms.code", { code: issued.code }), link: null },
      now,
    )
    return respond(c, PhoneSendCodeResponse, { expires_at: issued.expiresAt, resend_at: issued.resendAt, code_length: CODE_LENGTH })
  })

  routes.post("/users/phone/check-code", auth, async (c) => {
    const { code } = await readBody(c, PhoneCheckCodeRequest)
    const userId = c.get("auth").session.userId
    const outcome = await checkPhoneCode(ctx.db, userId, code, ctx.clock())
    if (!outcome.ok) {
      switch (outcome.reason) {
        case "wrong":
          throw new ApiError(422, "phone.code_wrong", { vars: { tries: outcome.triesLeft }, message: "Wrong code", messageKey: "CODE_WRONG", fields: { code: "field.invalid" } })
        case "locked":
          throw new ApiError(429, "phone.code_locked", { message: "Too many wrong tries for this code", messageKey: "CODE_LOCKED" })
        case "expired":
        case "no_code":
          throw new ApiError(422, "phone.code_expired", { message: `No live code (${outcome.reason})`, messageKey: "CODE_EXPIRED" })
      }
    }
    return respond(c, PhoneCheckCodeResponse, { verified: true, phone_number: { dial_code: outcome.phone.dialCode, number: maskNumber(outcome.phone.number) } })
  })

  routes.get("/users/phone", auth, async (c) => {
    const phone = await phoneOf(ctx.db, c.get("auth").session.userId)
    return respond(c, PhoneOnFile, {
      phone_number: phone ? { dial_code: phone.dialCode, number: maskNumber(phone.number) } : null,
      verified: phone?.verified ?? false,
    })
  })

  return routes
}
