/**
 * The rundown in the browser (issue 18, spec §2.7, feature HAS_RUNDOWN): the page shown (front
 * page, a category or an article) and its one request. One phase per page, never several flags:
 * loading → ready, or missing (the server said 404: the page shows the 404 view) or failed.
 * The server renders and sanitises the article's HTML; core only holds what it answered.
 */
import { call, type Ctx, type RequestFailed, type Step } from "../kernel/index.js"
import type { Locale } from "../model/primitives.js"
import { getContentPage, getRundown, getRundownArticle } from "./endpoints.js"
import type { RundownEvent, RundownView } from "./events.js"
import type { Article, ContentPage, RundownIndex } from "./model.js"

export interface RundownState {
  readonly view: RundownView | null
  readonly key: string | null
  readonly locale: Locale | null
  readonly phase: "idle" | "loading" | "ready" | "missing" | "failed"
  readonly requestId: string | null
  readonly index: RundownIndex | null
  readonly article: Article | null
  readonly page: ContentPage | null
}

export const initialRundown: RundownState = { view: null, key: null, locale: null, phase: "idle", requestId: null, index: null, article: null, page: null }

export const reduceRundown = (s: RundownState, event: RundownEvent | RequestFailed, ctx: Ctx): Step<RundownState> => {
  switch (event._tag) {
    case "RundownOpened": {
      // The same page already shown or loading: nothing to do (a re-render, a focus).
      if (s.view === event.view && s.key === event.key && s.locale === event.locale && (s.phase === "ready" || s.phase === "loading")) return [s, []]
      const requestId = ctx.nextId("req")
      const next: RundownState = { view: event.view, key: event.key, locale: event.locale, phase: "loading", requestId, index: event.view === "article" ? s.index : null, article: null, page: null }
      const command =
        event.view === "page"
          ? call(getContentPage, { slug: event.key ?? "", locale: event.locale }, requestId, null)
          : event.view === "article"
          ? call(getRundownArticle, { slug: event.key ?? "", locale: event.locale }, requestId, null)
          : call(getRundown, { category: event.view === "category" ? event.key : null, locale: event.locale }, requestId, null)
      return [next, [command]]
    }
    case "RundownIndexLoaded":
      if (event.requestId !== s.requestId) return [s, []]
      return [{ ...s, phase: "ready", requestId: null, index: event.index }, []]
    case "RundownArticleLoaded":
      if (event.requestId !== s.requestId) return [s, []]
      return [{ ...s, phase: "ready", requestId: null, article: event.article }, []]
    case "ContentPageLoaded":
      if (event.requestId !== s.requestId) return [s, []]
      return [{ ...s, phase: "ready", requestId: null, page: event.page }, []]
    case "RequestFailed":
      if (event.requestId !== s.requestId) return [s, []]
      return [{ ...s, phase: event.status === 404 ? "missing" : "failed", requestId: null }, []]
    default:
      return [s, []]
  }
}
