/**
 * The rundown's wire schemas (spec §2.7, feature HAS_RUNDOWN): the article list of /rundown and
 * of a category, and one article. The server renders and sanitises the HTML (allow-list); the
 * client shows `html` as it comes. Images are CMS addresses already (spec §7: width prefix, brand
 * folder). Dates are ISO calendar dates (yyyy-mm-dd) as the editors write them.
 */
import { Schema } from "effect"
import { Locale } from "../model/primitives.js"

export const RUNDOWN_CATEGORIES = ["previews", "racing-tips", "casino-guides", "safer-gambling"] as const
export const RundownCategoryKey = Schema.Literals(RUNDOWN_CATEGORIES)
export type RundownCategoryKey = typeof RundownCategoryKey.Type

export const RundownCategory = Schema.Struct({ key: RundownCategoryKey, name: Schema.String, description: Schema.String })
export type RundownCategory = typeof RundownCategory.Type

export const ArticleSummary = Schema.Struct({
  slug: Schema.String, locale: Locale,
  title: Schema.String, description: Schema.String,
  category: RundownCategoryKey, category_name: Schema.String,
  // The byline, the picture and how long a read it is.
  published: Schema.String, author: Schema.String,
  image_url: Schema.String, image_alt: Schema.String,
  reading_minutes: Schema.Int,
})
export type ArticleSummary = typeof ArticleSummary.Type

/** A match the article talks about, linked to its page, with its main market when it has one. */
export const ArticleMatchLink = Schema.Struct({
  match_id: Schema.Int, name: Schema.String, start_time: Schema.String,
  url: Schema.String, market_name: Schema.NullOr(Schema.String),
})
export type ArticleMatchLink = typeof ArticleMatchLink.Type

export const Article = Schema.Struct({
  ...ArticleSummary.fields,
  html: Schema.String,
  /** The article's text without markup (what bots get in the HTML, and the JSON-LD body). */
  text: Schema.String,
  tags: Schema.Array(Schema.String),
  // Where to read on: related articles, and the matches it talks about.
  related: Schema.Array(ArticleSummary), matches: Schema.Array(ArticleMatchLink),
  /** Where more of the same sport is (a sports page path), or null. */
  sport_url: Schema.NullOr(Schema.String),
  /** The locales this article exists in (for the alternate-language links). */
  locales: Schema.Array(Locale),
})
export type Article = typeof Article.Type

/** GET pages/{slug}: an editorial page of the site (about, jobs), sanitised like articles. */
export const ContentPage = Schema.Struct({
  slug: Schema.String, locale: Locale, title: Schema.String, description: Schema.String, html: Schema.String,
})
export type ContentPage = typeof ContentPage.Type

export const RundownIndex = Schema.Struct({
  locale: Locale,
  categories: Schema.Array(RundownCategory),
  /** null on /rundown, the category on /rundown/category/{category}. */
  category: Schema.NullOr(RundownCategory),
  articles: Schema.Array(ArticleSummary),
})
export type RundownIndex = typeof RundownIndex.Type
