/**
 * Betslip settings (spec §2.10, issue 20): the standing price-change rule the server applies at
 * placement, table-tested on the rule itself, property-tested (the rule never takes a shorter price
 * under "higher"), and on the ledger (PGlite, and PostgreSQL with TEST_DATABASE_URL): a price that
 * moves before placement, and one that moves while an in-play bet sits in its delay (a placement
 * racing a price move), is taken or refused as the bettor's rule says; the receipt carries the
 * price taken and the stake is debited once. Settings save, validate and read back, over HTTP too
 * (GET/PUT v1 sportsbook/settings: decimal money on the wire, 401 without a session, 400 with a
 * public_message and the fields for bad stakes).
 */
import fc from "fast-check"
import { beforeAll, describe, expect, it } from "vitest"
import type { PriceChangeRule } from "../../core/model/sportsbook.js"
import { decimalRatio } from "../../core/odds/index.js"
import { PlaceError, placeBets, type PlaceContext } from "../../server/domain/betting/place.js"
import { balanceOfAccount } from "../../server/domain/ledger/postings.js"
import { acceptsMove, readBetslipSettings, saveBetslipSettings, settingsProblems } from "../../server/domain/sportsbook/settings.js"
import { placeFailureOf as failureOf, newFundedUser, placeRequest as request, placementOn, singleBet as single } from "./betting-support.js"
import { databaseTargets, register, TEST_NOW } from "./support.js"
import { suiteServer } from "./suite-server.js"
import { ledgerTotal, migratedDatabase } from "./suite-database.js"

const r = (f: string) => decimalRatio(f)!

describe("the price-change rule", () => {
  it.each([
    // rule, shown, now, taken
    ["any", "2/1", "5/2", true],
    ["any", "2/1", "6/4", true],
    ["higher", "2/1", "5/2", true],
    ["higher", "2/1", "6/4", false],
    ["higher", "1/1", "1/1", false],
    ["ask", "2/1", "5/2", false],
    ["ask", "2/1", "6/4", false],
  ] as const)("%s: shown %s, now %s → taken %s", (rule, shown, now, taken) => {
    expect(acceptsMove(rule, r(shown), r(now))).toBe(taken)
  })

  it("under 'higher' a price is taken exactly when it pays more; 'any' takes all, 'ask' none", () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 100 }), (a, b, c, d) => {
      const sent = r(`${a}/${b}`)
      const now = r(`${c}/${d}`)
      expect(acceptsMove("higher", sent, now)).toBe(c / d > a / b + 1e-12 || (c * b > a * d))
      expect(acceptsMove("any", sent, now)).toBe(true)
      expect(acceptsMove("ask", sent, now)).toBe(false)
    }))
  })

  it("settings are checked: stakes positive and at most £100,000, at most four quick stakes", () => {
    expect(settingsProblems({ price_changes: "any", default_stake: 500, quick_stakes: [100, 200] })).toEqual({})
    expect(settingsProblems({ price_changes: "any", default_stake: 0, quick_stakes: [100, 200, 300, 400, 500] })).toEqual({ default_stake: "field.invalid", quick_stakes: "field.invalid" })
  })
})


