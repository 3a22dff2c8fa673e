/** The site's calls (spec §7): the geolocation check that answers the site config, and the store's configs. */
import { defineEndpoint, fixed, eventWith } from "../kernel/index.js"
import { Configs, SiteConfig } from "../model/site.js"

export const geolocationCheck = defineEndpoint<{ readonly retry: boolean }>()({
  name: "geolocationCheck", method: "GET", path: fixed("geolocation-check"),
  response: SiteConfig, cancelInFlight: false, toEvent: eventWith("SiteConfigLoaded", "config"),
})

export const configs = defineEndpoint()({
  name: "configs", method: "GET", path: fixed("/v0/configs"),
  response: Configs, cancelInFlight: false, toEvent: eventWith("ConfigsLoaded", "configs"),
})

export const SITE_ENDPOINTS = { geolocationCheck, configs }
