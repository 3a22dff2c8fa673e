/**
 * The route guards of spec §2.9 (and the login rules of §2.3 and §6), feature gates, the index rule
 * of §2.1, the modal deep links of §2.10, the geolocation restriction and the path matcher.
 * Guards no spec row exercises (external links, custom redirect names, useUrl) run on small tables.
 */
import { describe, expect, it } from "vitest"
import {
  geolocationRestriction, isStaffEmail, MARKETING_PREFERENCES_REVIEW_FLAG, matchPath, modalDeepLink, page, redirect,
  resolve, resolveIn, routeTable, table, urlFor, urlForIn, type Feature, type ModalDeepLink, type ResolveContext,
} from "../../core/routing/routes.js"

const visitor: ResolveContext = { loggedIn: false, restoring: false }
const bettor: ResolveContext = { loggedIn: true, restoring: false }
const restoring: ResolveContext = { loggedIn: false, restoring: true }

const at = (url: string) => {
  const q = url.indexOf("?")
  return q === -1 ? { path: url, search: "" } : { path: url.slice(0, q), search: url.slice(q) }
}
const shown = (r: ReturnType<typeof resolve>) => (r._tag === "Page" ? r.route.name : r)
const to = (target: string) => ({ _tag: "Redirect", to: target })

describe("feature gates (spec §2)", () => {
  it.each<readonly [Feature, string]>([
    ["PRODUCT_SPORTS", "/sports"],
    ["PRODUCT_SPORTS", "/sports/football/premier-league-123/chelsea-v-arsenal-12345"],
    ["PRODUCT_SPORTS", "/sports/upcoming"],
    ["PRODUCT_SPORTS", "/esports/csgo"],
    ["PRODUCT_SPORTS", "/my-bets"],
    ["PRODUCT_SPORTS", "/sports/football/match/12345"],
    ["PRODUCT_CASINO", "/casino"],
    ["PRODUCT_CASINO", "/casino/live-casino/tab/roulette"],
    ["PRODUCT_CASINO", "/casino/slots"],
    ["PRODUCT_VIRTUALS", "/virtuals"],
    ["HAS_RUNDOWN", "/rundown/2024/derby-preview"],
    ["about-page", "/about"],
    ["jobs-page", "/jobs"],
  ])("with %s off, %s is not found", (feature, url) => {
    expect(resolve(at(url), { ...bettor, features: { [feature]: false } })).toEqual({ _tag: "NotFound", path: at(url).path })
  })

  it.each([
    ["on", { about: true, "about-page": true }],
    ["not configured", {}],
  ])("a gated route shows when its feature is %s", (_case, features) => {
    expect(shown(resolve(at("/about"), { ...visitor, features }))).toBe("about")
  })

  it("other features do not gate ungated routes", () => {
    const allOff = { PRODUCT_SPORTS: false, PRODUCT_CASINO: false, PRODUCT_VIRTUALS: false, HAS_RUNDOWN: false, "about-page": false, "jobs-page": false }
    expect(shown(resolve(at("/rewards"), { ...visitor, features: allOff }))).toBe("rewards")
    expect(shown(resolve(at("/account"), { ...bettor, features: allOff }))).toBe("account")
  })
})

describe("unauthenticated redirect: login required (spec §6)", () => {
  it.each([
    ["sports bets", "/sports/bets"],
    ["sports settled bets", "/sports/bets/settled"],
    ["account pages", "/account/transactions"],
    ["account safer gambling", "/account/safer-gambling/cool-off"],
    ["verification upload", "/account/verification/upload"],
    ["casino game player", "/casino/game/starburst/player"],
    ["casino game player sub-pages", "/casino/game/starburst/player/rewards/42"],
    ["casino recent", "/casino/recent"],
    ["casino favourites", "/casino/favourites"],
  ])("%s: a visitor at %s goes to login with the full path as redirect", (_words, path) => {
    expect(resolve(at(`${path}?a=1&b=2`), visitor)).toEqual(to(`/login?redirect=${encodeURIComponent(`${path}?a=1&b=2`)}`))
  })

  it("while a stored session is restored, a login-required page waits", () => {
    expect(resolve(at("/sports/bets"), restoring)).toEqual({ _tag: "Pending" })
  })

  it("a logged-in user sees the page", () => expect(shown(resolve(at("/sports/bets"), bettor))).toBe("sport.bets"))
})

