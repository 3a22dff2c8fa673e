/** The rundown's calls (server/http/routes/rundown.ts), decoded with core/rundown/model.ts. */
import { defineEndpoint, eventWith } from "../kernel/index.js"
import type { Locale } from "../model/primitives.js"
import { Article, ContentPage, RundownIndex } from "./model.js"

/** GET rundown (key null) or rundown/categories/{key}. */
export const getRundown = defineEndpoint<{ readonly category: string | null; readonly locale: Locale }>()({
  name: "getRundown",
  method: "GET",
  path: (input) => (input.category === null ? "rundown" : `rundown/categories/${encodeURIComponent(input.category)}`),
  query: (input) => ({ locale: input.locale }),
  response: RundownIndex, toEvent: eventWith("RundownIndexLoaded", "index"),
})

/** GET rundown/articles/{slug}. */
export const getRundownArticle = defineEndpoint<{ readonly slug: string; readonly locale: Locale }>()({
  name: "getRundownArticle", method: "GET", path: (input) => `rundown/articles/${encodeURIComponent(input.slug)}`,
  query: (input) => ({ locale: input.locale }),
  response: Article, toEvent: eventWith("RundownArticleLoaded", "article"),
})

/** GET pages/{slug}: about, jobs. */
export const getContentPage = defineEndpoint<{ readonly slug: string; readonly locale: Locale }>()({
  name: "getContentPage", method: "GET", path: (input) => `pages/${encodeURIComponent(input.slug)}`,
  query: (input) => ({ locale: input.locale }),
  response: ContentPage, toEvent: eventWith("ContentPageLoaded", "page"),
})

export const RUNDOWN_ENDPOINTS = { getRundown, getRundownArticle, getContentPage }
