/**
 * Modals (spec §2.10, §4; DESIGN.md §4): the two priority queues and the dialogs opened directly.
 *
 * Owns ModalsState:
 * - `low`  — Verification, Restriction, {product}VerificationPending, Review;
 * - `high` — LimitReached, EddAlert, PhoneCall, DepositLimit, LossLimit, Inactivity,
 *            MarketingPreferencesReview;
 * - `other` — dialogs opened directly, on top: deep links, Acceptance, VerificationApproved,
 *   GeolocationRestriction, DepositLimitReached, the prompted Questionnaire, generic dialogs.
 * Which list a name joins is the registry's (registry.ts); a deep link always opens directly.
 *
 * Handles:
 * - ModalRequested / ModalWithdrawn (internal): rules open modals and take back their own. A
 *   request equal to an open entry (same name and props, or same notification) opens nothing.
 * - ModalOpened {name, props}: the person opened a dialog from the page; it opens directly, on top.
 *   For a visitor a dialog that needs a session (registry `forVisitors` false) opens Login instead,
 *   which closes itself once they are in.
 * - ModalClosed {id}: the person closed it (its own button, or Escape / backdrop when closable).
 *   ModalActionPressed {id, index}: a button of a dialog whose actions are data.
 *   Closing acknowledges the server notification it showed, and removes the `modal` query that
 *   opened it from the URL (replace), so a reload or a back step does not open it again.
 * - LocationChanged: a route change removes the active low-priority modal (rules.ts); then the
 *   `modal` deep link of the new location and the geolocation restriction of its page apply.
 * - StartupSettled: the deep link of the first page applies once start-up has settled: only then
 *   are the session (a stored token being restored) and the site config's flags known.
 * - UserChanged / SessionEnded (internal): the geolocation restriction follows the user (staff are
 *   exempt); when the session ends the queues empty and only dialogs for visitors stay.
 *
 * Deep links that need login, for a visitor (spec §2.10 "All except the inactivity one need
 * login"): the visitor is sent to `/login?redirect=<the page with its modal query>` (replace, so
 * Back does not loop through the link), and the login's own redirect brings them back to the link,
 * which then opens. This is what sportsbooks do with a cashier link sent by e-mail; it needs no
 * remembered state, survives a reload of the login page, and the login page is the one place a
 * visitor can do something about it. On the login page itself nothing happens.
 *
 * Invariants: every entry's name is registered and sits in its registry queue (or `other`); ids are
 * unique; the queues are empty whenever nobody is logged in (they hold the user's modals: requests
 * for them without a user are dropped, and SessionEnded empties them).
 */
import { memoByKey, sameData, type Command, type Ctx, type Location, type LocationChanged, type Reducer, type Step } from "../kernel/index.js"
import { selectFeatures, type FlagsRoot } from "../flags/index.js"
import type { SessionEnded, SessionRoot, UserChanged } from "../session/index.js"
import type { StartupSettled } from "../site/index.js"
import { geolocationRestriction } from "../routing/geolocation.js"
import { modalDeepLink, type DeepLinkModal } from "../routing/modals.js"
import { formatQuery, parseQuery } from "../routing/query.js"
import { matchLocation, table, urlFor } from "../routing/resolve.js"
import { modalRequest, type DialogAction, type ModalEntry, type ModalRequest } from "./model.js"
import { modalInfo } from "./registry.js"
import { afterRouteChange } from "./rules.js"
import type { ModalsEvent } from "./events.js"

/** The betslip's receipt is read as a fact (a receipt on screen holds back the Review modal, spec §2.10). */
type AppState = FlagsRoot & SessionRoot & { readonly betslip: { readonly receiptShown: boolean } }
type Handled = ModalsEvent | LocationChanged | StartupSettled | UserChanged | SessionEnded

export interface ModalsState {
  readonly low: ReadonlyArray<ModalEntry>
  readonly high: ReadonlyArray<ModalEntry>
  readonly other: ReadonlyArray<ModalEntry>
  /** Once-per-session rules that have fired (ModalRequest.once). */
  readonly triggered: ReadonlyArray<string>
}

export const initialModals: ModalsState = { low: [], high: [], other: [], triggered: [] }

type ListName = "low" | "high" | "other"
const LISTS: ReadonlyArray<ListName> = ["low", "high", "other"]

const listFor = (req: ModalRequest): ListName => (req.direct ? "other" : modalInfo(req.name).queue ?? "other")

const isOpen = (list: ReadonlyArray<ModalEntry>, req: ModalRequest, props: unknown) =>
  list.some((e) => (req.ackId != null && e.ackId === req.ackId) || (e.name === req.name && sameData(e.props, props)))

