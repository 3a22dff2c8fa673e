/**
 * Feature flags (spec §4 "Feature flags"): from the site config's `features`, or from the query of
 * the first page the app opened on (`?USER_REVIEWS=true`), the query winning.
 *
 * Owns: the first page's overrides (FlagsState). Handles: AppStarted. The config's values are read
 * from the site slice, never copied (derived values are not stored).
 *
 * Invariants:
 * - only the flags the spec names can be overridden from the query, and only by `true` or `false`
 *   (any other value, or another parameter, is ignored), so a stray `?modal=` is never a flag;
 * - overrides come from the first page only: a later navigation to `?USER_REVIEWS=true` changes
 *   nothing (a tester sets them by opening the app on such a URL);
 * - every flag the spec names has a value: what the query says, else the config, else its default.
 *   The products are on unless switched off; everything else is off unless switched on, so
 *   /about and /jobs show "only when the feature is on" (spec §2.1).
 */
import type { AppStarted, Reducer } from "../kernel/index.js"

export const FEATURE_FLAGS = [
  "USER_REVIEWS",
  "MARKETING_PREFERENCES_AS_CHANNELS_UI",
  "BETBUILDERV2",
  "SHOW_REMINDER_MODALS",
  "PRODUCT_SPORTS",
  "PRODUCT_CASINO",
  "PRODUCT_VIRTUALS",
  "HAS_RUNDOWN",
  "about-page",
  "jobs-page",
] as const
export type FeatureFlag = (typeof FEATURE_FLAGS)[number]

/** What a flag is when neither the query nor the config sets it. */
export const FEATURE_DEFAULTS: Readonly<Record<FeatureFlag, boolean>> = {
  USER_REVIEWS: false,
  MARKETING_PREFERENCES_AS_CHANNELS_UI: false,
  BETBUILDERV2: false,
  SHOW_REMINDER_MODALS: false,
  PRODUCT_SPORTS: true,
  PRODUCT_CASINO: true,
  PRODUCT_VIRTUALS: true,
  HAS_RUNDOWN: false,
  "about-page": false,
  "jobs-page": false,
}

export type Features = Readonly<Record<string, boolean>>

export interface FlagsState {
  /** The flags the first page's query set. */
  readonly fromQuery: Readonly<Partial<Record<FeatureFlag, boolean>>>
}

export const initialFlags: FlagsState = { fromQuery: {} }

const isFlag = (name: string): name is FeatureFlag => (FEATURE_FLAGS as ReadonlyArray<string>).includes(name)

/** The flags a page's query sets: spec-named flags whose value is `true` or `false`. */
export const flagsFromQuery = (search: string): Partial<Record<FeatureFlag, boolean>> => {
  const out: Partial<Record<FeatureFlag, boolean>> = {}
  for (const [name, raw] of new URLSearchParams(search)) {
    const value = raw.trim().toLowerCase()
    if (isFlag(name) && (value === "true" || value === "false")) out[name] = value === "true"
  }
  return out
}

/**
 * Every flag's value: defaults, then the config's `features` (which may carry flags this client
 * does not know, passed on as they are), then the first page's query.
 */
export const resolveFeatures = (config: Features | null | undefined, fromQuery: FlagsState["fromQuery"]): Features =>
  ({ ...FEATURE_DEFAULTS, ...(config ?? {}), ...fromQuery })

export const reduceFlags: Reducer<FlagsState, AppStarted> = (state, event) => {
  if (event._tag !== "AppStarted") return [state, []]
  const fromQuery = flagsFromQuery(event.location.search)
  return Object.keys(fromQuery).length === 0 && Object.keys(state.fromQuery).length === 0 ? [state, []] : [{ fromQuery }, []]
}