describe("authenticated redirect: pages for logged-out users (spec §2.3)", () => {
  it.each(["/login", "/welcome", "/auth/signup", "/auth/password/recover"])(
    "%s sends a logged-in user to index keeping only the modal query",
    (path) => expect(resolve(at(`${path}?modal=deposit&redirect=%2Fx`), bettor)).toEqual(to("/?modal=deposit")),
  )
  it("without a modal query it is plain index", () => expect(resolve(at("/login?x=1"), bettor)).toEqual(to("/")))
})

describe("authenticated-only mode (spec §2.9, §6)", () => {
  const mode: ResolveContext = { ...visitor, authenticatedOnlyMode: true }

  it.each(["/", "/sports", "/casino/slots", "/rewards/42", "/about"])("a visitor at %s goes to welcome with a redirect query", (path) => {
    expect(resolve(at(`${path}?x=1`), mode)).toEqual(to(`/welcome?redirect=${encodeURIComponent(`${path}?x=1`)}`))
  })
  it("the mode wins over the login redirect of a login-required page", () => {
    expect(resolve(at("/account"), mode)).toEqual(to("/welcome?redirect=%2Faccount"))
  })
  it.each([
    ["/login", "login"], ["/welcome", "welcome"], ["/auth/signup", "auth.signup"], ["/auth/confirmation", "auth.confirmation"],
    ["/auth/confirmation-failure", "auth.confirmation-failure"], ["/auth/password/recover", "auth.password.recover"],
    ["/auth/password/reset", "auth.password.reset"], ["/auth/passthrough", "auth.passthrough"], ["/logout", "logout"],
  ])("%s allows access (auth page flag)", (path, name) => expect(shown(resolve(at(path), mode))).toBe(name))
  it("redirect rows still redirect (/auth to index, which then asks for welcome)", () => {
    expect(resolve(at("/auth"), mode)).toEqual(to("/"))
  })
  it("a logged-in user is not affected", () => {
    expect(shown(resolve(at("/sports"), { ...bettor, authenticatedOnlyMode: true }))).toBe("sport")
  })
  it("while a stored session is restored, it waits", () => {
    expect(resolve(at("/sports"), { ...restoring, authenticatedOnlyMode: true })).toEqual({ _tag: "Pending" })
  })
  it("off, visitors browse", () => expect(shown(resolve(at("/sports"), { ...visitor, authenticatedOnlyMode: false }))).toBe("sport"))
})

describe("arriving at login from a non-login page (spec §2.9)", () => {
  it("without a redirect, the previous page's path becomes the redirect", () => {
    expect(resolve(at("/login"), { ...visitor, previousPath: "/sports/bets?tab=open" })).toEqual(to("/login?redirect=%2Fsports%2Fbets%3Ftab%3Dopen"))
  })
  it("other query parameters are kept", () => {
    expect(resolve(at("/login?modal=x"), { ...visitor, previousPath: "/casino" })).toEqual(to("/login?modal=x&redirect=%2Fcasino"))
  })
  it("with a redirect already there, login shows", () => {
    expect(shown(resolve(at("/login?redirect=%2Fcasino"), { ...visitor, previousPath: "/sports" }))).toBe("login")
  })
  it.each(["/login", "/login/", "/login?redirect=%2Fcasino"])("coming from the login page itself (%s), login shows", (previousPath) => {
    expect(shown(resolve(at("/login"), { ...visitor, previousPath }))).toBe("login")
  })
  it("with no previous page, login shows", () => expect(shown(resolve(at("/login"), visitor))).toBe("login"))
})

