/**
 * The CHECK constraints the schema files repeat, written once. Each renders exactly the SQL the
 * migrations already hold (`"t"."status" in ('a', 'b')`, `"t"."amount" > 0`): changing that text
 * would make drizzle-kit want a migration for nothing.
 */
import { sql, type SQLWrapper } from "drizzle-orm"
import { check } from "drizzle-orm/pg-core"

/** A text column that takes only the listed values (a status, a kind, a source). */
export const oneOf = (name: string, column: SQLWrapper, values: readonly string[]) =>
  check(name, sql`${column} in ${sql.raw(`(${values.map((v) => `'${v}'`).join(", ")})`)}`)

/** An amount that is never zero or below (minor units). */
export const positive = (name: string, column: SQLWrapper) => check(name, sql`${column} > 0`)
