/**
 * Applies the error catalogue: each failed call, and each socket frame that failed its schema,
 * becomes the reactions of spec §8, raised for the areas that own them (OpenModal becomes
 * ModalRequested, for core/modals). Holds no state.
 */
import { message, type Command, type Reducer, type RequestFailed, type SocketFrameRejected } from "../kernel/index.js"
import { reactToFailure } from "./catalogue.js"
import { isModalName, modalRequested } from "../modals/index.js"
import type { SessionExpired, SessionRoot } from "../session/index.js"
import type { MaintenanceEntered, SiteRoot } from "../site/index.js"
import { snackbarRaised } from "../snackbars/index.js"

type Root = SiteRoot & SessionRoot

export const reduceErrors: Reducer<null, RequestFailed | SocketFrameRejected, Root> = (state, event, ctx) => {
  if (event._tag === "SocketFrameRejected") {
    ctx.raise(snackbarRaised({ type: "error", title: message("error.title"), text: message("error.socket.text") }))
    // "error", not "warn": a frame that fails its schema is a contract defect, and the shell reports error lines (spec §7).
    return [state, [{ _tag: "Log", level: "error", message: `socket push '${event.event}' rejected: ${event.detail}` }]]
  }
  if (event._tag !== "RequestFailed") return [state, []]
  const { site, session } = ctx.root
  const links = site.config?.help_links
  const reactions = reactToFailure(event, {
    brand: site.brand,
    hasToken: session.token !== null,
    path: site.location.path,
    search: site.location.search,
    helpLinks: links ? { changePaymentMethod: links.change_payment_method } : null,
  })
  const commands: Command[] = [{
    _tag: "Log",
    level: event.reason === "http" && event.status < 500 ? "info" : "error",
    message: `${event.method} ${event.path} failed (${event.reason} ${event.status}): ${event.detail}`,
  }]
  for (const reaction of reactions) {
    switch (reaction._tag) {
      case "ShowSnackbar":
        ctx.raise(snackbarRaised(reaction.snackbar))
        break
      case "EnterMaintenance":
        ctx.raise({ _tag: "MaintenanceEntered", reason: "unavailable" } satisfies MaintenanceEntered)
        break
      case "ExpireSession":
        ctx.raise({ _tag: "SessionExpired", redirect: reaction.redirect } satisfies SessionExpired)
        break
      case "RedirectToWelcome":
        commands.push({ _tag: "Navigate", to: `/welcome?redirect=${encodeURIComponent(reaction.redirect)}`, replace: false })
        break
      case "OpenModal":
        if (isModalName(reaction.name)) ctx.raise(modalRequested({ name: reaction.name, props: reaction.props }))
        else commands.push({ _tag: "Log", level: "warn", message: `OpenModal: no dialog is registered as '${reaction.name}'` })
        break
      case "OddsChanged":
        // Nothing to do here: the betslip owns the placement this failure answers, so it reads the
        // failure itself (core/betslip/reduce.ts, RequestFailed of placeBets): the listed legs take
        // their new prices and the slip asks for acknowledgement. The failure is logged above.
        break
    }
  }
  return [state, commands]
}
