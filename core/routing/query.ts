/**
 * Query strings of locations and redirect targets.
 *
 * Invariants: a search is "" or starts with "?"; values are written with `encodeURIComponent`
 * (so `/` and `?` inside a `redirect` value are escaped); merging keeps the incoming order and lets
 * the redirect's own keys win (spec §2.1: a template's query "is merged with the route's query").
 */

export type Query = Readonly<Record<string, string>>

/**
 * The query of a search string as a record (the last value of a repeated key wins). Most locations
 * have none, and `URLSearchParams` is the costly part of a route change in the core replay
 * (decision 0019): an empty search answers without it.
 */
export const parseQuery = (search: string): Query => (search === "" || search === "?" ? {} : Object.fromEntries(new URLSearchParams(search)))

/** `?k=v&…` from pairs, or "" when there are none. */
export const formatQuery = (pairs: Iterable<readonly [string, string]>): string => {
  const parts: string[] = []
  for (const [k, v] of pairs) parts.push(`${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
  return parts.length === 0 ? "" : `?${parts.join("&")}`
}

/** Splits `path?search` into its two parts (search keeps its "?"). */
export const splitLocation = (target: string): { readonly path: string; readonly search: string } => {
  const q = target.indexOf("?")
  return q === -1 ? { path: target, search: "" } : { path: target.slice(0, q), search: target.slice(q) }
}

/**
 * `target` (which may carry its own query, as `/?modal=deposit`) with the incoming search merged in:
 * every incoming pair is kept, and the target's own keys replace incoming ones of the same name.
 */
export const withQuery = (target: string, incomingSearch: string): string => {
  const { path, search } = splitLocation(target)
  const merged = new URLSearchParams(incomingSearch)
  for (const [k, v] of new URLSearchParams(search)) merged.set(k, v)
  return path + formatQuery(merged)
}
