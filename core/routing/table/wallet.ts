/**
 * Wallet and payments routes (spec §2.4). The wallet paths are redirects that open the cashier on
 * the index (modal=deposit | withdraw, merged with any incoming query). The payment result pages are
 * where a payment provider returns to; they render in the `empty` layout because they show inside the
 * cashier's provider frame (the spec does not show their layout).
 */
import { page, redirect, type RouteDef } from "../route.js"

const results = (direction: "deposit" | "withdraw") =>
  (["failed", "pending", "success", "successful"] as const).map((outcome) =>
    page(`payments.${direction}.${outcome}`, `/payments/${direction}/${outcome}`, { layout: "empty" }))

export const walletRoutes: ReadonlyArray<RouteDef> = [
  redirect("/deposit", "/?modal=deposit"),
  redirect("/wallet", "/?modal=deposit"),
  redirect("/wallet/deposit", "/?modal=deposit"),
  redirect("/wallet/withdraw", "/?modal=withdraw"),
  ...results("deposit"),
  ...results("withdraw"),
]
