/**
 * Identity documents and the operator's review against the real server and database (PGlite, and
 * PostgreSQL when TEST_DATABASE_URL is set): the upload checks type by content, size, page count
 * and polyglots, strips metadata, keeps documents away from everyone but the operator (another
 * bettor, URL guessing), audits every step; review outcomes move restrictions and push the
 * notifications of spec §4.
 */
import { beforeAll, describe, expect, it } from "vitest"
import { MAX_DOCUMENT_BYTES } from "../../server/domain/kyc/inspect.js"
import {
  contains,
  elfExecutable,
  jpegWithExif,
  jpegWithScriptInScan,
  jpegZipCommentPolyglot,
  jpegZipPolyglot,
  pdf,
  pdfWithJavaScript,
  peExecutable,
  pngHtmlPolyglot,
  pngOfSize,
  pngWithText,
  SECRET_EXIF,
  SECRET_PDF_AUTHOR,
  SECRET_PNG_TEXT,
} from "./account-documents.js"
import { joinLobby, type Lobby } from "./socket-support.js"
import { users } from "../../server/db/schema.js"
import { moveRestrictions, type KycMove } from "../../server/domain/kyc/restriction-moves.js"
import { restrictionsOf as storedRestrictions, setRestriction, type RestrictionKey } from "../../server/domain/restrictions/index.js"
import { migratedDatabase } from "./suite-database.js"
import { confirmEmail, databaseTargets, OPERATOR_TOKEN, register, TEST_NOW, type Api } from "./support.js"
import { suiteServer } from "./suite-server.js"

interface Upload {
  readonly status: number
  readonly body: any
}

const upload = async (baseUrl: string, token: string, kind: string, file: Uint8Array, name: string, type = "image/jpeg"): Promise<Upload> => {
  const form = new FormData()
  form.set("kind", kind)
  form.set("file", new Blob([Buffer.from(file)], { type }), name)
  const response = await fetch(`${baseUrl}/api/v0/users/documents`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : null }
}

const ops = async (api: Api, method: string, path: string, body?: unknown) => {
  const reply = await api.call(method, `/api/ops/${path}`, { token: OPERATOR_TOKEN, ...(body === undefined ? {} : { body }) })
  if (reply.status >= 300) throw new Error(`ops ${path}: ${reply.status} ${JSON.stringify(reply.body)}`)
  return reply.body
}

const operatorDocument = async (baseUrl: string, id: string): Promise<{ status: number; bytes: Uint8Array; headers: Headers }> => {
  const response = await fetch(`${baseUrl}/api/ops/kyc/documents/${id}`, { headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } })
  return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()), headers: response.headers }
}

