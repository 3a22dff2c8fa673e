/**
 * The cashier's events: what the bettor did in the cashier, on the payment result pages, the
 * transactions and payment-methods pages (past tense), and what the server answered.
 */
import { Schema } from "effect"
import { at, RequestId } from "../kernel/index.js"
import { CashierInfo, Payment, SavedPaymentMethod, TransactionsPage, TransactionType } from "../model/cashier.js"
import { WelcomeBonus } from "../model/site.js"

export const CashierTab = Schema.Literals(["deposit", "withdraw"])
export type CashierTab = typeof CashierTab.Type

export const CashierOpened = Schema.TaggedStruct("CashierOpened", { at, tab: CashierTab })
export const CashierClosed = Schema.TaggedStruct("CashierClosed", { at })
export const CashierTabChosen = Schema.TaggedStruct("CashierTabChosen", { at, tab: CashierTab })
export const CashierMethodChosen = Schema.TaggedStruct("CashierMethodChosen", { at, method: Schema.String })
/** What the bettor typed in the payment-amount input (spec §2.10), as typed. */
export const CashierAmountEntered = Schema.TaggedStruct("CashierAmountEntered", { at, text: Schema.String })
/** A quick-amount button, or Max on withdraw (minor units). */
export const CashierQuickAmountChosen = Schema.TaggedStruct("CashierQuickAmountChosen", { at, amount: Schema.Int })
export const CashierMaxChosen = Schema.TaggedStruct("CashierMaxChosen", { at })
export const CashierBonusToggled = Schema.TaggedStruct("CashierBonusToggled", { at, code: Schema.NullOr(Schema.String) })
export const CashierSubmitted = Schema.TaggedStruct("CashierSubmitted", { at })
export const WithdrawalCancelRequested = Schema.TaggedStruct("WithdrawalCancelRequested", { at, id: Schema.Int })

export const CashierLoaded = Schema.TaggedStruct("CashierLoaded", { at, requestId: RequestId, info: CashierInfo })
export const DepositCreated = Schema.TaggedStruct("DepositCreated", { at, requestId: RequestId, payment: Payment, checkoutUrl: Schema.NullOr(Schema.String) })
export const WithdrawalCreated = Schema.TaggedStruct("WithdrawalCreated", { at, requestId: RequestId, payment: Payment })
export const WithdrawalCancelled = Schema.TaggedStruct("WithdrawalCancelled", { at, requestId: RequestId, payment: Payment })

/** A /payments/{deposit|withdraw}/{result} page opened for a payment (its `ref`). */
export const PaymentResultOpened = Schema.TaggedStruct("PaymentResultOpened", { at, id: Schema.Int })
export const PaymentLoaded = Schema.TaggedStruct("PaymentLoaded", { at, requestId: RequestId, payment: Payment })

export const TransactionsFilter = Schema.Struct({ type: Schema.NullOr(TransactionType), from: Schema.NullOr(Schema.String), to: Schema.NullOr(Schema.String) })
export type TransactionsFilter = typeof TransactionsFilter.Type
/** /account/transactions opened or its filter changed: the first page loads again. */
export const TransactionsFiltered = Schema.TaggedStruct("TransactionsFiltered", { at, filter: TransactionsFilter })
export const TransactionsMoreRequested = Schema.TaggedStruct("TransactionsMoreRequested", { at })
export const TransactionsLoaded = Schema.TaggedStruct("TransactionsLoaded", { at, requestId: RequestId, page: TransactionsPage, append: Schema.Boolean })

export const PaymentMethodsOpened = Schema.TaggedStruct("PaymentMethodsOpened", { at })
export const PaymentMethodsLoaded = Schema.TaggedStruct("PaymentMethodsLoaded", { at, requestId: RequestId, methods: Schema.Array(SavedPaymentMethod) })
export const PaymentMethodRemoveRequested = Schema.TaggedStruct("PaymentMethodRemoveRequested", { at, id: Schema.Int })

export const WelcomeBonusesRequested = Schema.TaggedStruct("WelcomeBonusesRequested", { at })
export const WelcomeBonusesLoaded = Schema.TaggedStruct("WelcomeBonusesLoaded", { at, requestId: RequestId, bonuses: Schema.Array(WelcomeBonus) })
/** The promo-code input's Redeem (spec §2.10): checked by the server, then chosen when logged in. */
export const PromoCodeRedeemed = Schema.TaggedStruct("PromoCodeRedeemed", { at, code: Schema.String })
/** The bettor edited the promo code after an answer: spec §4 "editing resets it" (unapplied again). */
export const PromoCodeEdited = Schema.TaggedStruct("PromoCodeEdited", { at })
export const BonusCodeValidated = Schema.TaggedStruct("BonusCodeValidated", { at, requestId: RequestId, bonus: WelcomeBonus })
export const BonusChosen = Schema.TaggedStruct("BonusChosen", { at, requestId: RequestId, code: Schema.String })

export const CASHIER_EVENTS = [
  CashierOpened, CashierClosed, CashierTabChosen, CashierMethodChosen, CashierAmountEntered, CashierQuickAmountChosen, CashierMaxChosen, CashierBonusToggled,
  CashierSubmitted, WithdrawalCancelRequested, CashierLoaded, DepositCreated, WithdrawalCreated, WithdrawalCancelled, PaymentResultOpened, PaymentLoaded,
  TransactionsFiltered, TransactionsMoreRequested, TransactionsLoaded, PaymentMethodsOpened, PaymentMethodsLoaded, PaymentMethodRemoveRequested,
  WelcomeBonusesRequested, WelcomeBonusesLoaded, PromoCodeRedeemed, PromoCodeEdited, BonusCodeValidated, BonusChosen,
] as const

export type CashierEvent = (typeof CASHIER_EVENTS)[number]["Type"]
