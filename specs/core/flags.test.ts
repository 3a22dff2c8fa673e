/** spec §4 "Feature flags": from config or from first-page query parameters (true/false); the query wins. */
import { describe, expect, it } from "vitest"
import { selectFeature, selectFeatures } from "../../core/app/selectors.js"
import { FEATURE_FLAGS, flagsFromQuery } from "../../core/flags/flags.js"
import { aSiteConfig, appStarted, harness } from "./harness.js"

const boot = (search: string, features: Record<string, boolean> | null) => {
  const h = harness()
  h.send(appStarted({ location: { path: "/", search } }))
  if (features) h.send({ _tag: "SiteConfigLoaded", requestId: "r", config: aSiteConfig({ features }) })
  return h
}

describe("feature flags (spec §4)", () => {
  it.each([
    ["off by default", "", {}, "USER_REVIEWS", false],
    ["from config", "", { USER_REVIEWS: true }, "USER_REVIEWS", true],
    ["from the first page's query", "?USER_REVIEWS=true", {}, "USER_REVIEWS", true],
    ["the first page's query overrides config (false over true)", "?BETBUILDERV2=false", { BETBUILDERV2: true }, "BETBUILDERV2", false],
    ["the first page's query overrides config (true over false)", "?SHOW_REMINDER_MODALS=true", { SHOW_REMINDER_MODALS: false }, "SHOW_REMINDER_MODALS", true],
    ["a value other than true/false is ignored", "?USER_REVIEWS=yes", { USER_REVIEWS: false }, "USER_REVIEWS", false],
    ["TRUE in capitals reads as true", "?MARKETING_PREFERENCES_AS_CHANNELS_UI=TRUE", {}, "MARKETING_PREFERENCES_AS_CHANNELS_UI", true],
    ["route feature PRODUCT_SPORTS is on unless switched off", "", {}, "PRODUCT_SPORTS", true],
    ["route feature PRODUCT_CASINO switched off by config", "", { PRODUCT_CASINO: false }, "PRODUCT_CASINO", false],
    ["route feature PRODUCT_VIRTUALS switched off by the query", "?PRODUCT_VIRTUALS=false", {}, "PRODUCT_VIRTUALS", false],
    ["route feature HAS_RUNDOWN is off unless switched on", "", {}, "HAS_RUNDOWN", false],
    ["about-page only when on", "?about-page=true", {}, "about-page", true],
    ["jobs-page only when on", "", { "jobs-page": true }, "jobs-page", true],
  ])("%s", (_name, search, features, flag, expected) => {
    const h = boot(search, features)
    expect(selectFeature(flag)(h.store.getState())).toBe(expected)
    expect(selectFeatures(h.store.getState())[flag]).toBe(expected)
  })

  it("before the config arrives, the query and the defaults already answer", () => {
    const h = boot("?USER_REVIEWS=true", null)
    expect(selectFeature("USER_REVIEWS")(h.store.getState())).toBe(true)
    expect(selectFeature("PRODUCT_SPORTS")(h.store.getState())).toBe(true)
  })

  it("only the first page counts: a later page's query changes nothing", () => {
    const h = boot("", {})
    h.send({ _tag: "LocationChanged", location: { path: "/", search: "?USER_REVIEWS=true" } })
    expect(selectFeature("USER_REVIEWS")(h.store.getState())).toBe(false)
  })

  it("every flag the spec names has a value; config flags this client does not know pass through", () => {
    const features = selectFeatures(boot("", { NEW_THING: true }).store.getState())
    for (const flag of FEATURE_FLAGS) expect(typeof features[flag], flag).toBe("boolean")
    expect(features.NEW_THING).toBe(true)
  })

  it("other query parameters are not flags", () => {
    expect(flagsFromQuery("?modal=deposit&NEW_THING=true&USER_REVIEWS=false")).toEqual({ USER_REVIEWS: false })
  })

  it("selectFeatures keeps its identity while nothing it reads changes", () => {
    const h = boot("?USER_REVIEWS=true", {})
    const first = selectFeatures(h.store.getState())
    h.send({ _tag: "HideBalanceToggled" })
    expect(selectFeatures(h.store.getState())).toBe(first)
  })
})
