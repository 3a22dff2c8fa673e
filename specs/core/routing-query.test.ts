/** core/routing/query.ts: query strings of locations. */
import { describe, expect, it } from "vitest"
import { parseQuery } from "../../core/routing/query.js"
import { matchDeepLinkTarget } from "../../core/catalogue/match-deep-link.js"

describe("parseQuery", () => {
  it.each<[string, Record<string, string>]>([
    ["", {}],
    ["?", {}],
    ["?modal=deposit", { modal: "deposit" }],
    ["modal=deposit", { modal: "deposit" }],
    ["?a=1&a=2", { a: "2" }],
    ["?redirect=%2Fsports%3Fx%3D1", { redirect: "/sports?x=1" }],
    ["?flag", { flag: "" }],
    ["?q=a+b", { q: "a b" }],
  ])("%j → %j", (search, query) => {
    expect(parseQuery(search)).toEqual(query)
  })

  it("answers a new record each time: one caller's record is not another's", () => {
    expect(parseQuery("")).not.toBe(parseQuery(""))
  })
})

describe("the match deep link's target keeps the rest of the link's query", () => {
  const lookup = { id: 7, slug: "a-v-b", competition_id: 3, competition_slug: "league", game_id: 1 }
  it("drops only the link's own key", () => {
    const target = matchDeepLinkTarget(lookup as never, { id: 1, name: "football", display_type: "match" } as never, "?bid=7,1&utm=x")
    expect(target).toContain("utm=x")
    expect(target).not.toContain("bid=")
  })
})
