/**
 * Query strings of locations and redirect targets.
 *
 * Invariants: a search is "" or starts with "?"; values are written with `encodeURIComponent`
 * (so `/` and `?` inside a `redirect` value are escaped); merging keeps the incoming order and lets
 * the redirect's own keys win (spec §2.1: a template's query "is merged with the route's query").
 */

export type Query = Readonly<Record<string, string>>

const NO_QUERY: Query = Object.freeze({})

/** The last searches parsed, oldest first: an app visits few, and asks about each one often. */
const parsed = new Map<string, Query>()
const PARSED_SEARCHES = 32

/**
 * The query of a search string as a record (the last value of a repeated key wins). A route change
 * has its search parsed by several areas (the modal, match and betslip deep links), and
 * `URLSearchParams` was the costly part of it in the core replay (decision 0019): an empty search
 * answers without it, and the answers for the last searches are kept. They are shared, so frozen.
 */
export const parseQuery = (search: string): Query => {
  if (search === "" || search === "?") return NO_QUERY
  let query = parsed.get(search)
  if (query === undefined) {
    query = Object.freeze(Object.fromEntries(new URLSearchParams(search)))
    if (parsed.size >= PARSED_SEARCHES) parsed.delete(parsed.keys().next().value!)
    parsed.set(search, query)
  }
  return query
}

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
