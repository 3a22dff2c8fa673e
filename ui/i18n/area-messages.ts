/**
 * The en-GB messages of the areas that keep their own catalogue folder
 * (ui/i18n/messages/<area>/<locale>.json), so that areas built side by side never edit one shared
 * file. An area's messages either ship with the shell (imported here) or load with the pages and
 * dialogs that show them (LAZY_AREAS, docs/decisions/0018): the first visit carries only the
 * shell's. An id that any page may show (a snackbar or error core raises, the shell's own
 * components) belongs in the root file, messages/<locale>.json; specs/ui/area-messages.test.ts
 * checks that no code outside an area's pages and dialogs needs a lazy area's ids.
 *
 * Adding an area: its folder, then either one import and one spread here (and its en-GB file
 * excluded from the loaders' glob in catalogues.ts), or its name in LAZY_AREAS and in the page
 * chunks that show it (ui/app/pages.ts).
 */
import sportsbook from "./messages/sportsbook/en-GB.json"

/** The areas whose messages load with their pages (every dialog loads them all). */
export const LAZY_AREAS = ["account", "cashier", "casino", "rewards", "rundown", "safer-gambling", "virtuals"] as const
export type LazyArea = (typeof LAZY_AREAS)[number]

/** The en-GB messages of the areas that ship with the shell. */
export const shellAreaMessages = {
  ...sportsbook,
}

/** The ids of the lazy areas' messages, for the compile-time check of ids (the files are not bundled). */
export type LazyAreaMessages =
  & typeof import("./messages/account/en-GB.json")
  & typeof import("./messages/cashier/en-GB.json")
  & typeof import("./messages/casino/en-GB.json")
  & typeof import("./messages/rewards/en-GB.json")
  & typeof import("./messages/rundown/en-GB.json")
  & typeof import("./messages/safer-gambling/en-GB.json")
  & typeof import("./messages/virtuals/en-GB.json")
