/**
 * The cashier's operator commands for `npm run ops` (cli.ts):
 *   payments settle <payment id> [succeeded|failed|paid|returned]  decide a pending bank transfer or payout
 *   payments sweep                                                  settle what is due and expire bonuses now
 *   bonus <email> <amount> [kind] [wagering x] [days]              grant a bonus (default kind bonus, 1x, 30 days)
 */
export const PAYMENTS_USAGE = `  payments settle <payment_id> [succeeded|failed|paid|returned]  settle a pending bank transfer (deposit) or payout (withdrawal)
  payments sweep                          settle what is due on the clock and expire bonuses now
  bonus <email> <amount> [kind] [x] [days] grant a bonus (kind bonus|deposit_bonus|referral_bonus|oddsboost_bonus|betxgety_bonus; wager x times; days)`

export class PaymentsOpsFailure extends Error {}

const OUTCOMES = ["succeeded", "failed", "paid", "returned"]

export const paymentsRequest = (args: ReadonlyArray<string>): { method: "POST"; path: string; body: unknown } | null => {
  const [command, a, b, c, d, e] = args
  if (command === "payments") {
    if (a === "sweep" && b === undefined) return { method: "POST", path: "payments/sweep", body: {} }
    if (a === "settle" && b !== undefined && /^\d+$/.test(b) && (c === undefined || OUTCOMES.includes(c)) && d === undefined) {
      return { method: "POST", path: `payments/${b}/settle`, body: c === undefined ? {} : { outcome: c } }
    }
    throw new PaymentsOpsFailure(`payments takes: settle <payment_id> [${OUTCOMES.join("|")}], or sweep.`)
  }
  if (command === "bonus") {
    if (a === undefined || b === undefined || !/^\d+(\.\d{1,2})?$/.test(b)) throw new PaymentsOpsFailure("bonus takes <email> <amount> [kind] [wagering times] [days], e.g. bonus demo@sportsbook.test 10")
    if (d !== undefined && !/^\d+$/.test(d)) throw new PaymentsOpsFailure(`wagering times is a whole number, not "${d}".`)
    if (e !== undefined && !/^\d+$/.test(e)) throw new PaymentsOpsFailure(`days is a whole number, not "${e}".`)
    return { method: "POST", path: "bonuses", body: { email: a, amount: Number(b), ...(c ? { kind: c } : {}), ...(d ? { wagering: Number(d) } : {}), ...(e ? { days: Number(e) } : {}) } }
  }
  return null
}
