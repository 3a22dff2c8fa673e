/** The site's events: the deployment's config answers, the operator's maintenance, and two internal facts. */
import { Schema } from "effect"
import { at, RequestId } from "../kernel/index.js"
import { Configs, SiteConfig } from "../model/site.js"

export const SiteConfigLoaded = Schema.TaggedStruct("SiteConfigLoaded", { at, requestId: RequestId, config: SiteConfig })
export const ConfigsLoaded = Schema.TaggedStruct("ConfigsLoaded", { at, requestId: RequestId, configs: Configs })
export const MaintenancePushed = Schema.TaggedStruct("MaintenancePushed", { at, active: Schema.Boolean })
export const MaintenanceOverridesReset = Schema.TaggedStruct("MaintenanceOverridesReset", { at })

export const SITE_EVENTS = [SiteConfigLoaded, ConfigsLoaded, MaintenancePushed, MaintenanceOverridesReset] as const

/** Internal: the maintenance overlay must show (start-up failed or timed out, a 503, the operator). */
export interface MaintenanceEntered {
  readonly _tag: "MaintenanceEntered"
  readonly reason: "startup-failed" | "startup-timeout" | "unavailable" | "operator"
}
/** Internal: start-up's parallel tasks are all done. */
export interface StartupSettled { readonly _tag: "StartupSettled" }

export type SiteEvent = (typeof SITE_EVENTS)[number]["Type"] | MaintenanceEntered | StartupSettled