describe("named-route-only routes (spec §2.1, §2.9)", () => {
  it("by URL the route does not exist", () => expect(resolve(at("/404"), visitor)).toEqual({ _tag: "NotFound", path: "/404" }))
  it("by name it shows", () => expect(shown(resolve(at("/404"), { ...visitor, namedNavigation: true }))).toBe("error.fourohfour"))
})

describe("rewrite (spec §2.9)", () => {
  it("renders the target's page with this URL's params", () => {
    const r = resolve(at("/sports/tennis/featured?x=1"), visitor)
    expect(r._tag === "Page" && { name: r.route.name, params: r.params, query: r.query })
      .toEqual({ name: "sport.game", params: { game: "tennis" }, query: { x: "1" } })
  })
  it("a rewrite to a route whose feature is off is not found", () => {
    const t = routeTable([page("a", "/a", { meta: { rewriteTo: "b" } }), page("b", "/b", { feature: "HAS_RUNDOWN" })])
    expect(resolveIn(t, at("/a"), { ...visitor, features: { HAS_RUNDOWN: false } })).toEqual({ _tag: "NotFound", path: "/a" })
  })
})

describe("guards on small tables (spec §2.9)", () => {
  const t = routeTable([
    page("index", "/"),
    page("login", "/login"),
    page("welcome", "/welcome"),
    page("join", "/join"),
    page("lobby", "/lobby"),
    page("members-only", "/members-only", { unauthenticatedRedirect: "join" }),
    page("visitors-only", "/visitors-only", { authenticatedRedirect: "lobby" }),
    page("shared", "/shared/:id", { meta: { useUrl: "/s/:id?ref=share" } }),
    redirect("/help", "https://help.sportsbook.test/contact"),
    redirect("/loop-a", "/loop-b"),
    redirect("/loop-b", "/loop-a"),
  ])

  it("an external link is a redirect to its absolute URL, without the incoming query", () => {
    expect(resolveIn(t, at("/help?token=x"), visitor)).toEqual(to("https://help.sportsbook.test/contact"))
  })
  it("an unauthenticated redirect name sends visitors there with the full path", () => {
    expect(resolveIn(t, at("/members-only?a=1"), visitor)).toEqual(to("/join?redirect=%2Fmembers-only%3Fa%3D1"))
  })
  it("an authenticated redirect name sends logged-in users there keeping the modal query", () => {
    expect(resolveIn(t, at("/visitors-only?modal=deposit&a=1"), bettor)).toEqual(to("/lobby?modal=deposit"))
  })
  it("a redirect loop ends after a few hops instead of hanging", () => {
    expect(resolveIn(t, at("/loop-a"), visitor)._tag).toBe("Redirect")
  })
  it("useUrl: a named page's URL is its template, with the template query merged", () => {
    expect(urlForIn(t, "shared", { id: "7" }, { utm: "x" })).toBe("/s/7?utm=x&ref=share")
  })
})

describe("urlFor", () => {
  it.each([
    ["index", {}, {}, "/"],
    ["sport.match", { game: "football", competition_slug: "premier-league", competition_id: "123", slug: "a-v-b", id: "12345" }, {},
      "/sports/football/premier-league-123/a-v-b-12345"],
    ["rundown.category", { category: "football/transfers" }, {}, "/rundown/category/football/transfers"],
    ["rundown.category", { category: "" }, {}, "/rundown/category"],
    ["casino.game", { game: "a b" }, { x: "1" }, "/casino/game/a%20b?x=1"],
    ["login", {}, { redirect: "/sports?x=1" }, "/login?redirect=%2Fsports%3Fx%3D1"],
  ])("%s with %j and %j is %s", (name, params, query, url) => expect(urlFor(name, params, query)).toBe(url))
  it("an unknown name has no URL", () => expect(urlFor("nope")).toBeNull())
})

describe("/logout source (spec §2.3)", () => {
  it.each(["inactivity-modal", "reality-check"])("source %s is a param", (source) => {
    const r = resolve(at(`/logout?source=${source}`), bettor)
    expect(r._tag === "Page" && r.params).toEqual({ source })
  })
})

