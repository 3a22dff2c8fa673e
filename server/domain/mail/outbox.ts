/**
 * Outgoing mail. The reference server sends nothing over SMTP: mail lands in `mail_outbox`, where
 * the operator routes (GET /api/ops/outbox) and tests read it, links included.
 */
import { desc, eq, sql } from "drizzle-orm"
import type { Db } from "../../db/connect.js"
import { mailOutbox } from "../../db/schema.js"

export interface OutgoingMail {
  readonly to: string
  readonly userId: number | null
  readonly kind: string
  readonly subject: string
  readonly body: string
  readonly link: string | null
}

export interface StoredMail extends OutgoingMail {
  readonly id: number
  readonly createdAt: number
}

export const sendMail = async (db: Db, mail: OutgoingMail, now: number): Promise<void> => {
  await db.insert(mailOutbox).values({
    toAddress: mail.to,
    userId: mail.userId,
    kind: mail.kind,
    subject: mail.subject,
    body: mail.body,
    link: mail.link,
    createdAt: new Date(now),
  })
}

/** Newest first; `to` matches case-insensitively. */
export const listMail = async (db: Db, filter: { readonly to?: string | null; readonly limit: number }): Promise<StoredMail[]> => {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(filter.to ? eq(sql`lower(${mailOutbox.toAddress})`, filter.to.trim().toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(filter.limit)
  return rows.map((r) => ({
    id: r.id,
    to: r.toAddress,
    userId: r.userId,
    kind: r.kind,
    subject: r.subject,
    body: r.body,
    link: r.link,
    createdAt: r.createdAt.getTime(),
  }))
}
