/**
 * The registry of dialogs (spec §2.10): every registered dialog name with how the modal host shows
 * it. Contents are the views' business; this says only
 * - `size`: md (the default), full, full-screen or action-sheet;
 * - `closable`: whether Escape and a backdrop click close it (an entry may override it: the
 *   MarketingPreferencesReview deep link is closable, the one the user field opens is not);
 * - `queue`: the priority queue it waits in (spec §2.10 "Queues"), or null for a dialog opened
 *   directly, on top of whatever shows;
 * - `forVisitors`: it may stay open when the session ends (all others close on logout).
 *
 * The spec lists the names but not sizes or closability beyond MarketingPreferencesReview; the
 * choices here are ours: long flows (cashier, questionnaire, rewards) take the full size, games
 * and the personal-details flow the full screen, pickers the action sheet. Not closable: the
 * flag-driven marketing review (spec), the inactivity countdown (Escape must not silently dismiss a
 * security warning: the person chooses to stay or leave) and the geolocation restriction (the
 * region's block is not something to click away; it offers the way home).
 *
 * Beyond the registered list, three rows: `Inactivity` (the high-priority queue's inactivity
 * warning of spec §2.10), `RealityCheck` (the virtuals reality-check dialog of §2.10) and `Dialog`
 * (the generic dialogs of §2.10 "Feedback", see dialog.ts).
 */

export type ModalSize = "md" | "full" | "full-screen" | "action-sheet"
export type ModalQueue = "low" | "high"

export interface ModalInfo {
  readonly size: ModalSize
  readonly closable: boolean
  readonly queue: ModalQueue | null
  readonly forVisitors: boolean
}

/** The registered dialog names of spec §2.10, in the spec's order. */
export const REGISTERED_MODAL_NAMES = [
  "Acceptance", "AccountActivityFrequency", "AccountActivityPrompt", "AddFunds", "Auth", "BestOddsGuaranteed",
  "BetslipBetBuilder", "BetslipSettings", "BonusSelector", "BonusSwitch", "{product}VerificationPending", "Cashier",
  "ChooseGame", "ClaimReward", "ClubSteps", "ConfirmMarketingOptOut", "ConfirmOptOut", "ContinueConfirm", "Credit",
  "DailyGame", "DepositLimit", "DepositLimitFrequency", "DepositLimitReached", "DepositLimitPrompt", "DepositNowForBonus",
  "DownloadApp", "EddAlert", "EmailVerification", "FreeSpins", "GeolocationRestriction", "InactivityLoggedOut",
  "JackpotInfo", "Login", "LimitReached", "LossLimit", "MarketingPreferencesReview", "OptIn", "PasswordReset",
  "PhoneCall", "PhoneNumber", "Questionnaire", "MeetingsQuickAccess", "Referral", "ResendCode", "Restriction", "Review",
  "Reward", "Rewards", "RealityCheckFrequency", "RewardsSummary", "PersonalDetailsFlow", "TransactionStatus", "UatHelper",
  "VerificationApproved", "Verification", "Voucher",
] as const

export const MODAL_NAMES = [...REGISTERED_MODAL_NAMES, "Inactivity", "RealityCheck", "Dialog"] as const
export type ModalName = (typeof MODAL_NAMES)[number]

/** The name the spec writes as `{product}VerificationPending`; its entry carries `props.product`. */
export const PRODUCT_VERIFICATION_PENDING = "{product}VerificationPending" satisfies ModalName

const SIZES: Partial<Record<ModalName, ModalSize>> = {
  Cashier: "full", Questionnaire: "full", Rewards: "full", RewardsSummary: "full", BetslipBetBuilder: "full",
  DailyGame: "full-screen", PersonalDetailsFlow: "full-screen", ClubSteps: "full-screen", UatHelper: "full-screen",
  BetslipSettings: "action-sheet", BonusSelector: "action-sheet", BonusSwitch: "action-sheet", ChooseGame: "action-sheet",
  MeetingsQuickAccess: "action-sheet", DownloadApp: "action-sheet",
}

const NOT_CLOSABLE: ReadonlyArray<ModalName> = ["MarketingPreferencesReview", "Inactivity", "GeolocationRestriction"]

const QUEUES: Partial<Record<ModalName, ModalQueue>> = {
  Verification: "low", Restriction: "low", "{product}VerificationPending": "low", Review: "low",
  LimitReached: "high", EddAlert: "high", PhoneCall: "high", DepositLimit: "high", LossLimit: "high",
  Inactivity: "high", MarketingPreferencesReview: "high",
}

/**
 * Dialogs that make sense without a session: login and recovery, the logged-out notices, feedback,
 * the explanations anyone may read (best odds guaranteed, the bet builder, today's meetings,
 * a jackpot, a game picker) and the welcome offers a visitor picks from at sign-up.
 */
const FOR_VISITORS: ReadonlyArray<ModalName> = [
  "Auth", "Login", "PasswordReset", "ResendCode", "EmailVerification", "DownloadApp", "InactivityLoggedOut",
  "GeolocationRestriction", "Dialog", "UatHelper", "BestOddsGuaranteed", "BetslipBetBuilder", "MeetingsQuickAccess",
  "JackpotInfo", "ChooseGame",
  // The welcome offers, which a visitor picks from on the sign-up page (issue 13).
  "BonusSelector",
]

export const MODAL_REGISTRY: Readonly<Record<ModalName, ModalInfo>> = Object.fromEntries(
  MODAL_NAMES.map((name) => [name, {
    size: SIZES[name] ?? "md",
    closable: !NOT_CLOSABLE.includes(name),
    queue: QUEUES[name] ?? null,
    forVisitors: FOR_VISITORS.includes(name),
  }]),
) as Record<ModalName, ModalInfo>

export const isModalName = (name: string): name is ModalName => Object.hasOwn(MODAL_REGISTRY, name)

/** A registry name for what the error catalogue or a push names; unknown names open nothing. */
export const modalInfo = (name: ModalName): ModalInfo => MODAL_REGISTRY[name]
