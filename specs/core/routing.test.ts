/**
 * The walking skeleton's routing checks (spec §2.1, §2.3, §2.5, §2.9), kept as the route host's
 * contract. The whole table is in routing-table.test.ts, the guards in routing-guards.test.ts.
 */
import { describe, expect, it } from "vitest"
import { resolve } from "../../core/routing/routes.js"

const visitor = { loggedIn: false, restoring: false }
const bettor = { loggedIn: true, restoring: false }
const at = (path: string, search = "") => ({ path, search })
const pageName = (r: ReturnType<typeof resolve>) => (r._tag === "Page" ? r.route.name : r)

describe("routes (spec §2)", () => {
  it.each([
    ["/", "index", "default"],
    ["/login", "login", "auth"],
    ["/welcome", "welcome", "welcome"],
    ["/auth/signup", "auth.signup", "signup"],
    ["/auth/confirmation", "auth.confirmation", "email-auth"],
    ["/auth/confirmation-failure", "auth.confirmation-failure", "email-auth"],
    ["/auth/password/recover", "auth.password.recover", "auth"],
    ["/auth/password/reset", "auth.password.reset", "auth"],
    ["/logout", "logout", "empty"],
  ])("%s is %s with layout %s", (path, name, layout) => {
    const r = resolve(at(path), visitor)
    expect(r._tag === "Page" && { name: r.route.name, layout: r.route.layout }).toEqual({ name, layout })
  })

  it("/auth redirects to index", () => expect(resolve(at("/auth"), visitor)).toEqual({ _tag: "Redirect", to: "/" }))
  it("/account/login redirects to /login", () => expect(resolve(at("/account/login"), visitor)).toEqual({ _tag: "Redirect", to: "/login" }))
  it("/account (login required) sends visitors to login with redirect holding the full path", () => {
    expect(resolve(at("/account", "?tab=x"), visitor)).toEqual({ _tag: "Redirect", to: "/login?redirect=%2Faccount%3Ftab%3Dx" })
  })
  it("/account shows to a logged-in user", () => expect(pageName(resolve(at("/account"), bettor))).toBe("account"))
  it("/account waits while a stored session is being restored", () => {
    expect(resolve(at("/account"), { loggedIn: false, restoring: true })).toEqual({ _tag: "Pending" })
  })
  it.each(["/login", "/welcome", "/auth/signup", "/auth/password/recover"])(
    "%s redirects a logged-in user to index, keeping the modal query",
    (path) => expect(resolve(at(path, "?modal=deposit&x=1"), bettor)).toEqual({ _tag: "Redirect", to: "/?modal=deposit" }),
  )
  it("a trailing slash matches", () => expect(pageName(resolve(at("/login/"), visitor))).toBe("login"))
  it("unknown paths are not found", () => expect(resolve(at("/nope"), visitor)).toEqual({ _tag: "NotFound", path: "/nope" }))
})
