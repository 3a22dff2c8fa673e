/**
 * Identity documents: upload (checked and stripped by inspect.ts, stored in the database, never in
 * a served folder), the bettor's own list (metadata only: a document is never served back to the
 * bettor or anyone else but the operator), the operator's look at one (audited) and the audit
 * trail.
 */
import { and, asc, desc, eq } from "drizzle-orm"
import { createHash, randomUUID } from "node:crypto"
import type { Db } from "../../db/connect.js"
import { kycAudit, kycCases, kycDocuments } from "../../db/schema.js"
import { inspectDocument, type DocumentMime, type Refusal } from "./inspect.js"
import { moveRestrictions } from "./restriction-moves.js"

export const DOCUMENT_KINDS = ["passport", "driving_licence", "identity_card", "proof_of_address"] as const
export type DocumentKind = (typeof DOCUMENT_KINDS)[number]
export const isDocumentKind = (value: unknown): value is DocumentKind => typeof value === "string" && (DOCUMENT_KINDS as ReadonlyArray<string>).includes(value)

export type KycStatus = "none" | "pending" | "more_requested" | "rejected" | "approved"

export interface DocumentSummary {
  readonly id: string
  readonly kind: DocumentKind
  readonly mime: DocumentMime
  readonly size_bytes: number
  readonly pages: number | null
  readonly status: "pending" | "approved" | "rejected"
  readonly review_note: string | null
  readonly created_at: number
}

export interface KycCase {
  readonly status: KycStatus
  readonly level: number
  readonly note: string | null
}

type DocumentRow = typeof kycDocuments.$inferSelect

const summary = (row: Omit<DocumentRow, "content">): DocumentSummary => ({
  id: row.id,
  kind: row.kind as DocumentKind,
  mime: row.mime as DocumentMime,
  size_bytes: row.sizeBytes,
  pages: row.pages,
  status: row.status as DocumentSummary["status"],
  review_note: row.reviewNote,
  created_at: row.createdAt.getTime(),
})

const withoutContent = {
  id: kycDocuments.id,
  userId: kycDocuments.userId,
  kind: kycDocuments.kind,
  mime: kycDocuments.mime,
  sizeBytes: kycDocuments.sizeBytes,
  pages: kycDocuments.pages,
  sha256: kycDocuments.sha256,
  status: kycDocuments.status,
  reviewNote: kycDocuments.reviewNote,
  createdAt: kycDocuments.createdAt,
  reviewedAt: kycDocuments.reviewedAt,
}

export const audit = async (
  db: Db,
  entry: { userId: number; documentId: string | null; actor: string; action: string; detail?: Record<string, unknown> | null },
  now: number,
): Promise<void> => {
  await db.insert(kycAudit).values({ ...entry, detail: entry.detail ?? null, at: new Date(now) })
}

export const setCase = async (db: Db, userId: number, change: { status: KycStatus; level?: number; note: string | null }, now: number): Promise<void> => {
  await db
    .insert(kycCases)
    .values({ userId, status: change.status, level: change.level ?? 0, note: change.note, updatedAt: new Date(now) })
    .onConflictDoUpdate({
      target: kycCases.userId,
      set: { status: change.status, note: change.note, updatedAt: new Date(now), ...(change.level !== undefined ? { level: change.level } : {}) },
    })
}

export const caseOf = async (db: Db, userId: number): Promise<KycCase> => {
  const [row] = await db.select().from(kycCases).where(eq(kycCases.userId, userId))
  return row ? { status: row.status as KycStatus, level: row.level, note: row.note } : { status: "none", level: 0, note: null }
}

export type UploadOutcome =
  | { readonly ok: true; readonly document: DocumentSummary }
  | { readonly ok: false; readonly refusal: Refusal; readonly detail: string }

/** Checks, strips and stores one document; refusals are audited too. */
export const uploadDocument = async (db: Db, userId: number, kind: DocumentKind, bytes: Uint8Array, now: number): Promise<UploadOutcome> => {
  const inspection = inspectDocument(bytes)
  const actor = `user:${userId}`
  if (!inspection.ok) {
    await audit(db, { userId, documentId: null, actor, action: "refused", detail: { kind, refusal: inspection.refusal, detail: inspection.detail, size_bytes: bytes.length } }, now)
    return inspection
  }
  const id = randomUUID()
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(kycDocuments)
      .values({
        id,
        userId,
        kind,
        mime: inspection.mime,
        sizeBytes: inspection.bytes.length,
        pages: inspection.pages,
        sha256: createHash("sha256").update(inspection.bytes).digest("hex"),
        content: Buffer.from(inspection.bytes.buffer, inspection.bytes.byteOffset, inspection.bytes.byteLength),
        status: "pending",
        createdAt: new Date(now),
      })
      .returning(withoutContent)
    if (!row) throw new Error("the document was not stored")
    await audit(tx, { userId, documentId: id, actor, action: "uploaded", detail: { kind, mime: inspection.mime, size_bytes: inspection.bytes.length, original_size_bytes: bytes.length } }, now)
    const current = await caseOf(tx, userId)
    if (current.status !== "approved") await setCase(tx, userId, { status: "pending", note: null }, now)
    if (current.status !== "approved") await moveRestrictions(tx, userId, "uploaded", now)
    return { ok: true as const, document: summary(row) }
  })
}

/** The bettor's own documents, newest first, without their content. */
export const documentsOf = async (db: Db, userId: number): Promise<DocumentSummary[]> =>
  (await db.select(withoutContent).from(kycDocuments).where(eq(kycDocuments.userId, userId)).orderBy(desc(kycDocuments.createdAt))).map(summary)

/** One of the bettor's own documents (metadata); null when the id is not theirs. */
export const documentOfUser = async (db: Db, userId: number, id: string): Promise<DocumentSummary | null> => {
  const [row] = await db.select(withoutContent).from(kycDocuments).where(and(eq(kycDocuments.id, id), eq(kycDocuments.userId, userId)))
  return row ? summary(row) : null
}

/** For the operator only: the stored bytes, the look written to the audit trail. */
export const readDocumentForOperator = async (
  db: Db,
  id: string,
  now: number,
): Promise<{ userId: number; mime: DocumentMime; content: Uint8Array } | null> => {
  const [row] = await db.select().from(kycDocuments).where(eq(kycDocuments.id, id))
  if (!row) return null
  await audit(db, { userId: row.userId, documentId: id, actor: "operator", action: "viewed" }, now)
  return { userId: row.userId, mime: row.mime as DocumentMime, content: row.content }
}

export const pendingDocuments = async (db: Db): Promise<Array<DocumentSummary & { user_id: number }>> =>
  (await db.select(withoutContent).from(kycDocuments).where(eq(kycDocuments.status, "pending")).orderBy(asc(kycDocuments.createdAt))).map((row) => ({
    ...summary(row),
    user_id: row.userId,
  }))

export interface AuditEntry {
  readonly id: number
  readonly document_id: string | null
  readonly actor: string
  readonly action: string
  readonly detail: unknown
  readonly at: number
}

export const auditTrail = async (db: Db, userId: number): Promise<AuditEntry[]> =>
  (await db.select().from(kycAudit).where(eq(kycAudit.userId, userId)).orderBy(asc(kycAudit.id))).map((r) => ({
    id: r.id,
    document_id: r.documentId,
    actor: r.actor,
    action: r.action,
    detail: r.detail ?? null,
    at: r.at.getTime(),
  }))
