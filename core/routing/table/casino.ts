/**
 * Casino routes (spec §2.6), gated by PRODUCT_CASINO, meta type `casino`.
 *
 * - /casino/tab/{category*} is the casino home on a tab (`casino.tab`, param category, possibly "").
 * - /casino/live-casino/tab/{category*} renders `casino.casino-category` with category live-casino;
 *   its tab path comes as param `tab` (the spec names both parts "category").
 * - The catch-all /casino/{category} comes after every literal /casino/… row.
 * - The game player and its sub-pages need login and use the casino-game-player layout; a reward
 *   id there is numeric, as elsewhere (spec §5).
 * - /casino/fairness (not a spec row; issue 16 asks for a verifier page): provably fair, open to
 *   anyone, as the verify call is; a literal row, so it sits before the catch-all.
 */
import { ID_RULES, inVertical, page, type PageOptions } from "../route.js"

const member: PageOptions = { access: "login-required" }
const player: PageOptions = { ...member, layout: "casino-game-player" }

export const casinoRoutes = inVertical("PRODUCT_CASINO", "casino", [
  page("casino", "/casino", { meta: { categoryHome: true } }),
  page("casino.tab", "/casino/tab/:category*"),
  page("casino.game-providers", "/casino/game-providers"),
  page("casino.search", "/casino/search"),
  page("casino.recent", "/casino/recent", member),
  page("casino.favourites", "/casino/favourites", member),
  page("casino.fairness", "/casino/fairness"),
  page("casino.live-casino.tab", "/casino/:category/tab/:tab*", {
    constraints: { category: "live-casino" },
    meta: { rewriteTo: "casino.casino-category" },
  }),
  page("casino.game", "/casino/game/:game"),
  page("casino.game.player", "/casino/game/:game/player", player),
  ...(["exit", "deposit", "info", "rewards", "search", "recommended"] as const).map((sub) =>
    page(`casino.game.player.${sub}`, `/casino/game/:game/player/${sub}`, player)),
  page("casino.game.player.reward", "/casino/game/:game/player/rewards/:id", { ...player, constraints: { id: ID_RULES.rewardId } }),
  page("casino.casino-category", "/casino/:category"),
])
