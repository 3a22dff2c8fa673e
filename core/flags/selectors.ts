/** What views and other areas read of the feature flags (see flags.ts). */
import { memoLast } from "../kernel/index.js"
import type { SiteRoot } from "../site/index.js"
import { resolveFeatures, type FeatureFlag, type Features, type FlagsState } from "./flags.js"

export type FlagsRoot = SiteRoot & { readonly flags: FlagsState }

/**
 * Every flag with its value (query over config over default), as one record. Stable identity while
 * neither the config nor the first page's query changes. Pass it to `resolve` as `features`.
 */
export const selectFeatures: (s: FlagsRoot) => Features = memoLast(
  (s: FlagsRoot) => [s.site.config?.features, s.flags.fromQuery],
  (s: FlagsRoot) => resolveFeatures(s.site.config?.features, s.flags.fromQuery),
)

/** Whether a flag is on. */
export const selectFeature = (name: FeatureFlag | (string & {})) => (s: FlagsRoot): boolean => selectFeatures(s)[name] === true
