/**
 * Restrictions area: turns each change of the session's user (internal `UserChanged`) into the
 * modals of spec §4 "Restrictions" and "Modal triggers from user fields" (rules.ts). Holds no state.
 *
 * - The restriction modal follows the restrictions: when the modal they call for changes, the old
 *   one is withdrawn and the new one queued; when it stays the same (a push that changed something
 *   else), nothing happens, so a modal the person closed does not come back with every push.
 * - Opening the withdrawal cashier (CashierOpened / CashierTabChosen, tab withdraw) with the e-mail
 *   unconfirmed puts EmailVerification on top: the `email` restriction stops only withdrawals.
 * - Modals a login derives belong to the page the login sends the person to (UserChanged
 *   `destination`), so arriving there does not remove them as a route change would.
 */
import { sameData, type Reducer } from "../kernel/index.js"
import { selectFeatures, type FlagsRoot } from "../flags/index.js"
import type { User } from "../model/user.js"
import { modalRequested, modalWithdrawn } from "../modals/index.js"
import type { SessionRoot, UserChanged } from "../session/index.js"
import { splitLocation } from "../routing/query.js"
import { selectUser } from "../session/index.js"
import { restrictionModal, userFieldTriggers, withdrawalModal, type RestrictionContext } from "./rules.js"

type AppState = FlagsRoot & SessionRoot

export const RESTRICTION_SOURCE = "restriction"

const contextOf = (root: AppState, user: User): RestrictionContext => ({
  brand: root.site.brand,
  product: user.default_vertical ?? root.site.config?.default_vertical ?? "sports",
})

type Handled = UserChanged | { readonly _tag: "CashierOpened" | "CashierTabChosen"; readonly tab: string }

export const reduceRestrictions: Reducer<null, Handled, AppState> = (state, event, ctx) => {
  if (event._tag === "CashierOpened" || event._tag === "CashierTabChosen") {
    const modal = event.tab === "withdraw" ? withdrawalModal(selectUser(ctx.root)) : null
    if (modal) ctx.raise(modalRequested(modal))
    return [state, []]
  }
  if (event._tag !== "UserChanged") return [state, []]
  const { previous, user, destination } = event
  const path = destination === null ? null : splitLocation(destination).path
  const before = previous ? restrictionModal(previous, contextOf(ctx.root, previous)) : null
  const after = restrictionModal(user, contextOf(ctx.root, user))
  if (!sameData(before, after)) {
    if (before) ctx.raise(modalWithdrawn(RESTRICTION_SOURCE))
    if (after) ctx.raise(modalRequested(after, { source: RESTRICTION_SOURCE, path }))
  }
  for (const modal of userFieldTriggers(previous, user, selectFeatures(ctx.root))) {
    ctx.raise(modalRequested(modal, { path }))
  }
  return [state, []]
}
