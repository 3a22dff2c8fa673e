/** The rundown area's recorded events (issue 18): a rundown page opened, and the server's answers. */
import { Schema } from "effect"
import { at, RequestId } from "../kernel/index.js"
import { Locale } from "../model/primitives.js"
import { Article, ContentPage, RundownIndex } from "./model.js"

/** What a rundown page shows: the front page, a category (key), an article (slug), or a site page (about, jobs). */
export const RundownView = Schema.Literals(["index", "category", "article", "page"])
export type RundownView = typeof RundownView.Type

/** A rundown page opened (or its locale changed): it loads what it shows. */
export const RundownOpened = Schema.TaggedStruct("RundownOpened", { at, view: RundownView, key: Schema.NullOr(Schema.String), locale: Locale })
/** GET rundown or rundown/categories/{key} answered. */
export const RundownIndexLoaded = Schema.TaggedStruct("RundownIndexLoaded", { at, requestId: RequestId, index: RundownIndex })
/** GET rundown/articles/{slug} answered. */
export const RundownArticleLoaded = Schema.TaggedStruct("RundownArticleLoaded", { at, requestId: RequestId, article: Article })

/** GET pages/{slug} answered (the about and jobs pages). */
export const ContentPageLoaded = Schema.TaggedStruct("ContentPageLoaded", { at, requestId: RequestId, page: ContentPage })

export const RUNDOWN_EVENTS = [RundownOpened, RundownIndexLoaded, RundownArticleLoaded, ContentPageLoaded] as const
export type RundownEvent = (typeof RUNDOWN_EVENTS)[number]["Type"]
