/**
 * The spec singles out one brand in three rules without naming it (spec §8 401 → welcome, §9
 * default stake 100 and quick stakes 100/250/500, §4 {product}VerificationPending on withdraw).
 * We model it as one brand, `apostas`, a Brazilian-real brand whose stakes run larger.
 */
export const SPECIAL_BRAND = "apostas"
export const DEFAULT_BRAND = "sportsbook"

/** Display names, for the moments before the site config (which carries `brand_name`) arrives. */
export const BRAND_NAMES: Readonly<Record<string, string>> = { sportsbook: "Sportsbook", apostas: "Apostas" }
