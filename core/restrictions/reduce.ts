/**
 * Restrictions area: turns each change of the session's user (internal `UserChanged`) into the
 * modals of spec §4 "Restrictions" and "Modal triggers from user fields" (rules.ts). Holds no state.
 *
 * - The restriction modal follows the restrictions: when the modal they call for changes, the old
 *   one is withdrawn and the new one queued; when it stays the same (a push that changed something
 *   else), nothing happens, so a modal the person closed does not come back with every push.
 * - Modals a login derives belong to the page the login sends the person to (UserChanged
 *   `destination`), so arriving there does not remove them as a route change would.
 */
import type { Reducer } from "../app/step.js"
import type { AppState } from "../app/state.js"
import { selectFeatures } from "../flags/selectors.js"
import type { User } from "../model/user.js"
import type { ModalRequest } from "../modals/model.js"
import { splitLocation } from "../routing/query.js"
import { restrictionModal, userFieldTriggers, type RestrictionContext } from "./rules.js"

export const RESTRICTION_SOURCE = "restriction"

const contextOf = (root: AppState, user: User): RestrictionContext => ({
  brand: root.site.brand,
  product: user.default_vertical ?? root.site.config?.default_vertical ?? "sports",
})

const same = (a: ModalRequest | null, b: ModalRequest | null) => JSON.stringify(a) === JSON.stringify(b)

export const reduceRestrictions: Reducer<null> = (state, event, ctx) => {
  if (event._tag !== "UserChanged") return [state, []]
  const { previous, user, destination } = event
  const path = destination === null ? {} : { path: splitLocation(destination).path }
  const before = previous ? restrictionModal(previous, contextOf(ctx.root, previous)) : null
  const after = restrictionModal(user, contextOf(ctx.root, user))
  if (!same(before, after)) {
    if (before) ctx.raise({ _tag: "ModalWithdrawn", source: RESTRICTION_SOURCE })
    if (after) ctx.raise({ _tag: "ModalRequested", modal: { ...after, source: RESTRICTION_SOURCE, ...path } })
  }
  for (const modal of userFieldTriggers(previous, user, selectFeatures(ctx.root))) {
    ctx.raise({ _tag: "ModalRequested", modal: { ...modal, ...path } })
  }
  return [state, []]
}