describe.each(databaseTargets())("price changes at placement on $name", (target) => {
  const database = migratedDatabase(target)
  let now = TEST_NOW
  const { world, ctx } = placementOn(database, () => now)
  const userWith = async (rule: PriceChangeRule | null) => {
    const user = await newFundedUser(database.db, 10_000)
    if (rule) await saveBetslipSettings(database.db, user.userId, { price_changes: rule, default_stake: 250, quick_stakes: [100, 500] }, now)
    return user
  }

  it("settings save and read back; a bettor without any reads the defaults (ask every time)", async () => {
    const { userId } = await userWith(null)
    // Never saved: ask every time, and the brand's stakes (null and [], which the client fills in).
    expect(await readBetslipSettings(database.db, userId)).toEqual({ price_changes: "ask", default_stake: null, quick_stakes: [] })
    await saveBetslipSettings(database.db, userId, { price_changes: "higher", default_stake: 200, quick_stakes: [100, 300] }, now)
    expect(await readBetslipSettings(database.db, userId)).toEqual({ price_changes: "higher", default_stake: 200, quick_stakes: [100, 300] })
    await saveBetslipSettings(database.db, userId, { price_changes: "any", default_stake: null, quick_stakes: [] }, now)
    expect(await readBetslipSettings(database.db, userId)).toEqual({ price_changes: "any", default_stake: null, quick_stakes: [] })
  })

  it.each([
    // rule, price now (shown 2/1), placed?
    ["ask", "5/2", false],
    ["ask", "7/4", false],
    ["higher", "5/2", true],
    ["higher", "7/4", false],
    ["any", "7/4", true],
    ["any", "5/2", true],
  ] as const)("rule %s, shown 2/1, price now %s: placed %s (at the price now), else ODDSCHANGED and nothing debited", async (rule, moved, placed) => {
    const { userId, cash } = await userWith(rule)
    const [num, den] = moved.split("/").map(Number) as [number, number]
    world.contracts.get(302)!.price = { num, den }
    try {
      const attempt = placeBets(ctx, userId, request(single(302, 30, "2/1", 1000)), `k-${rule}-${moved}`)
      if (placed) {
        const [receipt] = await attempt
        expect(receipt!.bet_legs[0]!.prices?.fractional).toBe(moved)
        expect(receipt!.potential).toBe(Math.floor(1000 * (1 + num / den)))
        expect(await balanceOfAccount(database.db, cash.id)).toBe(9_000)
      } else {
        const failure = await failureOf(attempt)
        expect(failure.kind).toBe("odds_changed")
        expect(await balanceOfAccount(database.db, cash.id)).toBe(10_000)
      }
    } finally {
      world.contracts.get(302)!.price = { num: 2, den: 1 }
    }
    expect(await ledgerTotal(database.db)).toBe(0)
  })

  it("a placement racing a price move: the price moves while the in-play bet waits in its delay; the rule decides at the re-check", async () => {
    const race = async (rule: PriceChangeRule, to: { num: number; den: number }, key: string) => {
      const { userId, cash } = await userWith(rule)
      let moved = false
      const racing: PlaceContext = {
        ...ctx,
        pause: async () => {
          if (!moved) world.contracts.get(801)!.price = to
          moved = true
          now += 500
        },
      }
      try {
        return { result: await placeBets(racing, userId, request(single(801, 80, "1/1", 100)), key).then((r) => r, (e: unknown) => (e instanceof PlaceError ? e.failure : Promise.reject(e))), cash }
      } finally {
        world.contracts.get(801)!.price = { num: 1, den: 1 }
      }
    }
    const longer = await race("higher", { num: 6, den: 5 }, "k-race-higher-up")
    expect(Array.isArray(longer.result) && longer.result[0]!.bet_legs[0]!.prices?.fractional).toBe("6/5")
    expect(await balanceOfAccount(database.db, longer.cash.id)).toBe(9_900)
    const shorter = await race("higher", { num: 4, den: 5 }, "k-race-higher-down")
    expect(!Array.isArray(shorter.result) && shorter.result.kind).toBe("odds_changed")
    expect(await balanceOfAccount(database.db, shorter.cash.id)).toBe(10_000)
    const any = await race("any", { num: 4, den: 5 }, "k-race-any")
    expect(Array.isArray(any.result) && any.result[0]!.bet_legs[0]!.prices?.fractional).toBe("4/5")
    const ask = await race("ask", { num: 6, den: 5 }, "k-race-ask")
    expect(!Array.isArray(ask.result) && ask.result.kind).toBe("odds_changed")
    expect(await ledgerTotal(database.db)).toBe(0)
  })
})

describe.each(databaseTargets())("GET/PUT sportsbook/settings over HTTP on $name", (target) => {
  const t = suiteServer(target)
  let token: string
  beforeAll(async () => {
    token = (await register(t.api())).token
  })

  it("needs a session; answers the defaults, saves and reads back (money decimal on the wire)", async () => {
    expect((await t.api().call("GET", "/api/v1/sportsbook/settings")).status).toBe(401)
    const fresh = await t.api().call("GET", "/api/v1/sportsbook/settings", { token })
    expect([fresh.status, fresh.body]).toEqual([200, { price_changes: "ask", default_stake: null, quick_stakes: [] }])
    const saved = await t.api().call("PUT", "/api/v1/sportsbook/settings", { token, body: { price_changes: "higher", default_stake: 2.5, quick_stakes: [1, 5] } })
    expect([saved.status, saved.body]).toEqual([200, { price_changes: "higher", default_stake: 2.5, quick_stakes: [1, 5] }])
    expect((await t.api().call("GET", "/api/v1/sportsbook/settings", { token })).body).toEqual({ price_changes: "higher", default_stake: 2.5, quick_stakes: [1, 5] })
  })

  it.each([
    ["a stake of 0", { price_changes: "any", default_stake: 0, quick_stakes: [] }, ["default_stake"]],
    ["five quick stakes", { price_changes: "any", default_stake: null, quick_stakes: [1, 2, 3, 4, 5] }, ["quick_stakes"]],
    ["a quick stake above £100,000", { price_changes: "any", default_stake: null, quick_stakes: [100_000.01] }, ["quick_stakes"]],
    ["an unknown rule", { price_changes: "sometimes", default_stake: null, quick_stakes: [] }, null],
  ])("refuses %s: 400 with a public_message (and the fields)", async (_, body, fields) => {
    const reply = await t.api().call("PUT", "/api/v1/sportsbook/settings", { token, body })
    expect(reply.status).toBe(400)
    expect(typeof reply.body.public_message).toBe("string")
    if (fields) expect(Object.keys(reply.body.fields ?? {})).toEqual(fields)
  })
})
