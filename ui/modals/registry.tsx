/**
 * Every dialog name of core's registry (core/modals/registry.ts) mapped to the component that
 * draws its body. The record's type makes a name without a component a compile error. Dialogs
 * whose content is not built yet show their title (PlaceholderModal).
 *
 * Bodies are loaded on demand (issue 19: the first visit carries no dialog): each file of dialogs
 * is one dynamic import, shared by the names it draws, so opening one cashier dialog loads the
 * cashier's dialogs once. The host renders `lazyModalBody(name)`; `preloadModalBodies` fetches
 * them all when the browser is idle after start, so a dialog opened later draws at once. Each body
 * draws inside every lazy area's messages (docs/decisions/0018), loaded with it.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from "react"
import type { ModalName } from "../../core/modals/registry.js"
import { withAreaMessages } from "../i18n/AreaMessages.js"
import { LAZY_AREAS, loadAreaCatalogues } from "../i18n/catalogues.js"
import type { ModalBodyProps } from "./ModalParts.js"

export type ModalBody = ComponentType<ModalBodyProps>

/**
 * One dynamic import per file, made once (a failed download is retried on the next ask), with the
 * lazy areas' messages: dialogs open over any page and draw any area's texts, so each dialog
 * draws inside all of them (downloaded with the first body, in parallel).
 */
const once = <M,>(load: () => Promise<M>): (() => Promise<M>) => {
  let promise: Promise<M> | null = null
  return () => {
    promise ??= Promise.all([load(), loadAreaCatalogues(LAZY_AREAS)]).then(([m]) => m).catch((error: unknown) => {
      promise = null
      throw error
    })
    return promise
  }
}

const accountDialogs = once(() => import("./account/AccountDialogs.js"))
const saferGamblingDialogs = once(() => import("./safer-gambling/SaferGamblingDialogs.js"))
const cashierDialogs = once(() => import("./cashier/CashierDialogs.js"))
const authDialogs = once(() => import("./account/AuthDialogs.js"))
const sportsbookDialogs = once(() => import("./sportsbook/SportsbookDialogs.js"))
const bonusDialogs = once(() => import("./cashier/BonusDialogs.js"))
const accountModals = once(() => import("./AccountModals.js"))
const cashierModal = once(() => import("./cashier/CashierModal.js"))
const casinoDialogs = once(() => import("./casino/CasinoDialogs.js"))
const rewardsDialogs = once(() => import("./rewards/RewardsDialogs.js"))
const walletRewardDialogs = once(() => import("./rewards/WalletRewardDialogs.js"))
const limitChangeModals = once(() => import("./safer-gambling/LimitChangeModals.js"))
const inactivityLoggedOutModal = once(() => import("./InactivityLoggedOutModal.js"))
const reviewModal = once(() => import("./account/ReviewModal.js"))
const personalDetailsFlowModal = once(() => import("./account/PersonalDetailsFlowModal.js"))
const uatHelperModal = once(() => import("./account/UatHelperModal.js"))
const inactivityModal = once(() => import("./InactivityModal.js"))
const realityCheckModal = once(() => import("./virtuals/RealityCheckModal.js"))
const dialogModal = once(() => import("./DialogModal.js"))

