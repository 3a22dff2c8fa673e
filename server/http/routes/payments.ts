/**
 * The cashier's calls (issue 13; docs/api.md "Wallet and cashier"):
 *
 *   GET    welcome-bonuses              the welcome bonuses on offer (spec §7), in the site's currency
 *   GET    bonuses/validate-code?code=  the bonus of a promo code, or 422 INVALID_PROMO_CODE (spec §7)
 *   POST   bonuses/choose  {code}       the logged-in bettor's welcome bonus, granted at the first qualifying deposit
 *   GET    cashier                      what the cashier dialog opens with (methods, limits, pending withdrawals, grants)
 *   POST   payments/deposits            DepositRequest + Idempotency-Key → 201 {payment, checkout_url}
 *   POST   payments/withdrawals         WithdrawalRequest + Idempotency-Key → 201 Payment (cash held at once)
 *   DELETE payments/withdrawals/{id}    cancel a pending withdrawal → Payment (cancelled)
 *   GET    payments?direction=&status=  the bettor's payments, newest first
 *   GET    payments/{id}                one payment (the result pages poll it)
 *   GET    payment-methods              saved methods (masked); DELETE payment-methods/{id} removes one
 *   GET    users/transactions           ?type=&from=&to=&before=&limit= → TransactionsPage
 *   GET    users/transactions.csv       the same lines (all pages, at most 10 000) as CSV
 *   POST   payments/webhook             the provider's signed event (raw JSON, header Sandbox-Signature)
 */
import { Schema } from "effect"
import { Hono, type Context } from "hono"
import type { ContentfulStatusCode } from "hono/utils/http-status"
import { BonusChoice, BonusGrant, CashierInfo, DepositRequest, DepositResponse, Payment, PaymentsList, SavedPaymentMethods, TransactionsPage, WithdrawalRequest, type TransactionType } from "../../../core/model/cashier.js"
import { WelcomeBonus } from "../../../core/model/site.js"
import type { Currency } from "../../../core/model/primitives.js"
import type { ServerContext } from "../../context.js"
import { lookupSession } from "../../domain/accounts/sessions.js"
import { findUserById } from "../../domain/accounts/users.js"
import { expireBonuses, grantsOf } from "../../domain/ledger/bonuses.js"
import { readWallet } from "../../domain/ledger/wallet.js"
import { MAX_DEPOSIT, MIN_DEPOSIT, MIN_WITHDRAWAL, PaymentError, WebhookRefused, type PaymentErrorCode, type PaymentRow, type Payments } from "../../domain/payments/service.js"
import { SIGNATURE_HEADER } from "../../domain/payments/signature.js"
import { listTransactions, TRANSACTION_TYPES, transactionsCsv } from "../../domain/payments/transactions.js"
import { findBonusByCode, WELCOME_BONUSES, welcomeBonusView } from "../../domain/payments/welcome-bonuses.js"
import { bearerToken, requireSession } from "../auth.js"
import { readBody } from "../body.js"
import type { AppEnv } from "../env.js"
import { answersErrorsOf, ApiError } from "../errors.js"
import type { MessageId } from "../messages.js"
import { respond } from "../respond.js"

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_\-.:]{1,100}$/
const QUICK_AMOUNTS = [1000, 2500, 5000, 10000]
const decimal = (minor: number) => (minor / 100).toFixed(2)

export const paymentView = (row: PaymentRow): Payment => ({
  id: row.id,
  direction: row.direction as Payment["direction"],
  method: row.method,
  amount: row.amount,
  currency: row.currency as Currency,
  status: row.status as Payment["status"],
  failure_reason: row.failureReason,
  instrument: row.instrument,
  created_at: row.createdAt.getTime(),
  updated_at: row.updatedAt.getTime(),
})

