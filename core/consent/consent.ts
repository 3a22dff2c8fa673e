/**
 * Cookie consent (spec §4 "Cookie consent", §9 cookie lifetimes).
 *
 * Owns which cookie categories the visitor has granted and the affiliate referral waiting for
 * marketing consent. Handles:
 * - AppStarted: remembers whether the page is being prerendered and the affiliate referral of the
 *   landing URL (query `btag`); writes the locale cookie (365 days).
 * - SiteConfigLoaded: when a consent provider id is configured and the page is not prerendered,
 *   `LoadConsentScript`; otherwise every category (necessary, analytics, marketing, statistics) is
 *   granted at once.
 * - ConsentGiven (the provider's answer, through the adapter): the categories as decided.
 * Whenever marketing is granted and a referral waits, the affiliate cookie is written (365 days)
 * and the referral is done: the affiliate cookie is saved only with marketing consent.
 *
 * Invariant: no `SetCookie` for the affiliate cookie while marketing is not granted.
 */
import { Schema } from "effect"
import { at, type AppStarted, type Command, type Reducer, type Step } from "../kernel/index.js"
import type { Locale } from "../model/primitives.js"
import type { SiteConfigLoaded } from "../site/index.js"

/** The consent provider's answer (spec §4 "Cookie consent"), through the adapter. */
export const ConsentGiven = Schema.TaggedStruct("ConsentGiven", {
  at,
  categories: Schema.Struct({ necessary: Schema.Boolean, analytics: Schema.Boolean, marketing: Schema.Boolean, statistics: Schema.Boolean }),
})
type Handled = AppStarted | (typeof SiteConfigLoaded.Type) | (typeof ConsentGiven.Type)

export const CONSENT_CATEGORIES = ["necessary", "analytics", "marketing", "statistics"] as const
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number]
export type ConsentCategories = { readonly [C in ConsentCategory]: boolean }

/** spec §9 "Locale cookie / affiliate cookie lifetime": 365 days. */
export const LOCALE_COOKIE = "locale"
export const AFFILIATE_COOKIE = "affiliate"
export const LOCALE_COOKIE_DAYS = 365
export const AFFILIATE_COOKIE_DAYS = 365
/** The query parameter an affiliate link carries (spec §7 income-access: btag). */
export const AFFILIATE_QUERY_PARAM = "btag"

export const ALL_GRANTED: ConsentCategories = { necessary: true, analytics: true, marketing: true, statistics: true }
export const NONE_GRANTED: ConsentCategories = { necessary: false, analytics: false, marketing: false, statistics: false }

/** An affiliate referral: the btag and the address it was found on (spec §7 btag_referral_url). */
export interface AffiliateReferral {
  readonly btag: string
  readonly btag_referral_url: string
}

export interface ConsentState {
  readonly prerendered: boolean
  /** "unknown" until the site config says how consent is obtained; "asked" while the script decides. */
  readonly status: "unknown" | "asked" | "decided"
  readonly granted: ConsentCategories
  readonly pendingReferral: AffiliateReferral | null
}

export const initialConsent: ConsentState = { prerendered: false, status: "unknown", granted: NONE_GRANTED, pendingReferral: null }

/** spec §4: how consent is obtained for this page. */
export type ConsentPlan = { readonly _tag: "LoadConsentScript"; readonly providerId: string } | { readonly _tag: "GrantAll" }

export const consentPlan = (providerId: string | null | undefined, prerendered: boolean): ConsentPlan =>
  providerId && providerId.trim() !== "" && !prerendered ? { _tag: "LoadConsentScript", providerId: providerId.trim() } : { _tag: "GrantAll" }

/** The affiliate referral a landing address (path and query) carries, if any. */
export const referralOf = (path: string, search: string): AffiliateReferral | null => {
  const btag = new URLSearchParams(search).get(AFFILIATE_QUERY_PARAM)?.trim()
  return btag ? { btag, btag_referral_url: path + search } : null
}

/** The cookie commands of spec §4 for a referral: only with marketing consent. */
export const affiliateCookieCommands = (granted: ConsentCategories, referral: AffiliateReferral | null): Command[] =>
  granted.marketing && referral
    ? [{ _tag: "SetCookie", name: AFFILIATE_COOKIE, value: JSON.stringify(referral), maxAgeDays: AFFILIATE_COOKIE_DAYS }]
    : []

export const localeCookieCommand = (locale: Locale): Command =>
  ({ _tag: "SetCookie", name: LOCALE_COOKIE, value: locale, maxAgeDays: LOCALE_COOKIE_DAYS })

const decide = (s: ConsentState, granted: ConsentCategories): Step<ConsentState> => {
  const cookies = affiliateCookieCommands(granted, s.pendingReferral)
  // The four fields written out, not `{ ...s, … }`: Node 20's V8 copies a spread of a spread slowly (decision 0019).
  return [{ prerendered: s.prerendered, status: "decided", granted, pendingReferral: cookies.length > 0 ? null : s.pendingReferral }, cookies]
}

export const reduceConsent: Reducer<ConsentState, Handled> = (s, event) => {
  switch (event._tag) {
    case "AppStarted": {
      const prerendered = event.prerendered ?? false
      const referral = referralOf(event.location.path, event.location.search)
      return [{ ...initialConsent, prerendered, pendingReferral: referral }, [localeCookieCommand(event.locale)]]
    }
    case "SiteConfigLoaded": {
      if (s.status !== "unknown") return [s, []]
      const plan = consentPlan(event.config.consent_provider_id, s.prerendered)
      if (plan._tag === "GrantAll") return decide(s, ALL_GRANTED)
      return [{ prerendered: s.prerendered, status: "asked", granted: s.granted, pendingReferral: s.pendingReferral }, [plan]]
    }
    case "ConsentGiven":
      // Necessary cookies are necessary: a provider cannot refuse them.
      return decide(s, { ...event.categories, necessary: true })
    default:
      return [s, []]
  }
}

export type ConsentRoot = { readonly consent: ConsentState }
/** Whether the visitor allowed marketing cookies and calls (the affiliate's, core/affiliate). */
export const selectMarketingConsent = (s: ConsentRoot): boolean => s.consent.granted.marketing
