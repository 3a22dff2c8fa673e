/**
 * `npm start` rebuilds the UI when what Vite bakes into it changes (scripts/build-ui.ts): the
 * error-reporting settings (VITE_DEPLOYMENT, VITE_ERROR_REPORTING_DSN, VITE_RELEASE; spec §7) and
 * the brand and country. Without them set, the stamp is what it was before they were counted.
 */
import { describe, expect, it } from "vitest"
import { buildEnvStamp } from "../../scripts/build-ui.js"

describe("the build's settings stamp", () => {
  it("is empty when none is set, whatever else the environment holds", () => {
    expect(buildEnvStamp({ PATH: "/usr/bin", VITE_ENVIRONMENT: "production", VITE_DEPLOYMENT: "" })).toBe("")
  })

  it.each([
    [{ VITE_DEPLOYMENT: "uat" }, { VITE_DEPLOYMENT: "production" }],
    [{ VITE_DEPLOYMENT: "uat" }, { VITE_DEPLOYMENT: "uat", VITE_ERROR_REPORTING_DSN: "http://public@127.0.0.1:3000/1" }],
    [{ VITE_RELEASE: "1" }, { VITE_RELEASE: "2" }],
    [{ VITE_BRAND: "a" }, {}],
  ])("differs between %j and %j", (a, b) => {
    expect(buildEnvStamp(a)).not.toBe(buildEnvStamp(b))
  })
})
