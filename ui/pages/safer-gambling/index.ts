/** The safer-gambling pages: one lazily loaded chunk (DESIGN.md §4). */
export { CoolOffPage, DepositLimitsPage, LossLimitsPage, PlayRemindersPage, RealityCheckPage, SaferGamblingPage, SelfExclusionPage } from "./SaferGamblingPages.js"