/** Opens what a rule asked for (see the header for de-duplication and once-only rules). */
export const openModal = (state: ModalsState, req: ModalRequest, ctx: Pick<Ctx<AppState>, "nextId" | "root">): ModalsState => {
  if (req.once && state.triggered.includes(req.once)) return state
  const list = listFor(req)
  // The queues hold the user's modals only: a late push or failure after logout opens nothing.
  if (list !== "other" && ctx.root.session.user === null) return state
  const props = req.props ?? {}
  const triggered = req.once ? [...state.triggered, req.once] : state.triggered
  if (isOpen(state[list], req, props)) return triggered === state.triggered ? state : { ...state, triggered }
  const entry: ModalEntry = {
    id: ctx.nextId("modal"),
    name: req.name,
    props,
    closable: req.closable ?? modalInfo(req.name).closable,
    ackId: req.ackId ?? null,
    deepLink: req.deepLink ?? null,
    source: req.source ?? null,
    path: req.path ?? ctx.root.site.location.path,
  }
  return {
    low: list === "low" ? [...state.low, entry] : state.low,
    high: list === "high" ? [...state.high, entry] : state.high,
    other: list === "other" ? [...state.other, entry] : state.other,
    triggered,
  }
}

const findEntry = (state: ModalsState, id: string): ModalEntry | null => {
  for (const list of LISTS) {
    const found = state[list].find((e) => e.id === id)
    if (found) return found
  }
  return null
}

const without = (state: ModalsState, gone: (e: ModalEntry) => boolean): ModalsState => {
  let next = state
  for (const list of LISTS) {
    if (next[list].some(gone)) next = { ...next, [list]: next[list].filter((e) => !gone(e)) }
  }
  return next
}

/** What the person closing an entry means beyond its removal: the acknowledgement, a clean URL. */
const closingCommands = (entry: ModalEntry, location: Location): Command[] => {
  const commands: Command[] = []
  if (entry.ackId !== null) commands.push({ _tag: "Acknowledge", ackId: entry.ackId })
  if (entry.deepLink !== null) {
    const query = parseQuery(location.search)
    if (query.modal === entry.deepLink) {
      const rest = Object.entries(query).filter(([k]) => k !== "modal")
      commands.push({ _tag: "Navigate", to: location.path + formatQuery(rest), replace: true })
    }
  }
  return commands
}

const close = (state: ModalsState, id: string, ctx: Ctx<AppState>, extra: Command[] = []): Step<ModalsState> => {
  const entry = findEntry(state, id)
  if (!entry) return [state, []]
  return [without(state, (e) => e.id === id), [...closingCommands(entry, ctx.root.site.location), ...extra]]
}

const isDialogAction = (a: unknown): a is DialogAction =>
  typeof a === "object" && a !== null && "intent" in a && typeof (a as { intent: unknown }).intent === "object"

const pressAction = (state: ModalsState, id: string, index: number, ctx: Ctx<AppState>): Step<ModalsState> => {
  const entry = findEntry(state, id)
  const actions = entry?.props.actions
  const action = Array.isArray(actions) ? (actions[index] as unknown) : undefined
  if (!entry || !isDialogAction(action)) return [state, []]
  const intent = action.intent
  switch (intent._tag) {
    case "OpenExternal":
      return close(state, id, ctx, [{ _tag: "OpenExternal", url: intent.url }])
    case "Navigate":
      return close(state, id, ctx, [{ _tag: "Navigate", to: intent.to, replace: false }])
    default:
      return close(state, id, ctx)
  }
}

/** Deep links and the geolocation restriction wait for start-up (see the header). */
const startupSettled = (root: AppState) => root.site.startup.status === "ready" || root.site.startup.status === "idle"

/**
 * The route of a path, kept per path (its query is kept by `parseQuery`). The deep links and the
 * geolocation restriction ask on every LocationChanged and again, for the location already shown,
 * on each StartupSettled, UserChanged and SessionEnded; an app visits few distinct locations, and
 * matching a path tries up to ~170 rows of the route table (decision 0019). The answers are shared:
 * they are read, never changed.
 */
const NO_INPUTS: ReadonlyArray<unknown> = []
const routeAt = memoByKey({ key: (path: string) => path, inputs: () => NO_INPUTS, compute: (path: string) => matchLocation(table, path), size: 32 })

/** The login page that comes back to `target` (a path and its search), kept per target like the routes. */
const loginFor = memoByKey({
  key: (target: string) => target, inputs: () => NO_INPUTS, compute: (target: string) => urlFor("login", {}, { redirect: target }) ?? "/login", size: 32,
})