describe.each(databaseTargets())("identity documents on $name", (target) => {
  const t = suiteServer(target)

  describe("the upload decides the type from the bytes and refuses what is not a document", () => {
    const refusals: ReadonlyArray<readonly [string, () => Uint8Array, string, string]> = [
      ["a renamed ELF executable (passport.jpg)", elfExecutable, "passport.jpg", "DOCUMENT_TYPE_UNSUPPORTED"],
      ["a renamed Windows executable (licence.png)", peExecutable, "licence.png", "DOCUMENT_TYPE_UNSUPPORTED"],
      ["a text file called scan.pdf", () => new TextEncoder().encode("hello, not a pdf"), "scan.pdf", "DOCUMENT_TYPE_UNSUPPORTED"],
      ["a JPEG with a ZIP appended (polyglot)", jpegZipPolyglot, "passport.jpg", "DOCUMENT_REFUSED"],
      ["a JPEG whose end marker hides in a ZIP comment (polyglot)", jpegZipCommentPolyglot, "passport.jpg", "DOCUMENT_REFUSED"],
      ["a PNG with HTML after IEND (polyglot)", pngHtmlPolyglot, "passport.png", "DOCUMENT_REFUSED"],
      ["a JPEG with a script in its scan data (polyglot)", jpegWithScriptInScan, "passport.jpg", "DOCUMENT_REFUSED"],
      ["a PDF with JavaScript", pdfWithJavaScript, "statement.pdf", "DOCUMENT_REFUSED"],
      ["a PDF of 11 pages", () => pdf(11), "statement.pdf", "DOCUMENT_TOO_MANY_PAGES"],
      ["a PNG one byte over the limit", () => pngOfSize(MAX_DOCUMENT_BYTES + 1), "passport.png", "DOCUMENT_TOO_LARGE"],
      ["an empty file", () => new Uint8Array(), "passport.jpg", "DOCUMENT_REFUSED"],
    ]
    it.each(refusals)("refuses %s with 400 and a public message", async (_name, make, fileName, messageKey) => {
      const { token } = await register(t.api())
      const reply = await upload(t.server.url, token, "passport", make(), fileName)
      expect(reply.status).toBe(400)
      expect(reply.body.message_key).toBe(messageKey)
      expect(reply.body.public_message).toMatch(/\w+ \w+/)
    })

    it("refuses a body far over the limit before reading it all", async () => {
      const { token } = await register(t.api())
      const reply = await upload(t.server.url, token, "passport", pngOfSize(MAX_DOCUMENT_BYTES * 2), "huge.png")
      expect(reply.status).toBe(400)
      expect(reply.body.message_key).toBe("DOCUMENT_TOO_LARGE")
    })

    it("refuses a missing file, an unknown kind and a JSON body", async () => {
      const { token } = await register(t.api())
      expect((await upload(t.server.url, token, "selfie", jpegWithExif(), "a.jpg")).status).toBe(400)
      const form = new FormData()
      form.set("kind", "passport")
      const noFile = await fetch(`${t.server.url}/api/v0/users/documents`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form })
      expect(noFile.status).toBe(400)
      const json = await t.api().call("POST", "/api/v0/users/documents", { token, body: { kind: "passport" } })
      expect(json.status).toBe(400)
    })

    it("needs a login", async () => {
      const form = new FormData()
      form.set("kind", "passport")
      form.set("file", new Blob([Buffer.from(jpegWithExif())]), "p.jpg")
      const reply = await fetch(`${t.server.url}/api/v0/users/documents`, { method: "POST", body: form })
      expect(reply.status).toBe(401)
    })

    it("audits refusals with the reason", async () => {
      const { token, form } = await register(t.api())
      await upload(t.server.url, token, "passport", elfExecutable(), "passport.jpg")
      const trail = await ops(t.api(), "GET", `kyc/audit?email=${encodeURIComponent(form.email)}`)
      expect(trail.entries).toEqual([expect.objectContaining({ action: "refused", actor: expect.stringMatching(/^user:\d+$/), detail: expect.objectContaining({ refusal: "unsupported_type" }) })])
    })
  })

  describe("accepted documents are stored without their metadata", () => {
    const accepted: ReadonlyArray<readonly [string, () => Uint8Array, string, string, string]> = [
      ["a JPEG named .png (type from the bytes)", jpegWithExif, "photo.png", "image/jpeg", SECRET_EXIF],
      ["a PNG", pngWithText, "passport.png", "image/png", SECRET_PNG_TEXT.split("\0")[1]!],
      ["a 2-page PDF", () => pdf(2), "statement.pdf", "application/pdf", SECRET_PDF_AUTHOR],
    ]
    it.each(accepted)("stores %s as %s, stripped", async (_name, make, fileName, mime, secret) => {
      const { token } = await register(t.api())
      const original = make()
      expect(contains(original, secret)).toBe(true)
      const reply = await upload(t.server.url, token, mime === "application/pdf" ? "proof_of_address" : "passport", original, fileName, "application/octet-stream")
      expect(reply.status).toBe(201)
      expect(reply.body.document).toMatchObject({ mime, status: "pending", pages: mime === "application/pdf" ? 2 : null })
      expect(reply.body.document.id).toMatch(/^[0-9a-f-]{36}$/)
      const stored = await operatorDocument(t.server.url, reply.body.document.id)
      expect(stored.status).toBe(200)
      expect(stored.headers.get("content-type")).toBe(mime)
      expect(stored.headers.get("content-disposition")).toMatch(/^attachment;/)
      expect(contains(stored.bytes, secret)).toBe(false)
      expect(stored.bytes.length).toBe(reply.body.document.size_bytes)
      // Still the same kind of file: its magic bytes and end survive the stripping.
      expect(Buffer.from(stored.bytes.subarray(0, 4))).toEqual(Buffer.from(original.subarray(0, 4)))
    })

    it("keeps a JPEG's image data and drops only EXIF and the comment", async () => {
      const { token } = await register(t.api())
      const reply = await upload(t.server.url, token, "passport", jpegWithExif(), "p.jpg")
      const stored = await operatorDocument(t.server.url, reply.body.document.id)
      expect(contains(stored.bytes, "Exif")).toBe(false)
      expect(contains(stored.bytes, "Comment: taken at home")).toBe(false)
      expect(contains(stored.bytes, "JFIF")).toBe(true)
      expect(Array.from(stored.bytes.subarray(-2))).toEqual([0xff, 0xd9])
    })
  })

  describe("documents are never served back except to the operator", () => {
    let owner: { token: string; email: string }
    let other: { token: string }
    let documentId: string
    beforeAll(async () => {
      const a = await register(t.api())
      const b = await register(t.api())
      owner = { token: a.token, email: a.form.email }
      other = { token: b.token }
      documentId = (await upload(t.server.url, a.token, "passport", pngWithText(), "p.png")).body.document.id
    })

    it("the owner sees the document's metadata, another bettor sees nothing of it", async () => {
      const mine = await t.api().call("GET", "/api/v0/users/verification", { token: owner.token })
      expect(mine.status).toBe(200)
      expect(mine.body.documents.map((d: { id: string }) => d.id)).toEqual([documentId])
      expect(JSON.stringify(mine.body)).not.toContain("content")
      const theirs = await t.api().call("GET", "/api/v0/users/verification", { token: other.token })
      expect(theirs.body.documents).toEqual([])
    })

    const guesses = (id: string): string[] => [
      `/api/v0/users/documents/${id}`,
      `/api/v0/users/documents/${id}/content`,
      `/api/v1/documents/${id}`,
      `/api/v0/kyc/documents/${id}`,
      `/uploads/${id}`,
      `/documents/${id}.png`,
      `/data/${id}`,
    ]

    it("by URL guessing, neither the owner nor another bettor nor anyone anonymous reaches the bytes", async () => {
      for (const path of guesses(documentId)) {
        for (const token of [owner.token, other.token, null]) {
          const reply = await t.api().call("GET", path, { token })
          expect(reply.status, `${path} with ${token ? "a" : "no"} token`).toBeGreaterThanOrEqual(400)
          expect(typeof reply.body === "object" ? JSON.stringify(reply.body) : String(reply.body)).not.toContain("IHDR")
        }
      }
    })

    it("the operator route wants the operator token: a bettor's token is refused", async () => {
      for (const token of [owner.token, other.token, null]) {
        const reply = await fetch(`${t.server.url}/api/ops/kyc/documents/${documentId}`, { headers: token ? { authorization: `Bearer ${token}` } : {} })
        expect(reply.status).toBe(401)
      }
    })

    it("an unknown or malformed id is 404 / 400, and the operator's look is audited", async () => {
      expect((await operatorDocument(t.server.url, "00000000-0000-4000-8000-000000000000")).status).toBe(404)
      expect((await operatorDocument(t.server.url, "..%2F..%2Fetc%2Fpasswd")).status).toBe(400)
      await operatorDocument(t.server.url, documentId)
      const trail = await ops(t.api(), "GET", `kyc/audit?email=${encodeURIComponent(owner.email)}`)
      expect(trail.entries.map((e: { action: string }) => e.action)).toEqual(["uploaded", "viewed"])
      expect(trail.entries[1].actor).toBe("operator")
    })
  })

  describe("the operator's review moves restrictions and pushes spec §4's notifications", () => {
    const restrictionsOf = async (token: string) => (await t.api().call("GET", "/api/v0/users", { token })).body.restrictions

    const connected = async (token: string): Promise<Lobby> => {
      const lobby = await joinLobby(t.server.url)
      expect((await lobby.push("authenticate", { token })).status).toBe("ok")
      return lobby
    }

    it("require → withdraw: verify (upload_documents pushed); upload → pending; approve → lifted, verification_approved and kyc_level_up pushed", async () => {
      const { token, form } = await register(t.api())
      // A bettor with a confirmed e-mail, so that only the identity check holds their withdrawals.
      await confirmEmail(t.api(), form.email)
      const lobby = await connected(token)
      try {
        await ops(t.api(), "POST", "kyc/require", { email: form.email, scope: "withdraw" })
        expect((await lobby.pushes.next("notification")).type).toBe("upload_documents")
        expect((await restrictionsOf(token)).withdraw).toMatchObject({ reason: "verify" })

        expect((await upload(t.server.url, token, "passport", jpegWithExif(), "passport.jpg")).status).toBe(201)
        expect((await restrictionsOf(token)).withdraw).toMatchObject({ reason: "pending" })
        expect((await t.api().call("GET", "/api/v0/users/verification", { token })).body.status).toBe("pending")

        const pending = await ops(t.api(), "GET", "kyc/pending")
        expect(pending.documents.some((d: { user_id: number }) => d.user_id > 0)).toBe(true)

        await ops(t.api(), "POST", "kyc/review", { email: form.email, decision: "approve" })
        const approved = await lobby.pushes.next("notification")
        expect(approved).toMatchObject({ type: "verification_approved", ack_id: expect.any(String) })
        expect(approved.title).toMatch(/verified/i)
        expect((await lobby.pushes.next("notification")).type).toBe("kyc_level_up")
        let user = await lobby.pushes.next("user")
        while (Object.keys(user.restrictions).length > 0) user = await lobby.pushes.next("user")
        expect(user.restrictions).toEqual({})
        expect(await restrictionsOf(token)).toEqual({})
        const state = (await t.api().call("GET", "/api/v0/users/verification", { token })).body
        expect(state).toMatchObject({ status: "approved", level: 1 })
        expect(state.documents[0].status).toBe("approved")
      } finally {
        lobby.close()
      }
    })

    it("reject with a reason → withdraw: upload_documents and an upload_documents notification carrying the reason", async () => {
      const { token, form } = await register(t.api())
      await ops(t.api(), "POST", "kyc/require", { email: form.email })
      await upload(t.server.url, token, "passport", pngWithText(), "p.png")
      const lobby = await connected(token)
      try {
        await ops(t.api(), "POST", "kyc/review", { email: form.email, decision: "reject", reason: "the photo is blurred" })
        const pushed = await lobby.pushes.next("notification")
        expect(pushed.type).toBe("upload_documents")
        expect(pushed.message).toContain("the photo is blurred")
        expect((await restrictionsOf(token)).withdraw).toMatchObject({ reason: "upload_documents" })
        const state = (await t.api().call("GET", "/api/v0/users/verification", { token })).body
        expect(state).toMatchObject({ status: "rejected", note: "the photo is blurred" })
        expect(state.documents[0]).toMatchObject({ status: "rejected", review_note: "the photo is blurred" })
      } finally {
        lobby.close()
      }
    })

    it("full verification: manual_kyc_required: verify → upload → initial_kyc_pending: pending → more → manual_kyc_required: upload_documents (kyc_action_required) → approve lifts it", async () => {
      const { token, form } = await register(t.api())
      // A bettor with a confirmed e-mail, so that only the identity check holds their withdrawals.
      await confirmEmail(t.api(), form.email)
      await ops(t.api(), "POST", "kyc/require", { email: form.email, scope: "full" })
      expect(await restrictionsOf(token)).toEqual({ manual_kyc_required: expect.objectContaining({ reason: "verify" }) })
      await upload(t.server.url, token, "passport", jpegWithExif(), "p.jpg")
      expect(await restrictionsOf(token)).toEqual({ initial_kyc_pending: expect.objectContaining({ reason: "pending" }) })
      const lobby = await connected(token)
      try {
        await ops(t.api(), "POST", "kyc/review", { email: form.email, decision: "more", reason: "a proof of address" })
        const pushed = await lobby.pushes.next("notification")
        expect(pushed).toMatchObject({ type: "kyc_action_required", content: { action_type: "upload_documents" } })
        expect(await restrictionsOf(token)).toEqual({ manual_kyc_required: expect.objectContaining({ reason: "upload_documents" }) })
        await upload(t.server.url, token, "proof_of_address", pdf(1), "bill.pdf")
        await ops(t.api(), "POST", "kyc/review", { email: form.email, decision: "approve" })
        expect(await restrictionsOf(token)).toEqual({})
      } finally {
        lobby.close()
      }
    })

    it("withdrawals (the cashier's) are refused while identity is checked and pass the check after approval", async () => {
      const { token, form } = await register(t.api())
      // A bettor with a confirmed e-mail, so that only the identity check holds their withdrawals.
      await confirmEmail(t.api(), form.email)
      const withdraw = (key: string) =>
        t.api().call("POST", "/api/v0/payments/withdrawals", { token, body: { amount: 10, method: "card" }, headers: { "Idempotency-Key": key } })
      await ops(t.api(), "POST", "kyc/require", { email: form.email })
      const held = await withdraw("kyc-w-1")
      expect(held.status).toBe(403)
      expect(held.body.message_key).toBe("VERIFICATION_PENDING")
      await upload(t.server.url, token, "passport", jpegWithExif(), "p.jpg")
      expect((await withdraw("kyc-w-2")).body.message_key).toBe("VERIFICATION_PENDING")
      await ops(t.api(), "POST", "kyc/review", { email: form.email, decision: "approve" })
      // Unlocked: what stops this one now is only that nothing was ever deposited, not the identity check.
      const after = await withdraw("kyc-w-3")
      expect(after.body?.message_key).not.toBe("VERIFICATION_PENDING")
      expect(after.status).not.toBe(403)
    })

    it("uploading never adds a restriction to a bettor who had none", async () => {
      const { token, form } = await register(t.api())
      await confirmEmail(t.api(), form.email)
      expect(await restrictionsOf(token)).toEqual({})
      await upload(t.server.url, token, "passport", jpegWithExif(), "p.jpg")
      expect(await restrictionsOf(token)).toEqual({})
    })

    it("the inbox lists what was pushed; acknowledging marks it read, only for its owner", async () => {
      const { token, form } = await register(t.api())
      const other = await register(t.api())
      await ops(t.api(), "POST", "kyc/require", { email: form.email })
      const inbox = (await t.api().call("GET", "/api/v0/users/notifications", { token })).body.notifications
      expect(inbox).toEqual([expect.objectContaining({ type: "upload_documents", read: false })])
      const ackId = inbox[0].ack_id
      expect((await t.api().call("POST", "/api/v0/users/notifications/acknowledge", { token: other.token, body: { ack_id: ackId } })).status).toBe(404)
      const lobby = await connected(token)
      try {
        expect((await lobby.push("acknowledge", { ack_id: ackId })).status).toBe("ok")
      } finally {
        lobby.close()
      }
      const after = (await t.api().call("GET", "/api/v0/users/notifications", { token })).body.notifications
      expect(after[0].read).toBe(true)
      expect((await t.api().call("POST", "/api/v0/users/notifications/acknowledge", { token, body: { ack_id: ackId } })).status).toBe(200)
    })

    it("reject and more need a reason; unknown e-mails are 404", async () => {
      const { form } = await register(t.api())
      expect((await t.api().call("POST", "/api/ops/kyc/review", { token: OPERATOR_TOKEN, body: { email: form.email, decision: "reject" } })).status).toBe(400)
      expect((await t.api().call("POST", "/api/ops/kyc/review", { token: OPERATOR_TOKEN, body: { email: "nobody@example.test", decision: "approve" } })).status).toBe(404)
    })
  })
})

