/**
 * PersonalDetailsFlow before a first deposit (spec §2.10): the deposit tab asks a bettor who has never
 * deposited to check their details, and nobody else.
 */
import { describe, expect, it } from "vitest"
import { selectDetailsCheckBeforeFirstDeposit } from "../../core/cashier/index.js"
import { initialState, type AppState } from "../../core/app/state.js"
import { aUser } from "./harness.js"

const withUser = (user: AppState["session"]["user"]): AppState => ({ ...initialState, session: { ...initialState.session, user } })

describe("the details check before a first deposit", () => {
  it.each([
    ["a bettor who has never deposited", withUser(aUser({ deposited: false })), true],
    ["a bettor who has deposited", withUser(aUser({ deposited: true })), false],
    ["a visitor", withUser(null), false],
  ])("%s: asked %s", (_name, state, asked) => {
    expect(selectDetailsCheckBeforeFirstDeposit(state)).toBe(asked)
  })
})
