/** What views and other areas read of the feature flags (see flags.ts). */
import type { AppState } from "../app/state.js"
import { resolveFeatures, type FeatureFlag, type Features, type FlagsState } from "./flags.js"

let memo: { config: Features | undefined; fromQuery: FlagsState["fromQuery"]; value: Features } | null = null

/**
 * Every flag with its value (query over config over default), as one record. Stable identity while
 * neither the config nor the first page's query changes. Pass it to `resolve` as `features`.
 */
export const selectFeatures = (s: AppState): Features => {
  const config = s.site.config?.features
  if (memo && memo.config === config && memo.fromQuery === s.flags.fromQuery) return memo.value
  const value = resolveFeatures(config, s.flags.fromQuery)
  memo = { config, fromQuery: s.flags.fromQuery, value }
  return value
}

/** Whether a flag is on. */
export const selectFeature = (name: FeatureFlag | (string & {})) => (s: AppState): boolean => selectFeatures(s)[name] === true
