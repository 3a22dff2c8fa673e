/**
 * Restrictions (spec §4, §6) and the one enforcement check (server/domain/restrictions): each key
 * forbids exactly the actions of its row, a time-out or self-exclusion forbids log-in, bets, casino
 * and deposits until it ends, and User.restrictions reports the server's rows. PGlite, and
 * PostgreSQL with TEST_DATABASE_URL.
 */
import { describe, expect, it } from "vitest"
import { gamblingExclusions } from "../../server/db/schema.js"
import { loadUserView } from "../../server/domain/accounts/user-view.js"
import {
  assertMayGamble, clearRestriction, mayGamble, RESTRICTION_KEYS, restrictionsOf, setRestriction, type GambleAction, type RestrictionKey,
} from "../../server/domain/restrictions/index.js"
import { ApiError } from "../../server/http/errors.js"
import { refusedWith } from "../support/refused-with.js"
import { newFundedUser } from "./betting-support.js"
import { databaseTargets, TEST_NOW } from "./support.js"
import { migratedDatabase } from "./suite-database.js"

const ACTIONS: ReadonlyArray<GambleAction> = ["login", "bet", "casino", "deposit", "withdraw"]
const DAY = 86_400_000

/** The table the issue asks for: what each restriction key stops (x = refused). */
const TABLE: Readonly<Record<RestrictionKey, string>> = {
  //                   login bet casino deposit withdraw
  bet:                 ". x x . .",
  deposit:             ". . . x .",
  withdraw:            ". . . . x",
  email:               ". . . . x",
  free_play:           ". . . x x",
  upgrade_required:    ". x x x x",
  initial_kyc_pending: ". x x x x",
  manual_kyc_required: ". x x x x",
}

const errorOf = (promise: Promise<unknown>): Promise<ApiError> => refusedWith(promise, ApiError, "a refusal")

for (const target of databaseTargets()) {
  describe(`restrictions on ${target.name}`, () => {
    const database = migratedDatabase(target)

    it("the table covers every restriction key of spec §4", () => {
      expect(Object.keys(TABLE).sort()).toEqual([...RESTRICTION_KEYS].sort())
    })

    for (const key of RESTRICTION_KEYS) {
      it(`${key}: refuses exactly ${TABLE[key]} and reads back in User.restrictions`, async () => {
        const { userId } = await newFundedUser(database.db, 0)
        await setRestriction(database.db, userId, key, "verify", TEST_NOW)
        const refused = await Promise.all(ACTIONS.map(async (a) => ((await mayGamble(database.db, userId, a, TEST_NOW)) ? "." : "x")))
        expect(refused.join(" ")).toBe(TABLE[key])
        expect(await restrictionsOf(database.db, userId)).toEqual({ [key]: { reason: "verify", created_at: TEST_NOW } })
        expect((await loadUserView(database.db, userId, null, TEST_NOW))!.restrictions).toEqual({ [key]: { reason: "verify", created_at: TEST_NOW } })
        await setRestriction(database.db, userId, key, "upload_documents", TEST_NOW + 1)
        expect((await restrictionsOf(database.db, userId))[key]!.reason).toBe("upload_documents")
        expect(await clearRestriction(database.db, userId, key, TEST_NOW)).toBe(true)
        expect(await clearRestriction(database.db, userId, key, TEST_NOW)).toBe(false)
        for (const a of ACTIONS) expect(await mayGamble(database.db, userId, a, TEST_NOW)).toBe(true)
      })
    }

    it("the refusals carry the spec's keys: BET_RESTRICTED, DEPOSIT_RESTRICTED, WITHDRAW_RESTRICTED, CASINO_RESTRICTED (403)", async () => {
      const { userId } = await newFundedUser(database.db, 0)
      await setRestriction(database.db, userId, "manual_kyc_required", "verify", TEST_NOW)
      const keys = await Promise.all((["bet", "deposit", "withdraw", "casino"] as const).map(async (a) => (await errorOf(assertMayGamble(database.db, userId, a, TEST_NOW))).options.messageKey))
      expect(keys).toEqual(["BET_RESTRICTED", "DEPOSIT_RESTRICTED", "WITHDRAW_RESTRICTED", "CASINO_RESTRICTED"])
      expect((await errorOf(assertMayGamble(database.db, userId, "bet", TEST_NOW))).status).toBe(403)
    })

    for (const kind of ["timeout", "self_exclusion"] as const) {
      it(`${kind}: log-in, bets, casino and deposits refused until its end (to the millisecond), withdrawals not`, async () => {
        const { userId } = await newFundedUser(database.db, 0)
        const endsAt = TEST_NOW + 2 * DAY
        await database.db.insert(gamblingExclusions).values({ userId, kind, source: "USER", period: "2", startsAt: new Date(TEST_NOW), endsAt: new Date(endsAt), createdAt: new Date(TEST_NOW) })
        for (const at of [TEST_NOW, endsAt - 1]) {
          const allowed = await Promise.all(ACTIONS.map((a) => mayGamble(database.db, userId, a, at)))
          expect(allowed).toEqual([false, false, false, false, true])
        }
        const error = await errorOf(assertMayGamble(database.db, userId, "login", TEST_NOW))
        expect(error.options.messageKey).toBe(kind === "timeout" ? "TIMED_OUT" : "SELF_EXCLUDED")
        expect(error.options.vars?.until).toBe("24/11/2026 12:00")
        expect(await mayGamble(database.db, userId, "before" as GambleAction, TEST_NOW - 1)).toBe(true)
        for (const a of ACTIONS) expect(await mayGamble(database.db, userId, a, endsAt)).toBe(true)
      })
    }
  })
}
