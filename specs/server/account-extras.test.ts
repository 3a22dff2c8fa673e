/**
 * The account's later calls against the real server and database (PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set): the review answers and the reminder that asks for one, the address
 * lookup and the saved address, and the affiliate attribution.
 */
import { readFileSync, writeFileSync, mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { DEFAULT_SITES_FILE } from "../../server/domain/site/sites.js"
import { REVIEW_DEFER_DAYS, REVIEW_FIRST_ASK_DAYS } from "../../server/domain/account/reviews.js"
import { databaseTargets, register, startTestServer } from "./support.js"
import { suiteServer } from "./suite-server.js"

describe.each(databaseTargets())("account extras on $name", (target) => {
  const t = suiteServer(target)

  const reminders = async (token: string) => {
    const reply = await t.api().call("GET", "/api/v0/sessions/reminder", { token })
    expect(reply.status).toBe(200)
    return (reply.body as { reminders: Array<{ type: string; interval_starts_at: string; interval_days: number }> }).reminders
  }

  describe("reviews and the review reminder", () => {
    it("asks first a few days after the account opens; 'not now' (an empty body) restarts the wait; a completed review ends it", async () => {
      const opened = t.clock()
      const { token } = await register(t.api())
      expect(await reminders(token)).toEqual([{ type: "review", interval_starts_at: new Date(opened).toISOString(), interval_days: REVIEW_FIRST_ASK_DAYS }])

      t.clock.advance(60_000)
      const deferredAt = t.clock()
      // The spec's empty body: no body and no Content-Type at all.
      const deferred = await t.api().call("POST", "/api/v0/users/reviews/deferred", { token })
      expect(deferred.status).toBe(200)
      expect(await reminders(token)).toEqual([{ type: "review", interval_starts_at: new Date(deferredAt).toISOString(), interval_days: REVIEW_DEFER_DAYS }])

      const completed = await t.api().call("POST", "/api/v0/users/reviews/completed", { token, body: { rating: 4, feedback: "Quick cash-outs." } })
      expect(completed.status).toBe(200)
      expect(await reminders(token)).toEqual([])
      // A later "not now" does not bring the question back.
      await t.api().call("POST", "/api/v0/users/reviews/deferred", { token, body: {} })
      expect(await reminders(token)).toEqual([])
    })

    it("takes an empty completed body, and refuses a rating outside 1–5 or feedback past 500 characters with a public_message", async () => {
      const { token } = await register(t.api())
      expect((await t.api().call("POST", "/api/v0/users/reviews/completed", { token, body: {} })).status).toBe(200)
      for (const body of [{ rating: 0 }, { rating: 6 }, { rating: 2.5 }, { feedback: "x".repeat(501) }]) {
        const refused = await t.api().call("POST", "/api/v0/users/reviews/completed", { token, body })
        expect(refused.status, JSON.stringify(body)).toBe(400)
        expect((refused.body as { public_message: string }).public_message).toEqual(expect.any(String))
      }
      expect((await t.api().call("POST", "/api/v0/users/reviews/completed", { token, body: { feedback: "x".repeat(500) } })).status).toBe(200)
    })

    it("needs a session", async () => {
      expect((await t.api().call("GET", "/api/v0/sessions/reminder")).status).toBe(401)
      expect((await t.api().call("POST", "/api/v0/users/reviews/deferred", { body: {} })).status).toBe(401)
    })
  })

  describe("address lookup and the saved address", () => {
    it("finds the built-in table's addresses however the postcode is typed, and none for an unknown one", async () => {
      const { token } = await register(t.api())
      const found = await t.api().call("GET", "/api/v0/addresses/lookup?postcode=ec1a1bb", { token })
      expect(found.status).toBe(200)
      const addresses = (found.body as { addresses: Array<Record<string, unknown>> }).addresses
      expect(addresses).toHaveLength(3)
      for (const a of addresses) expect(a).toMatchObject({ postcode: "EC1A 1BB", country_code: "GB", city: "London" })
      const unknown = await t.api().call("GET", "/api/v0/addresses/lookup?postcode=ZZ9%209ZZ", { token })
      expect(unknown.body).toEqual({ addresses: [] })
    })

    it("refuses what is not a postcode with a public_message", async () => {
      const { token } = await register(t.api())
      for (const postcode of ["", "hello", "SW1A 1AA; drop table", "1234567890123"]) {
        const refused = await t.api().call("GET", `/api/v0/addresses/lookup?postcode=${encodeURIComponent(postcode)}`, { token })
        expect(refused.status, postcode).toBe(400)
        expect((refused.body as { public_message: string }).public_message).toContain("postcode")
      }
    })

    it("saves the chosen address on the user (normalised), replaces it when another is chosen, and refuses a bad one", async () => {
      const { token } = await register(t.api())
      const saved = await t.api().call("PUT", "/api/v0/users/address", {
        token,
        body: { address1: " 12 King Street ", address2: "", city: "London", postcode: "ec1a1bb", country_code: "gb" },
      })
      expect(saved.status).toBe(200)
      expect((saved.body as { address: unknown }).address).toMatchObject({ address1: "12 King Street", address2: null, city: "London", postcode: "EC1A 1BB", country_code: "GB" })
      const moved = await t.api().call("PUT", "/api/v0/users/address", {
        token,
        body: { address1: "9 Park Row", address2: null, city: "Leeds", postcode: "LS1 4AP", country_code: "GB" },
      })
      expect(moved.status).toBe(200)
      const user = await t.api().call("GET", "/api/v0/users", { token })
      expect((user.body as { address: unknown }).address).toMatchObject({ address1: "9 Park Row", city: "Leeds", postcode: "LS1 4AP" })
      for (const body of [
        { address1: "", address2: null, city: "Leeds", postcode: "LS1 4AP", country_code: "GB" },
        { address1: "9 Park Row", address2: null, city: "Leeds", postcode: "not a code", country_code: "GB" },
        { address1: "x".repeat(101), address2: null, city: "Leeds", postcode: "LS1 4AP", country_code: "GB" },
        { address1: "9 Park Row", city: "Leeds", postcode: "LS1 4AP", country_code: "GBR" },
      ]) {
        const refused = await t.api().call("PUT", "/api/v0/users/address", { token, body })
        expect(refused.status, JSON.stringify(body)).toBe(400)
        expect((refused.body as { public_message: string }).public_message).toEqual(expect.any(String))
      }
    })
  })

  describe("affiliate attribution", () => {
    it("records the btag under the configured affiliate id, for a logged-in bettor only", async () => {
      const { token } = await register(t.api())
      const body = { btag: "a_123b_45c_", btag_referral_url: "/sports?btag=a_123b_45c_" }
      expect((await t.api().call("POST", "/api/v0/users/attribute/income-access/register", { body })).status).toBe(401)
      expect((await t.api().call("POST", "/api/v0/users/attribute/income-access/register", { token, body })).status).toBe(200)
      // Again (another device): accepted, the first attribution stays.
      expect((await t.api().call("POST", "/api/v0/users/attribute/income-access/register", { token, body: { ...body, btag: "other" } })).status).toBe(200)
      expect((await t.api().call("POST", "/api/v0/users/attribute/income-access/register", { token, body: { btag: "", btag_referral_url: "/" } })).status).toBe(400)
    })

    it("refuses it when the brand configures no affiliate id", async () => {
      const folder = mkdtempSync(join(tmpdir(), "sites-"))
      const sites = JSON.parse(readFileSync(DEFAULT_SITES_FILE, "utf8")) as { brands: Record<string, { defaults: Record<string, unknown> }> }
      for (const brand of Object.values(sites.brands)) delete brand.defaults.affiliate_id
      const sitesFile = join(folder, "sites.json")
      writeFileSync(sitesFile, JSON.stringify(sites))
      const plain = await startTestServer(target, { sitesFile })
      try {
        const { token } = await register(plain.api())
        const refused = await plain.api().call("POST", "/api/v0/users/attribute/income-access/register", { token, body: { btag: "a_1", btag_referral_url: "/" } })
        expect(refused.status).toBe(400)
      } finally {
        await plain.stop()
      }
    }, 60_000)
  })
})
