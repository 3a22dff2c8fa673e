/**
 * Non-production overrides (spec §6): a tester points the client at another API or socket, poses
 * as another country, or forces an odds format, through the query parameters `apiUrl`, `wsUrl`,
 * `country`, `oddsFormat` or the same values in local storage. A query parameter is persisted, so
 * the override survives navigation and reloads; an empty one (`?apiUrl=`) clears it. Production
 * ignores both sources: a crafted link must not redirect a bettor's session to another server.
 */
import type { Environment } from "../core/app/events.js"
import type { OddsFormat } from "../core/model/primitives.js"
import type { AppStorage, StorageName } from "./storage/storage.js"

export interface Overrides {
  readonly apiUrl: string | null
  readonly wsUrl: string | null
  readonly country: string | null
  readonly oddsFormat: OddsFormat | null
}

export const NO_OVERRIDES: Overrides = { apiUrl: null, wsUrl: null, country: null, oddsFormat: null }

const PARAMS: ReadonlyArray<readonly [keyof Overrides, StorageName]> = [
  ["apiUrl", "apiUrlOverride"],
  ["wsUrl", "wsUrlOverride"],
  ["country", "countryOverride"],
  ["oddsFormat", "oddsFormatOverride"],
]

/** The search string without the override parameters, so a reload does not set them again. */
export const withoutOverrideParams = (search: string): string => {
  const params = new URLSearchParams(search)
  for (const [name] of PARAMS) params.delete(name)
  const rest = params.toString()
  return rest === "" ? "" : `?${rest}`
}

/** The value in its canonical form, or null when it is not a usable value for that override. */
const normalise = (name: keyof Overrides, raw: string): string | null => {
  const value = raw.trim()
  if (value === "") return null
  switch (name) {
    case "country":
      return /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : null
    case "oddsFormat":
      return value === "decimal" || value === "fractional" ? value : null
    default:
      return /^(https?|wss?):\/\/|^\//i.test(value) ? value : null
  }
}

export const readOverrides = (search: string, storage: AppStorage, environment: Environment): Overrides => {
  if (environment === "production") return NO_OVERRIDES
  const query = new URLSearchParams(search)
  const out: Record<keyof Overrides, string | null> = { apiUrl: null, wsUrl: null, country: null, oddsFormat: null }
  for (const [name, key] of PARAMS) {
    const fromQuery = query.get(name)
    if (fromQuery !== null) {
      const value = normalise(name, fromQuery)
      // An empty or unusable query value clears the stored override rather than keeping a stale one.
      storage.set(key, value)
      out[name] = value
      continue
    }
    const stored = storage.get(key)
    out[name] = stored === null ? null : normalise(name, stored)
  }
  return { ...out, oddsFormat: out.oddsFormat as OddsFormat | null }
}
