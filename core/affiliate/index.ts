/**
 * The affiliate attribution (issue 15; spec §7 users/attribute/income-access/register: btag,
 * btag_referral_url; "after registration, only when an affiliate id is configured").
 *
 * - AppStarted: remembers the referral of the landing address (query `btag`, consent.ts
 *   referralOf) for this visit.
 * - SessionOpened via register: sends the call once, and only when all three hold: a referral,
 *   marketing consent (like the affiliate cookie itself) and the site config's `affiliate_id`.
 *   A log-in, a refresh or a password reset never sends it.
 *
 * Pitfall: a referral found on an earlier visit lives in the affiliate cookie, which core does not
 * read; only this visit's landing referral is attributed.
 */
import { call, type AppStarted, type Reducer } from "../kernel/index.js"
import { referralOf, selectMarketingConsent, type AffiliateReferral, type ConsentRoot } from "../consent/index.js"
import type { SessionOpened } from "../session/index.js"
import { defineArea } from "../kernel/index.js"
import { selectSiteConfig, type SiteRoot } from "../site/index.js"
import { registerAffiliate } from "./endpoints.js"

export interface AffiliateState {
  readonly referral: AffiliateReferral | null
}
export const initialAffiliate: AffiliateState = { referral: null }

type Handled = AppStarted | (typeof SessionOpened.Type)

export const reduceAffiliate: Reducer<AffiliateState, Handled, ConsentRoot & SiteRoot> = (state, event, ctx) => {
  switch (event._tag) {
    case "AppStarted":
      return [{ referral: referralOf(event.location.path, event.location.search) }, []]
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
