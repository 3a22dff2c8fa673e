/**
 * The whole application state: plain JSON, one slice per area of the list (core/app/areas.ts),
 * built from the list: each `slice` area contributes `state[key] = initial`.
 */
import type { SliceArea } from "../kernel/index.js"
import { AREAS } from "./areas.js"

type Slices = Extract<(typeof AREAS)[number], { readonly kind: "slice" }>
type SliceState<A> = A extends SliceArea<string, infer S, never> ? S : A extends { readonly initial: infer S } ? S : never

export type AppState = {
  /** The counter behind `ctx.nextId`: ids are drawn in order, so a replay draws the same ones. */
  readonly seq: number
} & { readonly [A in Slices as A["key"]]: SliceState<A> }

/** The slice areas, in the list's order. */
export const SLICE_AREAS = AREAS.filter((a): a is Slices => a.kind === "slice")

/**
 * A shallow copy of a state: `update` makes one when a pass changes a slice (decision 0019).
 *
 * Written as one literal naming every key, in the list's order, rather than `{ ...state }`: node
 * 20's V8 copies a spread of an object this size on its slow path (a `CreateDataProperty` per key,
 * even where the site sees one hidden class: 2–3.5 µs for 32 keys in a micro-benchmark on the
 * loaded bench machine, and 11 % of the replay's profile), while a literal copies in 0.1–0.2 µs and
 * gives every state one hidden class. The return type keeps the literal whole: an area added to the list and
 * not here is a compile error naming its key, and specs/core/registry.test.ts checks the order.
 */
export const copyState = (s: AppState): AppState => ({
  seq: s.seq,
  site: s.site,
  session: s.session,
  forms: s.forms,
  preferences: s.preferences,
  snackbars: s.snackbars,
  flags: s.flags,
  modals: s.modals,
  inactivity: s.inactivity,
  consent: s.consent,
  device: s.device,
  chunks: s.chunks,
  tracking: s.tracking,
  catalogue: s.catalogue,
  matchDeepLink: s.matchDeepLink,
  betslipSettings: s.betslipSettings,
  betslip: s.betslip,
  bets: s.bets,
  autoCashout: s.autoCashout,
  wallet: s.wallet,
  cashier: s.cashier,
  account: s.account,
  virtuals: s.virtuals,
  casino: s.casino,
  saferGambling: s.saferGambling,
  rundown: s.rundown,
  rewards: s.rewards,
  reviews: s.reviews,
  address: s.address,
  affiliate: s.affiliate,
})

export const initialState: AppState = copyState(
  Object.fromEntries([
    ["seq", 0],
    ...SLICE_AREAS.map((a) => [a.key, a.initial]),
  ]) as AppState,
)
