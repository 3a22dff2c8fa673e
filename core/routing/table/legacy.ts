/**
 * Legacy sports links (spec §2.2): /{gameType}/{game}/match/{id}, /{gameType}/{game}/competition/{id},
 * and the same with /outrights. These rows come last in the table: their first two segments match
 * anything.
 *
 * Targets (the spec does not show them):
 * - A competition link redirects to the competition page as `/sports/{game}/competition-{id}`: the
 *   competition page loads by id, so the slug is cosmetic.
 * - A match link cannot be redirected without the server: the match page's URL needs the match's
 *   competition slug and id and its own slug. So it renders the page `sport.match-lookup` (with
 *   params gameType, game, id), which looks the match up (GET matches/{id}) and then replaces the
 *   URL with the match page, or shows not found. With /outrights it is the same lookup (a match has
 *   no outrights page).
 * The ids follow spec §5 (competition 3+ digits, match 5+), so an id that cannot name a page is not
 * found at once rather than after a redirect.
 */
import { ID_RULES, inVertical, page, redirect } from "../route.js"

const competition = { id: ID_RULES.competitionId }
const match = { id: ID_RULES.matchId }

export const legacyRoutes = inVertical("PRODUCT_SPORTS", "sport", [
  page("sport.match-lookup", "/:gameType/:game/match/:id", { layout: "base", constraints: match }),
  page("sport.match-lookup.outrights", "/:gameType/:game/match/:id/outrights", {
    layout: "base",
    constraints: match,
    meta: { rewriteTo: "sport.match-lookup" },
  }),
  redirect("/:gameType/:game/competition/:id", "/sports/:game/competition-:id", { constraints: competition }),
  redirect("/:gameType/:game/competition/:id/outrights", "/sports/:game/competition-:id/outrights", { constraints: competition }),
])