describe("the index rule (spec §2.1)", () => {
  it.each([
    ["casino default vertical shows the casino home", { defaultVertical: "casino" }, "casino"],
    ["sports default vertical shows the sport home", { defaultVertical: "sports" }, "sport"],
    ["no vertical falls back to the configured default route", { defaultVertical: null, defaultRoute: "casino" }, "casino"],
    ["the vertical wins over the default route", { defaultVertical: "sports", defaultRoute: "casino" }, "sport"],
    ["a vertical whose product is off falls back to the default route",
      { defaultVertical: "casino", defaultRoute: "sport", features: { PRODUCT_CASINO: false } }, "sport"],
    ["with both off it is the index page", { defaultVertical: "casino", defaultRoute: "sport", features: { PRODUCT_CASINO: false, PRODUCT_SPORTS: false } }, "index"],
    ["default route index is the index page", { defaultVertical: null, defaultRoute: "index" }, "index"],
    ["an unknown default route is the index page", { defaultVertical: null, defaultRoute: "nope" }, "index"],
    ["a login-required default route is skipped for a visitor", { defaultVertical: null, defaultRoute: "account" }, "index"],
    ["without vertical or default route it is the index page", {}, "index"],
  ] as const)("%s", (_words, extra, name) => {
    expect(shown(resolve(at("/"), { ...visitor, ...extra }))).toBe(name)
  })
  it("keeps the query (a modal deep link on the home page)", () => {
    const r = resolve(at("/?modal=deposit"), { ...bettor, defaultVertical: "casino" })
    expect(r._tag === "Page" && { name: r.route.name, query: r.query }).toEqual({ name: "casino", query: { modal: "deposit" } })
  })
  it("waits while the session (and so the user's vertical) is restored", () => {
    expect(resolve(at("/"), { ...restoring, defaultVertical: "sports" })).toEqual({ _tag: "Pending" })
  })
  it("without the new context fields it is the index page even while restoring", () => {
    expect(shown(resolve(at("/"), restoring))).toBe("index")
  })
})

describe("modal deep links (spec §2.10)", () => {
  const flags = { [MARKETING_PREFERENCES_REVIEW_FLAG]: true }
  it.each<readonly [string, ModalDeepLink["modal"]]>([
    ["deposit", { name: "Cashier", tab: "deposit" }],
    ["withdraw", { name: "Cashier", tab: "withdraw" }],
    ["dailygame", { name: "DailyGame" }],
    ["DailyGameModal", { name: "DailyGame" }],
    ["AddFundsModal", { name: "AddFunds" }],
    ["VerificationModal", { name: "Verification" }],
    ["DepositNowForBonusModal", { name: "DepositNowForBonus" }],
    ["questionnaire", { name: "Questionnaire", source: "deeplink" }],
    ["phone-call-incoming", { name: "PhoneCall", status: "unstarted" }],
    ["phone-call-attempted", { name: "PhoneCall", status: "missed" }],
    ["MarketingPreferencesReview", { name: "MarketingPreferencesReview", closable: true }],
  ])("modal=%s opens for a logged-in user and needs login otherwise", (value, modal) => {
    expect(modalDeepLink({ modal: value }, true, flags)).toEqual({ _tag: "Open", modal })
    expect(modalDeepLink({ modal: value }, false, flags)).toEqual({ _tag: "NeedsLogin", modal })
  })
  it("InactivityLoggedOutModal works when logged out", () => {
    const modal = { name: "InactivityLoggedOut" }
    expect(modalDeepLink({ modal: "InactivityLoggedOutModal" }, false)).toEqual({ _tag: "Open", modal })
    expect(modalDeepLink({ modal: "InactivityLoggedOutModal" }, true)).toEqual({ _tag: "Open", modal })
  })
  it.each([[{}], [{ [MARKETING_PREFERENCES_REVIEW_FLAG]: false }]])("MarketingPreferencesReview needs its feature flag (%j)", (features) => {
    expect(modalDeepLink({ modal: "MarketingPreferencesReview" }, true, features)).toBeNull()
  })
  it.each([[{}], [{ modal: "" }], [{ modal: "Deposit" }], [{ modal: "toString" }], [{ other: "deposit" }]])("%j opens nothing", (query) => {
    expect(modalDeepLink(query, true, flags)).toBeNull()
  })
})

