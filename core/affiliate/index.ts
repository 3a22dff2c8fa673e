/**
 * The affiliate attribution (issue 15; spec §7 users/attribute/income-access/register: btag,
 * btag_referral_url; "after registration, only when an affiliate id is configured").
 *
 * - AppStarted: remembers the referral of the landing address (query `btag`, consent.ts
 *   referralOf), else the one an earlier visit left in the affiliate cookie (written only with
 *   marketing consent, 365 days): a bettor who came through an affiliate's link and signed up on
 *   a later visit is still that affiliate's. A cookie that is not a referral is ignored.
 * - SessionOpened via register: sends the call once, and only when all three hold: a referral,
 *   marketing consent (like the affiliate cookie itself) and the site config's `affiliate_id`.
 *   A log-in, a refresh or a password reset never sends it.
 */
import { Schema } from "effect"
import { call, type AppStarted, type Reducer } from "../kernel/index.js"
import { referralOf, selectMarketingConsent, type AffiliateReferral, type ConsentRoot } from "../consent/index.js"
import type { SessionOpened } from "../session/index.js"
import { defineArea } from "../kernel/index.js"
import { selectSiteConfig, type SiteRoot } from "../site/index.js"
import { registerAffiliate } from "./endpoints.js"
import { AffiliateRegisterRequest } from "./wire.js"

const decodeReferral = Schema.decodeUnknownOption(AffiliateRegisterRequest)

/** The referral the affiliate cookie holds (consent.ts writes it as JSON), or null for anything else. */
export const storedReferral = (cookie: string | null | undefined): AffiliateReferral | null => {
  if (!cookie) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(cookie)
  } catch {
    return null
  }
  const decoded = decodeReferral(parsed)
  return decoded._tag === "Some" ? { btag: decoded.value.btag, btag_referral_url: decoded.value.btag_referral_url } : null
}

export interface AffiliateState {
  readonly referral: AffiliateReferral | null
}
export const initialAffiliate: AffiliateState = { referral: null }

type Handled = AppStarted | (typeof SessionOpened.Type)

export const reduceAffiliate: Reducer<AffiliateState, Handled, ConsentRoot & SiteRoot> = (state, event, ctx) => {
  switch (event._tag) {
    case "AppStarted":
      return [{ referral: referralOf(event.location.path, event.location.search) ?? storedReferral(event.storedAffiliate) }, []]
    case "SessionOpened": {
      const affiliateId = selectSiteConfig(ctx.root)?.affiliate_id
      if (event.via !== "register" || !state.referral || !affiliateId || !selectMarketingConsent(ctx.root)) return [state, []]
      return [{ referral: null }, [call(registerAffiliate, state.referral, ctx.nextId("affiliate"), event.token)]]
    }
    default:
      return [state, []]
  }
}

export const affiliate = defineArea({
  key: "affiliate", initial: initialAffiliate, reduce: reduceAffiliate,
  handles: ["AppStarted", "SessionOpened"],
  endpoints: { registerAffiliate },
})

export { AffiliateRegisterRequest } from "./wire.js"