/** Each payment error but the amount's (which words its limits): status, public message, message key. */
const PAYMENT_ERRORS: Readonly<Record<Exclude<PaymentErrorCode, "invalid_amount">, readonly [ContentfulStatusCode, MessageId, string]>> = {
  method_not_offered: [422, "payment.method_not_offered", "PAYMENT_METHOD_NOT_OFFERED"],
  one_method: [422, "payment.one_method", "PAYMENT_ONE_PAYMENT_METHOD_ALLOWED"],
  verification_pending: [403, "payment.verification_pending", "VERIFICATION_PENDING"],
  deposit_restricted: [403, "payment.deposit_restricted", "DEPOSIT_RESTRICTED"],
  insufficient_funds: [422, "payment.insufficient_funds", "INSUFFICIENT_FUNDS"],
  duplicate_key: [409, "payment.duplicate_key", "IDEMPOTENCY_CONFLICT"],
  not_found: [404, "payment.not_found", "PAYMENT_NOT_FOUND"],
  not_cancellable: [409, "payment.not_cancellable", "WITHDRAWAL_NOT_CANCELLABLE"],
  invalid_code: [422, "bonus.invalid_code", "INVALID_PROMO_CODE"],
  bonus_already_used: [409, "bonus.already_used", "BONUS_ALREADY_USED"],
}

export const paymentApiError = (error: PaymentError): ApiError => {
  switch (error.code) {
    case "invalid_amount":
      return error.detail.max !== undefined
        ? new ApiError(422, "payment.amount", { vars: { min: decimal(Number(error.detail.min)), max: decimal(Number(error.detail.max)) }, message: error.message, messageKey: "PAYMENT_AMOUNT_INVALID" })
        : new ApiError(422, "payment.withdrawal_amount", { vars: { min: decimal(Number(error.detail.min)) }, message: error.message, messageKey: "PAYMENT_AMOUNT_INVALID" })
    default: {
      const [status, publicMessage, messageKey] = PAYMENT_ERRORS[error.code]
      return new ApiError(status, publicMessage, { message: error.message, messageKey })
    }
  }
}

const badParameter = (name: string) => new ApiError(400, "request.invalid_parameter", { vars: { name }, message: `Bad query parameter ${name}`, messageKey: "INVALID_REQUEST" })

const keyOf = (c: Context<AppEnv>): string => {
  const key = c.req.header("idempotency-key")
  if (!key) throw new ApiError(400, "payment.key_required", { message: "Idempotency-Key header required", messageKey: "INVALID_REQUEST" })
  if (!IDEMPOTENCY_KEY.test(key)) throw new ApiError(400, "request.invalid_fields", { message: "Idempotency-Key: 1 to 100 of A-Z a-z 0-9 _ - . :", messageKey: "INVALID_REQUEST" })
  return key
}

const idParam = (c: Context<AppEnv>): number => {
  const raw = c.req.param("id") ?? ""
  if (!/^\d{1,9}$/.test(raw)) throw badParameter("id")
  return Number(raw)
}

/** A date (YYYY-MM-DD, start of that UTC day) or an ISO instant; null when absent. */
const instantParam = (c: Context<AppEnv>, name: string, endOfDay: boolean): number | null => {
  const raw = c.req.query(name)
  if (raw === undefined || raw === "") return null
  if (/^\d{4}-\d{2}-\d{2}$/.test(raw)) {
    const start = Date.parse(`${raw}T00:00:00Z`)
    if (Number.isNaN(start)) throw badParameter(name)
    return endOfDay ? start + 86_400_000 : start
  }
  const ms = Date.parse(raw)
  if (Number.isNaN(ms) || raw.length > 40) throw badParameter(name)
  return ms
}

const encodeBonuses = Schema.encodeSync(Schema.Array(WelcomeBonus))

