/**
 * A time-out or self-exclusion sends the bettor's pending withdrawals back to their balance
 * (issue 14), through the cashier (issue 13) when this server runs one: each pending withdrawal is
 * cancelled as the bettor would cancel it (the payout withdrawn at the provider, the money moved
 * back on the ledger, key withdrawal:<id>:release). Without a cashier there is nothing pending.
 */
import type { ServerContext } from "../../context.js"

interface Cashier {
  listPayments(userId: number, filter: { direction?: "deposit" | "withdrawal"; status?: string }): Promise<ReadonlyArray<{ id: number; status: string }>>
  cancelWithdrawal(userId: number, paymentId: number): Promise<unknown>
}

export const cancelPendingWithdrawals = async (ctx: ServerContext, userId: number): Promise<number> => {
  const cashier = (ctx as unknown as { payments?: Cashier | null }).payments
  if (!cashier) return 0
  const pending = await cashier.listPayments(userId, { direction: "withdrawal", status: "pending" })
  let cancelled = 0
  for (const payment of pending) {
    try {
      await cashier.cancelWithdrawal(userId, payment.id)
      cancelled++
    } catch (error) {
      ctx.log(`[safer-gambling] could not return withdrawal ${payment.id} of user ${userId}: ${(error as Error).message}`)
    }
  }
  return cancelled
}
