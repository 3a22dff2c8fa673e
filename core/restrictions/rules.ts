/**
 * Restrictions and the user-field modal triggers (spec §4), as pure functions of the user.
 *
 * Restriction → modal (one modal for the whole map; the first rule that applies wins):
 *  1. a partial user (restriction key free_play or upgrade_required) → Verification;
 *  2. withdraw restricted with reason `pending`, for the special brand → {product}VerificationPending
 *     (the product is the user's default vertical, else the site's);
 *  3. any restriction with reason `upload_documents` → Verification of type upload_documents;
 *  4. any restriction with reason `verify` → Verification;
 *  5. any other restriction → Restriction, carrying it ({key, reason}).
 * Within a rule, keys are taken in the spec's order (free_play … email), unknown keys after, by name.
 * A `pending` withdraw on another brand is "any other restriction" (5).
 * The `email` restriction (e-mail not confirmed yet) stops only withdrawals, so it calls for no
 * standing modal: it is asked where it bites, as EmailVerification (with resend) when the bettor
 * opens the withdrawal cashier (withdrawalModal below).
 *
 * User fields, when empty becomes set (a user arriving by login counts as coming from empty):
 *  affordability_questionnaire_expires_at → Questionnaire (source prompted), once per session;
 *  affordability_phone_prompt → PhoneCall (attempted_phone_call: missed, otherwise unstarted);
 *  deposit_limit → DepositLimit; loss_limit → LossLimit;
 *  marketing_preferences_review_needed → MarketingPreferencesReview, not closable, only with the
 *  MARKETING_PREFERENCES_AS_CHANNELS_UI flag on.
 */
import type { Vertical } from "../model/primitives.js"
import { RestrictionKey, type User } from "../model/user.js"
import { PRODUCT_VERIFICATION_PENDING, type ModalRequest } from "../modals/index.js"
import { MARKETING_PREFERENCES_REVIEW_FLAG } from "../routing/modals.js"
import { SPECIAL_BRAND } from "../site/index.js"

export interface RestrictionContext {
  readonly brand: string
  /** The product of {product}VerificationPending. */
  readonly product: Vertical
}

const KEY_ORDER: ReadonlyArray<string> = RestrictionKey.literals

/** Whether key `a` comes before `b`: the spec's keys in its order, then unknown keys by name. */
const keyBefore = (a: string, b: string): boolean => {
  const ia = KEY_ORDER.indexOf(a)
  const ib = KEY_ORDER.indexOf(b)
  if (ia !== -1 || ib !== -1) return (ia === -1 ? KEY_ORDER.length : ia) < (ib === -1 ? KEY_ORDER.length : ib)
  return a < b
}

/** spec §4: "A partial user has free_play or upgrade_required". */
export const isPartialUser = (user: Pick<User, "restrictions">): boolean =>
  Object.hasOwn(user.restrictions, "free_play") || Object.hasOwn(user.restrictions, "upgrade_required")

/**
 * The modal a user's restrictions call for, or null when unrestricted. One pass over the keys
 * finds what each rule asks (a reason present anywhere; the first key in order), in place of
 * sorting them: every push of the user runs this twice (decision 0019).
 */
export const restrictionModal = (user: Pick<User, "restrictions">, ctx: RestrictionContext): ModalRequest | null => {
  const restrictions = user.restrictions
  let first: string | null = null
  let uploadDocuments = false
  let verify = false
  for (const key of Object.keys(restrictions)) {
    if (key === "email") continue
    const reason = restrictions[key]!.reason
    if (reason === "upload_documents") uploadDocuments = true
    else if (reason === "verify") verify = true
    if (first === null || keyBefore(key, first)) first = key
  }
  if (first === null) return null
  if (isPartialUser(user)) return { name: "Verification" }
  if (ctx.brand === SPECIAL_BRAND && Object.hasOwn(restrictions, "withdraw") && restrictions.withdraw!.reason === "pending") {
    return { name: PRODUCT_VERIFICATION_PENDING, props: { product: ctx.product } }
  }
  if (uploadDocuments) return { name: "Verification", props: { type: "upload_documents" } }
  if (verify) return { name: "Verification" }
  return { name: "Restriction", props: { restriction: { key: first, reason: restrictions[first]!.reason } } }
}

/** The dialog that comes before the withdrawal cashier: EmailVerification while the e-mail is unconfirmed. */
export const withdrawalModal = (user: Pick<User, "restrictions"> | null): ModalRequest | null =>
  user !== null && Object.hasOwn(user.restrictions, "email") ? { name: "EmailVerification", direct: true } : null

/** "Empty": absent, null, false or blank. */
const isSet = (value: unknown): boolean => value !== undefined && value !== null && value !== false && value !== ""

/**
 * Set now and not before. The caller reads each field by name: reading a field named by an
 * argument was the costliest line of this rule in the core replay (decision 0019).
 */
const becameSet = (now: unknown, before: unknown): boolean => isSet(now) && !isSet(before)

export const QUESTIONNAIRE_PROMPTED = "questionnaire-prompted"

/** The modals the user's fields open as they go from empty to set. */
export const userFieldTriggers = (previous: User | null, user: User, features: Readonly<Record<string, boolean>>): ModalRequest[] => {
  const out: ModalRequest[] = []
  if (becameSet(user.affordability_questionnaire_expires_at, previous?.affordability_questionnaire_expires_at)) {
    out.push({ name: "Questionnaire", props: { source: "prompted" }, direct: true, once: QUESTIONNAIRE_PROMPTED })
  }
  if (becameSet(user.affordability_phone_prompt, previous?.affordability_phone_prompt)) {
    out.push({ name: "PhoneCall", props: { status: user.affordability_phone_prompt === "attempted_phone_call" ? "missed" : "unstarted" } })
  }
  if (becameSet(user.deposit_limit, previous?.deposit_limit)) out.push({ name: "DepositLimit", props: { limit: user.deposit_limit } })
  if (becameSet(user.loss_limit, previous?.loss_limit)) out.push({ name: "LossLimit", props: { limit: user.loss_limit } })
  if (becameSet(user.marketing_preferences_review_needed, previous?.marketing_preferences_review_needed) && features[MARKETING_PREFERENCES_REVIEW_FLAG] === true) {
    out.push({ name: "MarketingPreferencesReview", closable: false })
  }
  return out
}