/** The `modal` query of a location (spec §2.10 deep links). */
const applyDeepLink = (state: ModalsState, location: Location, root: AppState, ctx: Ctx<AppState>): Step<ModalsState> => {
  const query = parseQuery(location.search)
  const link = modalDeepLink(query, root.session.user !== null, selectFeatures(root))
  if (!link) return [state, []]
  if (link._tag === "NeedsLogin") {
    if (routeAt(location.path)?.route.name === "login") return [state, []]
    return [state, [{ _tag: "Navigate", to: loginFor(location.path + location.search), replace: true }]]
  }
  const { name, props, closable } = deepLinkParts(link.modal)
  return [openModal(state, modalRequest({ name, props, closable, direct: true, deepLink: query.modal ?? null, path: location.path }), ctx), []]
}

/** A deep link's modal as a request's parts: its name, whether it may be closed, the rest as props. */
const splitDeepLink = (modal: DeepLinkModal): Pick<ModalRequest, "name" | "props" | "closable"> => {
  const { name, ...rest } = modal
  const { closable, ...props } = rest as { closable?: boolean } & Record<string, unknown>
  return { name, props, closable: closable ?? null }
}

/** The deep links are a fixed table (routing/modals.ts): each one's parts are worked out once. */
const deepLinkParts = memoByKey({ key: (modal: DeepLinkModal) => modal, inputs: () => NO_INPUTS, compute: splitDeepLink, size: 32 })

/** spec §2.9: the GeolocationRestriction of the page at `path`, shown while the person is there. */
const syncGeolocation = (state: ModalsState, path: string, root: AppState, ctx: Ctx<AppState>): ModalsState => {
  const config = root.site.config
  if (!config || !startupSettled(root)) return state
  const m = routeAt(path)
  const product = m?.route._tag === "Page"
    ? geolocationRestriction(m.route, { products: config.products, email: root.session.user?.email ?? null, staffEmailDomains: config.staff_email_domains })
    : null
  let shown = 0
  let shownProduct: unknown = null
  for (const e of state.other) {
    if (e.name !== "GeolocationRestriction") continue
    shown++
    shownProduct = e.props.product
  }
  if (shown === 1 && product !== null && shownProduct === product) return state
  const cleared = shown === 0 ? state : without(state, (e) => e.name === "GeolocationRestriction")
  return product === null ? cleared : openModal(cleared, modalRequest({ name: "GeolocationRestriction", props: { product }, direct: true, path }), ctx)
}

export const reduceModals: Reducer<ModalsState, Handled, AppState> = (state, event, ctx) => {
  switch (event._tag) {
    case "ModalRequested": {
      const next = openModal(state, event.modal, ctx)
      // A notification whose modal is already showing (the same Verification a restriction queued)
      // is acknowledged now: no entry carries its ack_id, so no close would acknowledge it later.
      const ackId = event.modal.ackId ?? null
      const carried = ackId !== null && LISTS.some((list) => next[list].some((e) => e.ackId === ackId))
      return [next, ackId !== null && !carried ? [{ _tag: "Acknowledge", ackId }] : []]
    }
    case "ModalWithdrawn":
      return [without(state, (e) => e.source === event.source), []]
    case "ModalOpened": {
      const visitor = ctx.root.session.user === null
      const name = visitor && !modalInfo(event.name).forVisitors ? "Login" : event.name
      return [openModal(state, modalRequest({ name, props: name === event.name ? (event.props ?? {}) : {}, direct: true }), ctx), []]
    }
    case "ModalClosed":
      return close(state, event.id, ctx)
    case "ModalActionPressed":
      return pressAction(state, event.id, event.index, ctx)
    case "LocationChanged": {
      const root = ctx.root
      const low = afterRouteChange(state.low, root.site.location.path, event.location.path, root.betslip.receiptShown)
      const removed = state.low.find((e) => !low.includes(e))
      const commands: Command[] = removed?.ackId != null ? [{ _tag: "Acknowledge", ackId: removed.ackId }] : []
      let next: ModalsState = low === state.low ? state : { ...state, low }
      if (!startupSettled(root)) return [next, commands]
      const [linked, linkCommands] = applyDeepLink(next, event.location, root, ctx)
      next = syncGeolocation(linked, event.location.path, root, ctx)
      return [next, [...commands, ...linkCommands]]
    }
    case "StartupSettled": {
      const root = ctx.root
      const [linked, commands] = applyDeepLink(state, root.site.location, root, ctx)
      return [syncGeolocation(linked, root.site.location.path, root, ctx), commands]
    }
    case "UserChanged":
      return [syncGeolocation(state, ctx.root.site.location.path, ctx.root, ctx), []]
    case "SessionEnded": {
      const other = state.other.filter((e) => modalInfo(e.name).forVisitors)
      const cleared: ModalsState = state.low.length === 0 && state.high.length === 0 && other.length === state.other.length && state.triggered.length === 0
        ? state
        : { low: [], high: [], other, triggered: [] }
      return [syncGeolocation(cleared, ctx.root.site.location.path, ctx.root, ctx), []]
    }
    default:
      return [state, []]
  }
}
