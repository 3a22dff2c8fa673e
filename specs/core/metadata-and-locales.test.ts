/** spec §3 "Page metadata", "Localised site"; §9 "Page title", "Locales", route preload concurrency; §7 CMS images. */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { alternateLinks, canonicalUrl, LOCALISED_SITES, pageTitle } from "../../core/metadata/metadata.js"
import { formMessagesLanguage, localeOfLanguage, localeOfTag, startingLocale } from "../../core/site/locale.js"
import {
  emptyPreloadQueue, requestPreload, ROUTE_PRELOAD_CONCURRENCY, settlePreload, type PreloadQueueState,
} from "../../core/chunks/preload-queue.js"
import { cmsImageUrl, imageSourceAfterError } from "../../core/cms/image-url.js"

describe("page metadata (spec §9)", () => {
  it("title is '{title} - {brand}'", () => {
    expect(pageTitle("Login", "Sportsbook")).toBe("Login - Sportsbook")
  })

  it.each([
    ["/sports/football?tab=live", "https://x.test/sports/football"],
    ["/account#limits", "https://x.test/account"],
    ["/", "https://x.test/"],
    ["/casino?", "https://x.test/casino"],
  ])("canonical drops the query string: %s → %s", (path, expected) => {
    expect(canonicalUrl("https://x.test/", path)).toBe(expected)
  })

  it("alternate-language links: one per localised site plus x-default", () => {
    const links = alternateLinks("https://x.test", "/sports?tab=live")
    expect(links.map((l) => l.hreflang)).toEqual(["en-GB", "pt", "pt-BR", "es", "es-MX", "x-default"])
    expect(links).toContainEqual({ hreflang: "pt-BR", href: "https://x.test/sports?locale=pt-BR" })
    expect(links.at(-1)).toEqual({ hreflang: "x-default", href: "https://x.test/sports" })
    expect(LOCALISED_SITES).toHaveLength(5)
  })

  it("a localised site with a subfolder links under it", () => {
    expect(alternateLinks("https://x.test", "/sports?a=1", [{ locale: "es-MX", subfolder: "mx" }])[0])
      .toEqual({ hreflang: "es-MX", href: "https://x.test/mx/sports" })
  })
})

describe("locales (spec §9)", () => {
  it.each([
    ["es", "es-MX"], ["es-ES", "es-MX"], ["pt", "pt-BR"], ["pt-PT", "pt-BR"], ["en", "en-GB"], ["en-US", "en-GB"],
  ])("locale mapping %s → %s", (language, locale) => {
    expect(localeOfLanguage(language, "pt-BR")).toBe(locale)
  })

  it.each([["fr-FR"], ["de"], [""], [null]])("else site locale (%s)", (language) => {
    expect(localeOfLanguage(language, "es-MX")).toBe("es-MX")
    expect(localeOfLanguage(language)).toBe("en-GB")
  })

  it("form messages in en, pt, es", () => {
    expect(["en-GB", "pt", "pt-BR", "es", "es-MX"].map((l) => formMessagesLanguage(l as never))).toEqual(["en", "pt", "pt", "es", "es"])
  })

  it("the starting locale: ?locale=, else the locale cookie, else the browser language mapped", () => {
    expect(startingLocale({ query: "pt-br", cookie: "es", language: "en" })).toBe("pt-BR")
    expect(startingLocale({ query: "xx", cookie: "es", language: "en" })).toBe("es")
    expect(startingLocale({ query: null, cookie: null, language: "es-AR" })).toBe("es-MX")
    expect(localeOfTag("EN-gb")).toBe("en-GB")
    expect(localeOfTag("en")).toBeNull()
  })
})

describe("route preload queue (spec §9: at most 4 at once)", () => {
  it("starts 4, queues the 5th, starts it when one settles", () => {
    let q = emptyPreloadQueue()
    const started: string[] = []
    for (const key of ["a", "b", "c", "d", "e"]) {
      const [next, start] = requestPreload(q, key)
      q = next
      started.push(...start)
    }
    expect(ROUTE_PRELOAD_CONCURRENCY).toBe(4)
    expect(started).toEqual(["a", "b", "c", "d"])
    expect(q.waiting).toEqual(["e"])
    const [after, start] = settlePreload(q, "b")
    expect(start).toEqual(["e"])
    expect(after.running).toEqual(["a", "c", "d", "e"])
    expect(requestPreload(after, "b")[1]).toEqual([])
  })

  it("property: never more than 4 run; each key starts at most once; all asked for eventually start, in order", () => {
    const op = fc.oneof(fc.record({ ask: fc.constantFrom("a", "b", "c", "d", "e", "f", "g", "h") }), fc.record({ settle: fc.nat(7) }))
    fc.assert(fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
      let q: PreloadQueueState = emptyPreloadQueue()
      const started: string[] = []
      const asked: string[] = []
      const apply = ([next, start]: readonly [PreloadQueueState, ReadonlyArray<string>]) => {
        q = next
        started.push(...start)
      }
      for (const o of ops) {
        if ("ask" in o) {
          if (!asked.includes(o.ask)) asked.push(o.ask)
          apply(requestPreload(q, o.ask))
        } else if (q.running.length > 0) apply(settlePreload(q, q.running[o.settle % q.running.length]!))
        expect(q.running.length).toBeLessThanOrEqual(4)
        expect(new Set(started).size).toBe(started.length)
        if (q.waiting.length > 0) expect(q.running.length).toBe(4)
      }
      while (q.running.length > 0) apply(settlePreload(q, q.running[0]!))
      expect(started).toEqual(asked)
    }))
  })
})

describe("CMS image address (spec §7)", () => {
  const host = "https://cms.test/"
  it.each([
    ["no size: the path on the host", "/banners/home.png", undefined, "https://cms.test/banners/home.png"],
    ["a size: width prefix", "/banners/home.png", 320, "https://cms.test/w_320/banners/home.png"],
    ["brand placeholder replaced by brand folder", "{brand}/promo.jpg", 640, "https://cms.test/w_640/apostas/promo.jpg"],
    ["every placeholder replaced", "{brand}/x/{brand}.png", null, "https://cms.test/apostas/x/apostas.png"],
    ["a zero size counts as none", "a.png", 0, "https://cms.test/a.png"],
    ["an absolute address passes through", "https://other.test/a.png", 320, "https://other.test/a.png"],
  ] as const)("%s", (_rule, path, width, expected) => {
    expect(cmsImageUrl(path, { host, brandFolder: "apostas", width })).toBe(expected)
  })
})

describe("image fallback (spec §4 Images)", () => {
  it.each([
    ["loading fails and a fallback exists → the fallback", "a.png", "f.png", "f.png"],
    ["no fallback → nothing more to try", "a.png", null, null],
    ["the fallback itself fails → nothing more to try", "f.png", "f.png", null],
  ] as const)("%s", (_rule, failed, fallback, next) => {
    expect(imageSourceAfterError(failed, fallback)).toBe(next)
  })
})
