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

  it("shares its answers frozen: no caller can change the record another caller reads", () => {
    const first = parseQuery("?modal=deposit")
    expect(parseQuery("?modal=deposit")).toBe(first)
    expect(Object.isFrozen(first)).toBe(true)
    expect(Object.isFrozen(parseQuery(""))).toBe(true)
    expect(() => { (first as Record<string, string>).modal = "withdraw" }).toThrow(TypeError)
    expect(parseQuery("?modal=deposit")).toEqual({ modal: "deposit" })
  })

  it("keeps answering right past the searches it keeps", () => {
    const searches = Array.from({ length: 100 }, (_, i) => `?page=${i}&modal=m${i % 7}`)
    for (const round of [1, 2]) {
      for (const [i, search] of searches.entries()) expect(parseQuery(search), `round ${round}`).toEqual({ page: String(i), modal: `m${i % 7}` })
    }
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
