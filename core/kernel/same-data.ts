/**
 * Equality of plain data (what JSON can hold: objects, arrays, strings, numbers, booleans, null),
 * as `JSON.stringify(a) === JSON.stringify(b)` answers it except that the order of an object's keys
 * does not matter. A property holding `undefined` counts as absent, as JSON drops it. Rules compare
 * modal props and requests this way on every request; serialising both sides cost ~2 µs a
 * comparison in the core replay (decision 0019).
 */
export const sameData = (a: unknown, b: unknown): boolean => {
  if (a === b) return true
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false
    return true
  }
  if (Array.isArray(b)) return false
  const x = a as Record<string, unknown>
  const y = b as Record<string, unknown>
  let count = 0
  for (const key in x) {
    const value = x[key]
    if (value === undefined) continue
    if (!sameData(value, y[key])) return false
    count++
  }
  for (const key in y) if (y[key] !== undefined) count--
  return count === 0
}
