/**
 * Site (spec §4 "Startup", "Maintenance"): the deployment (brand, country, environment), the site
 * config of `geolocation-check`, start-up and the maintenance overlay. See reduce.ts.
 */
import { defineArea, push, SHELL_EVENTS, tagsOf } from "../kernel/index.js"
import { MaintenancePush } from "../model/realtime.js"
import { SITE_ENDPOINTS } from "./endpoints.js"
import { SITE_EVENTS } from "./events.js"
import { initialSite, reduceSite, type SiteState } from "./reduce.js"
import { BRAND_NAMES } from "./brands.js"

export const site = defineArea({
  key: "site", initial: initialSite, reduce: reduceSite, events: SITE_EVENTS, endpoints: SITE_ENDPOINTS,
  handles: [...tagsOf(SITE_EVENTS), ...tagsOf(SHELL_EVENTS), "SessionOpened", "MaintenanceEntered", "StartupSettled"],
  pushes: { maintenance: push(MaintenancePush, ({ active }) => ({ _tag: "MaintenancePushed", active })) },
})

export type SiteRoot = { readonly site: SiteState }

export const selectSiteConfig = (s: SiteRoot) => s.site.config
export const selectBrandName = (s: SiteRoot): string => s.site.config?.brand_name ?? BRAND_NAMES[s.site.brand] ?? s.site.brand
export const selectStartupStatus = (s: SiteRoot) => s.site.startup.status
export const selectMaintenanceActive = (s: SiteRoot): boolean => s.site.maintenance.active
export const selectMaintenanceRetryMs = (s: SiteRoot): number => s.site.maintenance.retryDelayMs
export const selectIsProduction = (s: SiteRoot): boolean => s.site.environment === "production"
export const selectLocation = (s: SiteRoot) => s.site.location

export { BRAND_NAMES, DEFAULT_BRAND, SPECIAL_BRAND } from "./brands.js"
export { configs, geolocationCheck } from "./endpoints.js"
export { ConfigsLoaded, MaintenanceOverridesReset, MaintenancePushed, SiteConfigLoaded, type MaintenanceEntered, type StartupSettled } from "./events.js"
export * from "./locale.js"
export {
  initialSite, MAINTENANCE_RETRY_CAP_MS, MAINTENANCE_RETRY_START_MS, MAINTENANCE_RETRY_STEP_MS, MAINTENANCE_TIMER, nextRetryDelay,
  STARTUP_TIMEOUT_MS, STARTUP_TIMER, type SiteState, type StartupTask,
} from "./reduce.js"
