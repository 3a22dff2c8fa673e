/** The adapters of the site-wide rules: cookies, the consent script, the viewport. */
import { describe, expect, it } from "vitest"
import { createInterpreter, type InterpreterDeps } from "../../adapters/interpreter.js"
import { createAnalytics } from "../../adapters/analytics/track.js"
import { createNavigation } from "../../adapters/navigation.js"
import { createAppStorage } from "../../adapters/storage/storage.js"
import { categoriesOf, CONSENT_READY_EVENT, CONSENT_SCRIPT_URL, createConsentLoader } from "../../adapters/consent/consent-script.js"
import { watchViewport } from "../../adapters/device/viewport.js"
import { isPrerender } from "../../adapters/runtime.js"
import type { EventInput } from "../../core/app/events.js"
import { createFakeWindow } from "./support/fake-window.js"
import { getCookie } from "../../adapters/storage/cookies.js"
import { storedReferral } from "../../core/affiliate/index.js"
import { AFFILIATE_COOKIE, affiliateCookieCommands, ALL_GRANTED } from "../../core/consent/consent.js"

const deps = (over: Partial<InterpreterDeps>): InterpreterDeps => {
  const win = createFakeWindow()
  return {
    calls: { run: async () => null, cancel: () => {}, cancelAll: () => {} },
    timers: { start: () => {}, cancel: () => {}, cancelAll: () => {}, active: () => [] },
    storage: createAppStorage(null),
    socket: () => null,
    analytics: createAnalytics(),
    navigation: createNavigation(win, () => {}),
    win,
    log: () => {},
    ...over,
  }
}

describe("SetCookie", () => {
  it("writes the cookie with its lifetime in days as max-age, path /", () => {
    const jar = { cookie: "" }
    createInterpreter(deps({ cookies: jar }))([{ _tag: "SetCookie", name: "locale", value: "pt-BR", maxAgeDays: 365 }], () => {})
    expect(jar.cookie).toBe("locale=pt-BR; path=/; max-age=31536000; samesite=Lax")
  })

  it("the affiliate cookie written with marketing consent reads back, on a later visit, as the same referral", () => {
    const jar = { cookie: "" }
    const referral = { btag: "a_77b;12c=", btag_referral_url: "/sports?btag=a_77b%3B12c%3D&x=1" }
    const writes = affiliateCookieCommands(ALL_GRANTED, referral).flatMap((c) => (c._tag === "SetCookie" ? [c] : []))
    expect(writes).toHaveLength(1)
    createInterpreter(deps({ cookies: jar }))(writes, () => {})
    // A browser's jar answers "name=value" pairs only.
    const later = { cookie: `locale=en-GB; ${jar.cookie.split(";")[0]}` }
    expect(storedReferral(getCookie(later, AFFILIATE_COOKIE))).toEqual(referral)
  })

  it("without a cookie jar it logs and goes on", () => {
    const logs: string[] = []
    createInterpreter(deps({ log: (_l, m) => void logs.push(m) }))([{ _tag: "SetCookie", name: "x", value: "y", maxAgeDays: 1 }], () => {})
    expect(logs).toEqual(["SetCookie x: no cookie jar, skipped"])
  })
})

describe("consent script", () => {
  const fakeDoc = () => {
    const appended: Array<{ src: string; async: boolean; id: string; attrs: Record<string, string> }> = []
    return {
      appended,
      createElement: () => {
        const el = { src: "", async: false, id: "", attrs: {} as Record<string, string>, setAttribute(n: string, v: string) { el.attrs[n] = v } }
        return el
      },
      head: { append: (node: unknown) => void appended.push(node as (typeof appended)[number]) },
      getElementById: (id: string) => appended.find((e) => e.id === id) ?? null,
    }
  }

  it("adds the provider's script once, with the provider id, and answers ConsentGiven when the provider is ready", () => {
    const listeners = new Map<string, () => void>()
    const win = { addEventListener: (t: string, l: () => void) => void listeners.set(t, l), Cookiebot: { consent: { necessary: true, statistics: false, marketing: true } } }
    const doc = fakeDoc()
    const events: EventInput[] = []
    const loader = createConsentLoader(win, doc)
    loader.load("cb-1", (e) => void events.push(e))
    loader.load("cb-1", (e) => void events.push(e))
    expect(doc.appended).toHaveLength(1)
    expect(doc.appended[0]).toMatchObject({ src: CONSENT_SCRIPT_URL, async: true, attrs: { "data-cbid": "cb-1" } })
    listeners.get(CONSENT_READY_EVENT)!()
    expect(events).toEqual([{ _tag: "ConsentGiven", categories: { necessary: true, analytics: false, marketing: true, statistics: false } }])
  })

  it("missing provider flags grant only what is necessary", () => {
    expect(categoriesOf(undefined)).toEqual({ necessary: true, analytics: false, marketing: false, statistics: false })
  })

  it("a prerendering crawler is recognised by its user agent", () => {
    expect(isPrerender("Mozilla/5.0 Prerender (+https://github.com/prerender/prerender)")).toBe(true)
    expect(isPrerender("Mozilla/5.0 (X11; Linux x86_64) Chrome/120")).toBe(false)
    expect(isPrerender(undefined)).toBe(false)
  })
})

describe("viewport", () => {
  it("measures at start and on each flip of the 1023 px media query; stops when asked", () => {
    let listener: (() => void) | null = null
    const queries: string[] = []
    const win = {
      innerWidth: 1440,
      matchMedia: (q: string) => {
        queries.push(q)
        return { addEventListener: (_t: "change", l: () => void) => void (listener = l), removeEventListener: () => void (listener = null) }
      },
    }
    const events: EventInput[] = []
    const stop = watchViewport(win, (e) => void events.push(e))
    expect(queries).toEqual(["(max-width: 1023px)"])
    win.innerWidth = 800
    listener!()
    expect(events).toEqual([{ _tag: "ViewportMeasured", width: 1440 }, { _tag: "ViewportMeasured", width: 800 }])
    stop()
    expect(listener).toBeNull()
  })
})