/** The loader of every dialog's body. */
export const modalBodyLoaders: Readonly<Record<ModalName, () => Promise<ModalBody>>> = {
  Acceptance: () => accountDialogs().then((m) => m.AcceptanceModal),
  AccountActivityFrequency: () => saferGamblingDialogs().then((m) => m.AccountActivityFrequencyModal),
  AccountActivityPrompt: () => saferGamblingDialogs().then((m) => m.AccountActivityPromptModal),
  AddFunds: () => cashierDialogs().then((m) => m.AddFundsModal),
  Auth: () => authDialogs().then((m) => m.AuthModal),
  BestOddsGuaranteed: () => sportsbookDialogs().then((m) => m.BestOddsGuaranteedModal),
  BetslipBetBuilder: () => sportsbookDialogs().then((m) => m.BetslipBetBuilderModal),
  BetslipSettings: () => sportsbookDialogs().then((m) => m.BetslipSettingsModal),
  BonusSelector: () => bonusDialogs().then((m) => m.BonusSelectorModal),
  BonusSwitch: () => bonusDialogs().then((m) => m.BonusSwitchModal),
  "{product}VerificationPending": () => accountModals().then((m) => m.VerificationPendingModal),
  Cashier: () => cashierModal().then((m) => m.CashierModal),
  ChooseGame: () => casinoDialogs().then((m) => m.ChooseGameModal),
  ClaimReward: () => rewardsDialogs().then((m) => m.ClaimRewardModal),
  ClubSteps: () => rewardsDialogs().then((m) => m.ClubStepsModal),
  ConfirmMarketingOptOut: () => accountDialogs().then((m) => m.ConfirmMarketingOptOutModal),
  ConfirmOptOut: () => accountDialogs().then((m) => m.ConfirmMarketingOptOutModal),
  ContinueConfirm: () => accountDialogs().then((m) => m.ContinueConfirmModal),
  Credit: () => walletRewardDialogs().then((m) => m.CreditModal),
  DailyGame: () => rewardsDialogs().then((m) => m.DailyGameModal),
  DepositLimit: () => limitChangeModals().then((m) => m.DepositLimitModal),
  DepositLimitFrequency: () => saferGamblingDialogs().then((m) => m.DepositLimitFrequencyModal),
  DepositLimitReached: () => accountModals().then((m) => m.DepositLimitReachedModal),
  DepositLimitPrompt: () => saferGamblingDialogs().then((m) => m.DepositLimitPromptModal),
  DepositNowForBonus: () => cashierDialogs().then((m) => m.DepositNowForBonusModal),
  DownloadApp: () => accountDialogs().then((m) => m.DownloadAppModal),
  EddAlert: () => saferGamblingDialogs().then((m) => m.EddAlertModal),
  EmailVerification: () => accountDialogs().then((m) => m.EmailVerificationModal),
  FreeSpins: () => walletRewardDialogs().then((m) => m.FreeSpinsModal),
  GeolocationRestriction: () => accountModals().then((m) => m.GeolocationRestrictionModal),
  InactivityLoggedOut: () => inactivityLoggedOutModal().then((m) => m.InactivityLoggedOutModal),
  JackpotInfo: () => casinoDialogs().then((m) => m.JackpotInfoModal),
  Login: () => authDialogs().then((m) => m.LoginModal),
  LimitReached: () => accountModals().then((m) => m.LimitReachedModal),
  LossLimit: () => limitChangeModals().then((m) => m.LossLimitModal),
  MarketingPreferencesReview: () => accountDialogs().then((m) => m.MarketingPreferencesReviewModal),
  OptIn: () => rewardsDialogs().then((m) => m.OptInModal),
  PasswordReset: () => authDialogs().then((m) => m.PasswordResetModal),
  PhoneCall: () => saferGamblingDialogs().then((m) => m.PhoneCallModal),
  PhoneNumber: () => accountDialogs().then((m) => m.PhoneNumberModal),
  Questionnaire: () => saferGamblingDialogs().then((m) => m.QuestionnaireModal),
  MeetingsQuickAccess: () => sportsbookDialogs().then((m) => m.MeetingsQuickAccessModal),
  Referral: () => walletRewardDialogs().then((m) => m.ReferralModal),
  ResendCode: () => accountDialogs().then((m) => m.ResendCodeModal),
  Restriction: () => accountModals().then((m) => m.RestrictionModal),
  Review: () => reviewModal().then((m) => m.ReviewModal),
  Reward: () => rewardsDialogs().then((m) => m.RewardModal),
  Rewards: () => rewardsDialogs().then((m) => m.RewardsModal),
  RealityCheckFrequency: () => saferGamblingDialogs().then((m) => m.RealityCheckFrequencyModal),
  RewardsSummary: () => rewardsDialogs().then((m) => m.RewardsSummaryModal),
  PersonalDetailsFlow: () => personalDetailsFlowModal().then((m) => m.PersonalDetailsFlowModal),
  TransactionStatus: () => cashierDialogs().then((m) => m.TransactionStatusModal),
  UatHelper: () => uatHelperModal().then((m) => m.UatHelperModal),
  VerificationApproved: () => accountDialogs().then((m) => m.VerificationApprovedModal),
  Verification: () => accountModals().then((m) => m.VerificationModal),
  Voucher: () => walletRewardDialogs().then((m) => m.VoucherModal),
  Inactivity: () => inactivityModal().then((m) => m.InactivityModal),
  RealityCheck: () => realityCheckModal().then((m) => m.RealityCheckModal),
  Dialog: () => dialogModal().then((m) => m.DialogModal),
}

const lazies = new Map<ModalName, LazyExoticComponent<ModalBody>>()

/** The body of `name` as a lazy component (one per name, so React keeps it across renders). */
export const lazyModalBody = (name: ModalName): LazyExoticComponent<ModalBody> => {
  let body = lazies.get(name)
  if (!body) {
    body = lazy(() => modalBodyLoaders[name]().then((component) => ({ default: withAreaMessages(LAZY_AREAS, component) })))
    lazies.set(name, body)
  }
  return body
}

/** Starts loading every dialog's body (each file once); failures are left for the host to meet. */
export const preloadModalBodies = (): void => {
  for (const load of [accountDialogs, saferGamblingDialogs, cashierDialogs, authDialogs, sportsbookDialogs, bonusDialogs, accountModals, cashierModal, casinoDialogs, rewardsDialogs, walletRewardDialogs, limitChangeModals, inactivityLoggedOutModal, reviewModal, personalDetailsFlowModal, uatHelperModal, inactivityModal, realityCheckModal, dialogModal]) load().catch(() => {})
}
