/**
 * The rundown area in core (issue 18): opening a page asks the server for it in the page's locale,
 * once; answers to an older request are ignored; a 404 makes the page "missing" (the 404 view), any
 * other failure "failed"; the same page opened again asks nothing.
 */
import { describe, expect, it } from "vitest"
import type { Article, RundownIndex } from "../../core/rundown/index.js"
import { selectRundown } from "../../core/rundown/index.js"
import { appStarted, harness } from "./harness.js"

const summary = { slug: "el-clasico-preview", locale: "pt-BR" as const, title: "Prévia", description: "d", category: "previews" as const, category_name: "Prévias", published: "2026-11-19", author: "A", image_url: "/cms/w_480/x/rundown/previews.svg", image_alt: "alt", reading_minutes: 2 }
const article: Article = { ...summary, html: "<p>x</p>", text: "x", tags: [], related: [], matches: [], sport_url: null, locales: ["pt-BR"] }
const index: RundownIndex = { locale: "pt-BR", categories: [], category: null, articles: [summary] }

const opened = () => {
  const h = harness()
  h.send(appStarted())
  return h
}
const callOf = (cmds: ReadonlyArray<{ _tag: string }>) => cmds.find((c) => c._tag === "Call") as { endpoint: string; input: unknown; requestId: string } | undefined

describe("rundown area", () => {
  it("the front page asks GET rundown in the page's locale and shows the answer", () => {
    const h = opened()
    const call = callOf(h.send({ _tag: "RundownOpened", view: "index", key: null, locale: "pt-BR" }))!
    expect([call.endpoint, call.input]).toEqual(["getRundown", { category: null, locale: "pt-BR" }])
    expect(selectRundown(h.store.getState()).phase).toBe("loading")
    h.send({ _tag: "RundownIndexLoaded", requestId: call.requestId, index })
    expect(selectRundown(h.store.getState())).toMatchObject({ phase: "ready", index })
    // The same page again: nothing asked.
    expect(callOf(h.send({ _tag: "RundownOpened", view: "index", key: null, locale: "pt-BR" }))).toBeUndefined()
  })

  it("an article: a stale answer is ignored, the latest shown", () => {
    const h = opened()
    const first = callOf(h.send({ _tag: "RundownOpened", view: "article", key: "a", locale: "en-GB" }))!
    const second = callOf(h.send({ _tag: "RundownOpened", view: "article", key: "el-clasico-preview", locale: "pt-BR" }))!
    expect(second.input).toEqual({ slug: "el-clasico-preview", locale: "pt-BR" })
    h.send({ _tag: "RundownArticleLoaded", requestId: first.requestId, article: { ...article, slug: "a" } })
    expect(selectRundown(h.store.getState()).article).toBeNull()
    h.send({ _tag: "RundownArticleLoaded", requestId: second.requestId, article })
    expect(selectRundown(h.store.getState()).article?.slug).toBe("el-clasico-preview")
  })

  it("a missing article (404) is 'missing'; another failure 'failed', and opening again retries", () => {
    const h = opened()
    const call = callOf(h.send({ _tag: "RundownOpened", view: "article", key: "nope", locale: "en-GB" }))!
    h.send({ _tag: "RequestFailed", requestId: call.requestId, endpoint: "getRundownArticle", method: "GET", path: "/v0/rundown/articles/nope", status: 404, reason: "http", error: null, detail: "" })
    expect(selectRundown(h.store.getState()).phase).toBe("missing")
    const again = callOf(h.send({ _tag: "RundownOpened", view: "category", key: "previews", locale: "en-GB" }))!
    h.send({ _tag: "RequestFailed", requestId: again.requestId, endpoint: "getRundown", method: "GET", path: "/v0/rundown/categories/previews", status: 0, reason: "network", error: null, detail: "" })
    expect(selectRundown(h.store.getState()).phase).toBe("failed")
    expect(callOf(h.send({ _tag: "RundownOpened", view: "category", key: "previews", locale: "en-GB" }))).toBeDefined()
  })
})
