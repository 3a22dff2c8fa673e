/**
 * Page metadata (spec §3 "Page metadata", "Localised site"; §9 "Page title"): the document title,
 * the canonical link and the alternate-language links of the page shown. Pure; the route host
 * writes the result into `<head>`.
 *
 * Localised sites: one per locale of spec §9. Each may live under a subfolder of the origin
 * (`/pt-br/…`); ours have none (one origin serves every locale and the route table has no locale
 * prefix), so their alternate link names the locale in the query (`?locale=pt-BR`), which start-up
 * honours (see docs/decisions on localised sites).
 */
import type { Locale } from "../model/primitives.js"

/** spec §3 "Localised site": locale, subfolder. */
export interface LocalisedSite {
  readonly locale: Locale
  /** The path prefix of the site ("pt-br"), or null when the site shares the origin's paths. */
  readonly subfolder: string | null
}

export const LOCALISED_SITES: ReadonlyArray<LocalisedSite> = [
  { locale: "en-GB", subfolder: null },
  { locale: "pt", subfolder: null },
  { locale: "pt-BR", subfolder: null },
  { locale: "es", subfolder: null },
  { locale: "es-MX", subfolder: null },
]

/** The query parameter that names the locale of an alternate link without a subfolder. */
export const LOCALE_QUERY_PARAM = "locale"

/** spec §9: '{title} - {brand}'. */
export const pageTitle = (title: string, brand: string): string => `${title} - ${brand}`

/** spec §9: the canonical link drops the query string (and any fragment). */
export const canonicalUrl = (origin: string, pathWithQuery: string): string => {
  const cut = pathWithQuery.search(/[?#]/)
  const path = cut < 0 ? pathWithQuery : pathWithQuery.slice(0, cut)
  return origin.replace(/\/+$/, "") + (path.startsWith("/") ? path : `/${path}`)
}

export interface AlternateLink {
  readonly hreflang: string
  readonly href: string
}

/** spec §9: one alternate-language link per localised site, plus x-default (the canonical). */
export const alternateLinks = (origin: string, pathWithQuery: string, sites: ReadonlyArray<LocalisedSite> = LOCALISED_SITES): AlternateLink[] => {
  const canonical = canonicalUrl(origin, pathWithQuery)
  const base = origin.replace(/\/+$/, "")
  const path = canonical.slice(base.length)
  const links = sites.map((site): AlternateLink => ({
    hreflang: site.locale,
    href: site.subfolder
      ? `${base}/${site.subfolder.replace(/^\/+|\/+$/g, "")}${path === "/" ? "/" : path}`
      : `${canonical}?${LOCALE_QUERY_PARAM}=${encodeURIComponent(site.locale)}`,
  }))
  return [...links, { hreflang: "x-default", href: canonical }]
}
