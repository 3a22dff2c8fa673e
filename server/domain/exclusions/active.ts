/**
 * The time-out or self-exclusion in force for a user at an instant, if any (the later-ending one
 * when several overlap). Read by every enforcement point through restrictions/index.ts.
 */
import { and, desc, eq, gt, isNull, lte } from "drizzle-orm"
import type { Db } from "../../db/connect.js"
import { gamblingExclusions } from "../../db/schema.js"

export type ExclusionKind = "timeout" | "self_exclusion"

export interface ActiveExclusion {
  readonly id: number
  readonly kind: ExclusionKind
  readonly source: "USER" | "OPERATOR"
  readonly period: string
  readonly startsAt: number
  readonly endsAt: number
}

export const activeExclusion = async (db: Db, userId: number, at: number): Promise<ActiveExclusion | null> => {
  const [row] = await db
    .select()
    .from(gamblingExclusions)
    .where(
      and(
        eq(gamblingExclusions.userId, userId),
        isNull(gamblingExclusions.liftedAt),
        lte(gamblingExclusions.startsAt, new Date(at)),
        gt(gamblingExclusions.endsAt, new Date(at)),
      ),
    )
    .orderBy(desc(gamblingExclusions.endsAt))
    .limit(1)
  if (!row) return null
  return {
    id: row.id,
    kind: row.kind === "self_exclusion" ? "self_exclusion" : "timeout",
    source: row.source === "OPERATOR" ? "OPERATOR" : "USER",
    period: row.period,
    startsAt: row.startsAt.getTime(),
    endsAt: row.endsAt.getTime(),
  }
}
