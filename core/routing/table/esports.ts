/**
 * Esports (spec §2.2): /esports and each sub-path the spec lists redirect to the same path under
 * /sports (which may redirect again, e.g. upcoming → acca; resolve collapses such chains into one
 * redirect). Sub-paths the spec does not list are not found.
 */
import { ID_RULES, inVertical, redirect } from "../route.js"

const subPaths: ReadonlyArray<readonly [path: string, constraints?: Readonly<Record<string, string>>]> = [
  [""], ["/acca"], ["/upcoming"], ["/outrights"], ["/in-play"], ["/search"], ["/favourites"],
  ["/bets"], ["/bets/settled"],
  ["/:game"], ["/:game/matches"], ["/:game/upcoming"], ["/:game/in-play"], ["/:game/outrights"],
  ["/:game/competitions"], ["/:game/meetings"],
  ["/:game/:slug-:id", { id: ID_RULES.competitionId }],
  ["/:game/:competition_slug-:competition_id/:slug-:id", { competition_id: ID_RULES.competitionId, id: ID_RULES.matchId }],
]

export const esportsRoutes = inVertical("PRODUCT_SPORTS", undefined, subPaths.map(([sub, constraints]) =>
  redirect(`/esports${sub}`, `/sports${sub}`, constraints ? { constraints } : {})))
