/**
 * Affiliate attribution (spec §7 users/attribute/income-access/register): the btag a bettor
 * arrived with and the address it was found on, recorded once per user under the brand's
 * configured affiliate id. The client sends it only after registration, only with marketing
 * consent and only when an affiliate id is configured (core/affiliate/); this side
 * refuses it when no affiliate id is configured, and keeps the first attribution (a later call,
 * e.g. from another device, does not move a bettor to another affiliate).
 */
import type { Db } from "../../db/connect.js"
import { affiliateAttributions } from "../../db/schema.js"

export const recordAttribution = async (
  db: Db,
  userId: number,
  affiliateId: string,
  referral: { readonly btag: string; readonly btag_referral_url: string },
  now: number,
): Promise<boolean> => {
  const inserted = await db
    .insert(affiliateAttributions)
    .values({ userId, affiliateId, btag: referral.btag, referralUrl: referral.btag_referral_url, createdAt: new Date(now) })
    .onConflictDoNothing({ target: affiliateAttributions.userId })
    .returning({ id: affiliateAttributions.id })
  return inserted.length > 0
}
