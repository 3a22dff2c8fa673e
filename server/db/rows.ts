/** Rows of a raw `execute`: PGlite answers { rows }, postgres.js an array. */
export const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []))
