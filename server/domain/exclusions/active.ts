/**
 * The time-out or self-exclusion in force for a user at an instant, if any (the later-ending one
 * when several overlap). Read by every enforcement point through restrictions/index.ts.
 */
import { sql, type SQL } from "drizzle-orm"
import type { Db } from "../../db/connect.js"
import { instant, type Arg } from "../../db/compiled.js"
import { rowsOf } from "../../db/rows.js"
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

/**
 * The exclusion in force as one SQL value (a JSON object, or null), so an enforcement point can read
 * it in the same statement as its other facts (restrictions/index.ts, placement). Times in epoch ms.
 */
export const activeExclusionSql = (userId: Arg<number>, at: Arg<number>): SQL<unknown> => sql`(
  select json_build_object(
    'id', e.id, 'kind', e.kind, 'source', e.source, 'period', e.period,
    'starts_at', (extract(epoch from e.starts_at) * 1000)::bigint, 'ends_at', (extract(epoch from e.ends_at) * 1000)::bigint)
    from ${gamblingExclusions} e
   where e.user_id = ${userId} and e.lifted_at is null and e.starts_at <= ${instant(at)} and e.ends_at > ${instant(at)}
   order by e.ends_at desc limit 1)`

interface ExclusionJson {
  readonly id: number
  readonly kind: string
  readonly source: string
  readonly period: string
  readonly starts_at: number | string
  readonly ends_at: number | string
}

/** activeExclusionSql's value as read (a JSON object, its text, or null). */
export const exclusionFrom = (value: unknown): ActiveExclusion | null => {
  if (value === null || value === undefined) return null
  const row = (typeof value === "string" ? JSON.parse(value) : value) as ExclusionJson
  return {
    id: Number(row.id),
    kind: row.kind === "self_exclusion" ? "self_exclusion" : "timeout",
    source: row.source === "OPERATOR" ? "OPERATOR" : "USER",
    period: row.period,
    startsAt: Number(row.starts_at),
    endsAt: Number(row.ends_at),
  }
}

export const activeExclusion = async (db: Db, userId: number, at: number): Promise<ActiveExclusion | null> => {
  const [row] = rowsOf<{ exclusion: unknown }>(await db.execute(sql`select ${activeExclusionSql(userId, at)} as exclusion`))
  return exclusionFrom(row?.exclusion)
}
