/**
 * The one list of areas (DESIGN.md §2). core/app builds the state, `update`, the event union, the
 * endpoint table, the push table and the log decoder from it; adding an area is a folder and a
 * line here.
 *
 * The order is data: every event is handed to the areas in this order, and internal events an area
 * raises are reduced after the whole list, in the order raised. Where it matters:
 * - errors first, so the snackbar a failure raises follows the failure's own changes;
 * - notifications and restrictions (stateless rules raising modals) before modals;
 * - the betslip after the catalogue, then `subscriptions` (a follower of the catalogue's slice)
 *   once both have moved, then My Bets;
 * - the wallet after the session whose user it reads.
 */
import { account } from "../account/index.js"
import { tracking } from "../analytics/index.js"
import { autoCashout } from "../auto-cashout/index.js"
import { bets } from "../bets/index.js"
import { betslip, subscriptions } from "../betslip/index.js"
import { betslipSettings } from "../betslip-settings/index.js"
import { catalogue, matchDeepLink } from "../catalogue/index.js"
import { chunks } from "../chunks/index.js"
import { consent } from "../consent/index.js"
import { device } from "../device/index.js"
import { errors } from "../errors/index.js"
import { flags } from "../flags/index.js"
import { forms } from "../forms/index.js"
import { inactivity } from "../inactivity/index.js"
import { modals } from "../modals/index.js"
import { notifications } from "../notifications/index.js"
import { preferences } from "../preferences/index.js"
import { restrictions } from "../restrictions/index.js"
import { session } from "../session/index.js"
import { site } from "../site/index.js"
import { snackbars } from "../snackbars/index.js"
import { wallet } from "../wallet/index.js"
import { cashier } from "../cashier/index.js"
import { virtuals, virtualsCatalogue } from "../virtuals/index.js"
import { casino } from "../casino/index.js"
import { saferGambling } from "../safer-gambling/index.js"
import { rundown } from "../rundown/index.js"
import { rewards } from "../rewards/index.js"
import { reviews } from "../reviews/index.js"
import { address } from "../address/index.js"
import { affiliate } from "../affiliate/index.js"

export const AREAS = [
  errors,
  site,
  session,
  forms,
  preferences,
  snackbars,
  flags,
  notifications,
  restrictions,
  modals,
  inactivity,
  consent,
  device,
  chunks,
  tracking,
  catalogue,
  matchDeepLink,
  // issue 17: virtual events' markets join the catalogue (a follower of its slice).
  virtualsCatalogue,
  // issue 20: the bettor's betslip settings, which the betslip reads (before it, so a log-in's
  // load is asked for first).
  betslipSettings,
  betslip,
  subscriptions,
  bets,
  // issue 20: the bettor's automatic cash-out requests (the rule travels on the bet My Bets holds).
  autoCashout,
  wallet,
  // issue 13: the cashier reads the session's token; balances stay the wallet's.
  cashier,
  account,
  virtuals,
  casino,
  // issue 14: the safer-gambling tools (limits, cool-off, self-exclusion, reality check interval).
  saferGambling,
  // issue 18: the rundown news section.
  rundown,
  // issue 18: rewards and the daily game (reads the session's token).
  rewards,
  // issue 15: the Review dialog and its reminder, the address lookup, the affiliate attribution
  // (after consent and the session whose opening it answers).
  reviews,
  address,
  affiliate,
] as const
