/**
 * The affiliate call (spec §7 users/attribute/income-access/register: btag_referral_url, btag;
 * "after registration, only when an affiliate id is configured"). Issue 15 adds: only with
 * marketing consent, as the affiliate cookie itself (consent.ts).
 */
import { Schema } from "effect"

export const AffiliateRegisterRequest = Schema.Struct({
  btag: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(200)),
  btag_referral_url: Schema.String.check(Schema.isMaxLength(2000)),
})
export type AffiliateRegisterRequest = typeof AffiliateRegisterRequest.Type
