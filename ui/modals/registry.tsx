/**
 * Every dialog name of core's registry (core/modals/registry.ts) mapped to the component that
 * draws its body. The record's type makes a name without a component a compile error. Dialogs
 * whose content is not built yet show their title (PlaceholderModal).
 */
import type { ComponentType } from "react"
import type { ModalName } from "../../core/modals/registry.js"
import {
  DepositLimitReachedModal, GeolocationRestrictionModal, LimitReachedModal, RestrictionModal, VerificationModal,
  VerificationPendingModal,
} from "./AccountModals.js"
import { DialogModal } from "./DialogModal.js"
import { InactivityLoggedOutModal } from "./InactivityLoggedOutModal.js"
import { InactivityModal } from "./InactivityModal.js"
import type { ModalBodyProps } from "./ModalParts.js"
import { PlaceholderModal } from "./PlaceholderModal.js"

export type ModalBody = ComponentType<ModalBodyProps>

export const modalBodies: Readonly<Record<ModalName, ModalBody>> = {
  Acceptance: PlaceholderModal,
  AccountActivityFrequency: PlaceholderModal,
  AccountActivityPrompt: PlaceholderModal,
  AddFunds: PlaceholderModal,
  Auth: PlaceholderModal,
  BestOddsGuaranteed: PlaceholderModal,
  BetslipBetBuilder: PlaceholderModal,
  BetslipSettings: PlaceholderModal,
  BonusSelector: PlaceholderModal,
  BonusSwitch: PlaceholderModal,
  "{product}VerificationPending": VerificationPendingModal,
  Cashier: PlaceholderModal,
  ChooseGame: PlaceholderModal,
  ClaimReward: PlaceholderModal,
  ClubSteps: PlaceholderModal,
  ConfirmMarketingOptOut: PlaceholderModal,
  ConfirmOptOut: PlaceholderModal,
  ContinueConfirm: PlaceholderModal,
  Credit: PlaceholderModal,
  DailyGame: PlaceholderModal,
  DepositLimit: PlaceholderModal,
  DepositLimitFrequency: PlaceholderModal,
  DepositLimitReached: DepositLimitReachedModal,
  DepositLimitPrompt: PlaceholderModal,
  DepositNowForBonus: PlaceholderModal,
  DownloadApp: PlaceholderModal,
  EddAlert: PlaceholderModal,
  EmailVerification: PlaceholderModal,
  FreeSpins: PlaceholderModal,
  GeolocationRestriction: GeolocationRestrictionModal,
  InactivityLoggedOut: InactivityLoggedOutModal,
  JackpotInfo: PlaceholderModal,
  Login: PlaceholderModal,
  LimitReached: LimitReachedModal,
  LossLimit: PlaceholderModal,
  MarketingPreferencesReview: PlaceholderModal,
  OptIn: PlaceholderModal,
  PasswordReset: PlaceholderModal,
  PhoneCall: PlaceholderModal,
  PhoneNumber: PlaceholderModal,
  Questionnaire: PlaceholderModal,
  MeetingsQuickAccess: PlaceholderModal,
  Referral: PlaceholderModal,
  ResendCode: PlaceholderModal,
  Restriction: RestrictionModal,
  Review: PlaceholderModal,
  Reward: PlaceholderModal,
  Rewards: PlaceholderModal,
  RealityCheckFrequency: PlaceholderModal,
  RewardsSummary: PlaceholderModal,
  PersonalDetailsFlow: PlaceholderModal,
  TransactionStatus: PlaceholderModal,
  UatHelper: PlaceholderModal,
  VerificationApproved: PlaceholderModal,
  Verification: VerificationModal,
  Voucher: PlaceholderModal,
  Inactivity: InactivityModal,
  RealityCheck: PlaceholderModal,
  Dialog: DialogModal,
}