export const paymentRoutes = (ctx: ServerContext): Hono<AppEnv> => {
  const routes = new Hono<AppEnv>()
  const auth = requireSession(ctx)

  const payments = (): Payments => {
    if (!ctx.payments) throw new ApiError(404, "error.not_found", { message: "Payments are not configured", messageKey: "NOT_FOUND" })
    return ctx.payments
  }
  const guard = answersErrorsOf(PaymentError, paymentApiError)

  /** The logged-in bettor's currency when a live bearer comes along, else the site's. */
  const currencyOf = async (c: Context<AppEnv>): Promise<string> => {
    const token = bearerToken(c)
    if (token) {
      const found = await lookupSession(ctx.db, token, ctx.clock())
      if (found.status === "active") {
        const user = await findUserById(ctx.db, found.session.userId)
        if (user) return user.currency
      }
    }
    return ctx.sites.resolve(c.get("brand"), c.get("country"))?.default_currency ?? "gbp"
  }

  routes.get("/welcome-bonuses", async (c) => {
    const currency = await currencyOf(c)
    c.header("Cache-Control", "no-store")
    return c.json(encodeBonuses(WELCOME_BONUSES.map((b) => welcomeBonusView(b, currency))) as object)
  })

  routes.get("/bonuses/validate-code", async (c) => {
    const code = c.req.query("code") ?? ""
    if (code.length > 40) throw badParameter("code")
    const terms = findBonusByCode(code)
    if (!terms) throw paymentApiError(new PaymentError("invalid_code", `unknown promo code ${code}`))
    return respond(c, WelcomeBonus, welcomeBonusView(terms, await currencyOf(c)))
  })

  routes.post("/bonuses/choose", auth, async (c) => {
    const { code } = await readBody(c, BonusChoice)
    await guard(() => payments().chooseBonus(c.get("auth").session.userId, code))
    return respond(c, BonusChoice, { code: code.trim().toUpperCase() })
  })

  routes.get("/cashier", auth, async (c) => {
    const userId = c.get("auth").session.userId
    const p = payments()
    await expireBonuses(ctx.db, userId, ctx.clock())
    const [offered, last, wallet, pending, chosen, grants] = await Promise.all([
      p.methodsOffered(userId), p.lastDepositMethod(userId), readWallet(ctx.db, userId), p.listPayments(userId, { direction: "withdrawal", status: "pending" }), p.chosenBonus(userId), grantsOf(ctx.db, userId),
    ])
    return respond(c, CashierInfo, {
      currency: (wallet?.account.currency ?? "gbp") as Currency,
      deposit_methods: offered.deposit,
      withdrawal_methods: offered.withdrawal,
      last_deposit_method: last?.method ?? null,
      min_deposit: MIN_DEPOSIT,
      max_deposit: MAX_DEPOSIT,
      min_withdrawal: MIN_WITHDRAWAL,
      quick_amounts: QUICK_AMOUNTS,
      withdrawable: wallet?.balance ?? 0,
      pending_withdrawals: pending.map(paymentView),
      chosen_bonus: chosen?.code ?? null,
      bonus_used: chosen?.used ?? false,
      bonus_grants: grants.map(
        (g): BonusGrant => ({ id: g.id, kind: g.kind, code: g.code, amount: g.amount, remaining: g.remaining, wagering_required: g.wageringRequired, wagered: g.wagered, status: g.status, expires_at: g.expiresAt.getTime() }),
      ),
    })
  })

  routes.post("/payments/deposits", auth, async (c) => {
    const key = keyOf(c)
    const body = await readBody(c, DepositRequest)
    const userId = c.get("auth").session.userId
    const { payment, checkoutUrl } = await guard(() => payments().createDeposit(userId, { amount: body.amount, method: body.method, key, bonusCode: body.bonus_code ?? null }))
    return respond(c, DepositResponse, { payment: paymentView(payment), checkout_url: checkoutUrl }, 201)
  })

  routes.post("/payments/withdrawals", auth, async (c) => {
    const key = keyOf(c)
    const body = await readBody(c, WithdrawalRequest)
    const userId = c.get("auth").session.userId
    const payment = await guard(() => payments().createWithdrawal(userId, { amount: body.amount, method: body.method, key }))
    return respond(c, Payment, paymentView(payment), 201)
  })

  routes.delete("/payments/withdrawals/:id", auth, async (c) => {
    const id = idParam(c)
    const payment = await guard(() => payments().cancelWithdrawal(c.get("auth").session.userId, id))
    return respond(c, Payment, paymentView(payment))
  })

  routes.get("/payments", auth, async (c) => {
    const direction = c.req.query("direction")
    if (direction !== undefined && direction !== "deposit" && direction !== "withdrawal") throw badParameter("direction")
    const status = c.req.query("status")
    if (status !== undefined && !/^[a-z_]{1,20}$/.test(status)) throw badParameter("status")
    const rows = await payments().listPayments(c.get("auth").session.userId, { ...(direction ? { direction } : {}), ...(status ? { status } : {}) })
    return respond(c, PaymentsList, { payments: rows.map(paymentView) })
  })

  routes.get("/payments/:id", auth, async (c) => {
    const row = await payments().payment(c.get("auth").session.userId, idParam(c))
    if (!row) throw paymentApiError(new PaymentError("not_found", "payment not found"))
    return respond(c, Payment, paymentView(row))
  })

  routes.get("/payment-methods", auth, async (c) => {
    const rows = await payments().savedMethods(c.get("auth").session.userId)
    return respond(c, SavedPaymentMethods, { payment_methods: rows.map((r) => ({ id: r.id, method: r.method, label: r.label, last_used_at: r.lastUsedAt.getTime() })) })
  })

  routes.delete("/payment-methods/:id", auth, async (c) => {
    const removed = await payments().removeMethod(c.get("auth").session.userId, idParam(c))
    if (!removed) throw paymentApiError(new PaymentError("not_found", "payment method not found"))
    return c.body(null, 204)
  })

  const transactionQuery = (c: Context<AppEnv>, limit: number) => {
    const type = c.req.query("type")
    if (type !== undefined && type !== "" && type !== "all" && !(TRANSACTION_TYPES as ReadonlyArray<string>).includes(type)) throw badParameter("type")
    const before = c.req.query("before")
    if (before !== undefined && !/^\d{1,15}$/.test(before)) throw badParameter("before")
    return {
      type: type && type !== "all" ? (type as TransactionType) : null,
      from: instantParam(c, "from", false),
      to: instantParam(c, "to", true),
      before: before ? Number(before) : null,
      limit,
    }
  }

  routes.get("/users/transactions", auth, async (c) => {
    const rawLimit = c.req.query("limit") ?? "25"
    if (!/^\d{1,3}$/.test(rawLimit) || Number(rawLimit) < 1 || Number(rawLimit) > 100) throw badParameter("limit")
    const page = await listTransactions(ctx.db, c.get("auth").session.userId, transactionQuery(c, Number(rawLimit)))
    return respond(c, TransactionsPage, {
      transactions: page.lines.map((l) => ({
        id: l.id, at: l.at, type: l.type, kind: l.kind, balance_type: l.balanceType, amount: l.amount, balance_after: l.balanceAfter, currency: l.currency as Currency,
        payment_id: l.paymentId, status: l.status, method: l.method,
      })),
      next_before: page.nextBefore,
    })
  })

  routes.get("/users/transactions.csv", auth, async (c) => {
    const page = await listTransactions(ctx.db, c.get("auth").session.userId, transactionQuery(c, 10_000))
    c.header("Cache-Control", "no-store")
    c.header("Content-Type", "text/csv; charset=utf-8")
    c.header("Content-Disposition", 'attachment; filename="transactions.csv"')
    return c.body(transactionsCsv(page.lines))
  })

  routes.post("/payments/webhook", async (c) => {
    const raw = await c.req.text()
    if (raw.length > 16_384) throw new ApiError(400, "request.too_large", { message: "Webhook body too large", messageKey: "BODY_TOO_LARGE" })
    try {
      const outcome = await payments().receiveWebhook(raw, c.req.header(SIGNATURE_HEADER))
      return c.json({ received: true, outcome })
    } catch (error) {
      if (error instanceof WebhookRefused) throw new ApiError(400, "payment.webhook_refused", { message: error.message, messageKey: "WEBHOOK_REFUSED" })
      throw error
    }
  })

  return routes
}