type Held = Partial<Record<RestrictionKey, string>>

/** spec §4 Restrictions as the identity check moves them: before, move, after (key → reason). */
const MOVES: ReadonlyArray<readonly [Held, KycMove, Held]> = [
  [{}, "required_withdraw", { withdraw: "verify" }],
  [{}, "required_full", { manual_kyc_required: "verify" }],
  [{ withdraw: "fraud_review" }, "required_withdraw", { withdraw: "fraud_review" }],
  [{}, "uploaded", {}],
  [{ withdraw: "verify" }, "uploaded", { withdraw: "pending" }],
  [{ manual_kyc_required: "verify" }, "uploaded", { initial_kyc_pending: "pending" }],
  [{ manual_kyc_required: "upload_documents", withdraw: "upload_documents" }, "uploaded", { initial_kyc_pending: "pending", withdraw: "pending" }],
  [{ withdraw: "pending" }, "approved", {}],
  [{ initial_kyc_pending: "pending" }, "approved", {}],
  [{ withdraw: "fraud_review", initial_kyc_pending: "pending" }, "approved", { withdraw: "fraud_review" }],
  [{ bet: "operator" }, "approved", { bet: "operator" }],
  [{ withdraw: "pending" }, "rejected", { withdraw: "upload_documents" }],
  [{ initial_kyc_pending: "pending" }, "rejected", { manual_kyc_required: "upload_documents" }],
  [{ initial_kyc_pending: "pending", withdraw: "pending" }, "more_requested", { manual_kyc_required: "upload_documents", withdraw: "upload_documents" }],
  [{}, "rejected", {}],
]

describe.each(databaseTargets())("restriction moves of the identity check on $name", (target) => {
  const suite = migratedDatabase(target)
  let next = 0
  const newUser = async (): Promise<number> => {
    next += 1
    const [row] = await suite.db
      .insert(users)
      .values({
        email: `moves${next}@example.test`,
        username: `moves_${next}`,
        passwordHash: "x",
        firstname: "A",
        lastname: "B",
        dob: "1990-01-01",
        locale: "en-GB",
        status: "active",
        brand: "sportsbook",
        countryCode: "GB",
        currency: "gbp",
        createdAt: new Date(TEST_NOW),
        updatedAt: new Date(TEST_NOW),
      })
      .returning({ id: users.id })
    return row!.id
  }

  it.each(MOVES)("%j, %s → %j", async (before, move, after) => {
    const userId = await newUser()
    for (const [key, reason] of Object.entries(before)) await setRestriction(suite.db, userId, key as RestrictionKey, reason!, TEST_NOW)
    await moveRestrictions(suite.db, userId, move, TEST_NOW)
    const held = Object.fromEntries(Object.entries(await storedRestrictions(suite.db, userId)).map(([key, r]) => [key, r.reason]))
    expect(held).toEqual(after)
  })
})