describe("geolocation restriction (spec §2.9, §6)", () => {
  const pageOf = (url: string) => {
    const r = resolve(at(url), bettor)
    if (r._tag !== "Page") throw new Error(`${url} is not a page`)
    return r.route
  }
  const blocked = { sports: false, casino: false, virtuals: false }
  const base = { products: blocked, email: "bettor@example.com", staffEmailDomains: ["sportsbook.test"] }

  it.each([
    ["a sports page in a region without sports", "/sports/football", "sports"],
    ["a casino page in a region without casino", "/casino/game/starburst", "casino"],
    ["the virtuals page in a region without virtuals", "/virtuals", "virtuals"],
  ])("%s shows the modal for that product", (_words, url, product) => {
    expect(geolocationRestriction(pageOf(url), base)).toBe(product)
  })
  it("not when the region allows the product", () => {
    expect(geolocationRestriction(pageOf("/sports"), { ...base, products: { ...blocked, sports: true } })).toBeNull()
  })
  it("not on pages of no product", () => expect(geolocationRestriction(pageOf("/account"), base)).toBeNull())
  it("not on the login page", () => {
    const r = resolve(at("/login"), visitor)
    expect(r._tag === "Page" && geolocationRestriction(r.route, base)).toBeNull()
  })
  it.each(["staff@sportsbook.test", "Staff@SPORTSBOOK.TEST"])("not for internal staff by e-mail domain (%s)", (email) => {
    expect(geolocationRestriction(pageOf("/sports"), { ...base, email })).toBeNull()
  })
  it.each(["staff@sub.sportsbook.test", "staff@sportsbook.test.evil", "sportsbook.test", null])("%s is not staff", (email) => {
    expect(isStaffEmail(email, ["sportsbook.test"])).toBe(false)
  })
  it("not for routes restricted to specific users", () => {
    expect(geolocationRestriction(pageOf("/sports"), { ...base, restrictedToUsers: true })).toBeNull()
  })
})

describe("path matcher", () => {
  it.each([
    ["/a/:b", "/a/x", { b: "x" }],
    ["/a/:b", "/a/x/", { b: "x" }],
    ["/a/:b", "/a", null],
    ["/a/:b", "/a/x/y", null],
    ["/a/:b*", "/a", { b: "" }],
    ["/a/:b*", "/a/x/y", { b: "x/y" }],
    ["/a/:b+", "/a", null],
    ["/a/:b+", "/a/x", { b: "x" }],
    ["/a/:b+/c", "/a/x/y/c", { b: "x/y" }],
    ["/a/:b+", "/a/x//y", null],
    ["/a/:s-:i", "/a/x-y-z", { s: "x-y", i: "z" }],
    ["/a/:s-:i", "/a/xyz", null],
    ["/a/:s-:i", "/a/xyz-", null],
    ["/a/:b", "/a/caf%C3%A9", { b: "café" }],
    ["/a/:b", "/a/%E0%A4%A", null],
    ["/", "/", {}],
    ["/", "", {}],
  ])("%s against %s", (pattern, path, params) => expect(matchPath(pattern, path)).toEqual(params))

  it.each([
    ["\\d{3,}", "12", null],
    ["\\d{3,}", "123", { i: "123" }],
    ["1|2", "12", null],
  ])("constraint %s on %s", (rule, value, params) => expect(matchPath("/x/:i", `/x/${value}`, { i: rule })).toEqual(params))

  it("an unsupported segment is refused when the table is built", () => {
    expect(() => routeTable([page("bad", "/a/x:y")])).toThrow(/unsupported segment/)
  })

  it("the table compiles every row", () => expect(table.patterns.length).toBe(table.rows.length))
})
