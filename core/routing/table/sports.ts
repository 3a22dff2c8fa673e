/**
 * Sports routes (spec §2.2), gated by PRODUCT_SPORTS, meta type `sport`.
 *
 * Ids follow spec §5: a competition is `{slug}-{id}` with an id of 3 or more digits, a match
 * `{slug}-{id}` with 5 or more; the segment splits on its last hyphen, so slugs may hold hyphens.
 * Order matters (first match wins): literal sub-pages before `:game`, horse racing's redirects before
 * the generic game sub-pages.
 */
import { ID_RULES, inVertical, page, redirect, type PageOptions } from "../route.js"

const member: PageOptions = { access: "login-required" }
const competition = { id: ID_RULES.competitionId }
const match = { competition_id: ID_RULES.competitionId, id: ID_RULES.matchId }
/** The competition path, reused by its sub-pages and redirects. */
const COMPETITION = "/sports/:game/:slug-:id"

const gameSubPages = ["matches", "in-play", "outrights", "competitions", "meetings", "specials"] as const

export const sportsRoutes = inVertical("PRODUCT_SPORTS", "sport", [
  page("sport", "/sports", { meta: { categoryHome: true } }),
  page("sport.acca", "/sports/acca"),
  redirect("/sports/upcoming", "/sports/acca"),
  redirect("/sports/outrights", "/sports"),
  page("sport.inplay", "/sports/in-play"),
  page("sport.search", "/sports/search"),
  redirect("/sports/favourites", "/sports"),
  page("sport.bets", "/sports/bets", member),
  page("sport.bets.settled", "/sports/bets/settled", member),

  // Horse racing has meetings, not matches (spec §2.2).
  ...(["matches", "outrights", "upcoming", "in-play"] as const).map((sub) =>
    redirect(`/sports/horseracing/${sub}`, "/sports/horseracing/meetings")),

  page("sport.game", "/sports/:game"),
  ...gameSubPages.map((sub) => page(`sport.game.${sub}`, `/sports/:game/${sub}`)),
  redirect("/sports/:game/upcoming", "/sports/:game/matches"),
  // "featured and next_races resolve to the game page": the game page under these URLs.
  page("sport.game.featured", "/sports/:game/featured", { meta: { rewriteTo: "sport.game" } }),
  page("sport.game.next_races", "/sports/:game/next_races", { meta: { rewriteTo: "sport.game" } }),

  page("sport.competition", COMPETITION, { constraints: competition }),
  page("sport.competition.outrights", `${COMPETITION}/outrights`, { constraints: competition }),
  ...(["upcoming", "matches", "in-play"] as const).map((sub) =>
    redirect(`${COMPETITION}/${sub}`, COMPETITION, { constraints: competition })),

  page("sport.match", "/sports/:game/:competition_slug-:competition_id/:slug-:id", { constraints: match }),
])
