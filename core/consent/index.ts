/** Cookie consent (spec §4 "Cookie consent", §9 cookie lifetimes). See consent.ts. */
import { defineArea } from "../kernel/index.js"
import { ConsentGiven, initialConsent, reduceConsent } from "./consent.js"

export const consent = defineArea({
  key: "consent", initial: initialConsent, reduce: reduceConsent, events: [ConsentGiven],
  handles: ["ConsentGiven", "AppStarted", "SiteConfigLoaded"],
})

export * from "./consent.js"
