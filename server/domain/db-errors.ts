/**
 * Reading PostgreSQL errors through the drivers' wrappers (drizzle wraps the driver's error in
 * `cause`; postgres.js and PGlite name the violated constraint differently).
 */
interface PgErrorLike {
  readonly code?: unknown
  readonly constraint?: unknown
  readonly constraint_name?: unknown
  readonly message?: unknown
  readonly cause?: unknown
}

/** The constraint a unique violation (23505) broke, or null when the error is something else. */
export const uniqueViolation = (error: unknown): string | null => {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const e = current as PgErrorLike
    if (e.code === "23505") {
      const name = e.constraint ?? e.constraint_name
      if (typeof name === "string") return name
      return typeof e.message === "string" ? e.message : "unique"
    }
    current = e.cause
  }
  return null
}

/**
 * The SQLSTATE of a PostgreSQL data exception (class 22: a value past its column's range, text the
 * database cannot store, an invalid date), or null when the error is something else. Such an error
 * comes from a value the request brought, so the HTTP layer answers it 400 (errors.ts).
 */
export const dataException = (error: unknown): string | null => {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const code = (current as PgErrorLike).code
    if (typeof code === "string" && /^22[0-9A-Z]{3}$/.test(code)) return code
    current = (current as PgErrorLike).cause
  }
  return null
}
