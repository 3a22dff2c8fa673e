/**
 * The sportsbook catalogue (spec §7 "games", "matches/{id}" and the sports pages' lists), read from
 * the simulator's in-memory world and encoded with the client's schemas (core/model/catalogue.ts).
 *
 *   GET games                      every game with live/upcoming/outright counts
 *   GET matches/{id}               MatchLookup (the client calls it on v1)
 *   GET matches/{id}/markets       MatchPage: the match with all its markets
 *   GET sports/home                SportHome: featured, in play, starting soon
 *   GET games/{name}[/{tab}]       GameTab; tab one of matches, in-play, outrights, competitions, meetings, specials
 *   GET competitions/{id}          CompetitionPage with its matches and outright markets
 *   GET sports/search?q=           SearchResults by team/event, competition or runner name
 */
import { eq } from "drizzle-orm"
import { Hono, type Context } from "hono"
import { CompetitionPage, GamesResponse, GameTab, MatchLookup, MatchPage, SearchResults, SportHome } from "../../../core/model/catalogue.js"
import type { ServerContext } from "../../context.js"
import { competitions, matches } from "../../db/schema.js"
import { byStart, competitionView, gameView, marketView, matchDetail, matchSummary, meetingView } from "../../sim/views.js"
import { World, type MatchRow } from "../../sim/world.js"
import type { AppEnv } from "../env.js"
import { ApiError } from "../errors.js"
import { respond } from "../respond.js"

export const GAME_TABS = ["matches", "in-play", "outrights", "competitions", "meetings", "specials"] as const

const LIST_LIMIT = 60
/** The in-play page lists every live match; this only bounds a pathological world. */
const IN_PLAY_LIMIT = 250
const SEARCH_LIMIT = 20
const HOUR = 3_600_000

const notFound = (what: string, id: string) =>
  new ApiError(404, "error.not_found", { message: `No ${what} ${id}`, messageKey: `${what.toUpperCase()}_NOT_FOUND` })

const idParam = (c: Context<AppEnv>, name: string, what: string): number => {
  const text = c.req.param(name) ?? ""
  if (!/^\d{1,9}$/.test(text)) throw notFound(what, text)
  return Number(text)
}

/** Without a simulator the catalogue is empty but every call still answers. */
const EMPTY = new World()

export const catalogueRoutes = (ctx: ServerContext): Hono<AppEnv> => {
  const routes = new Hono<AppEnv>()
  const world = () => ctx.sim?.world ?? EMPTY
  const events = (w: World, test: (m: MatchRow) => boolean): MatchRow[] => [...w.matches.values()].filter((m) => m.kind === "event" && test(m)).sort(byStart)
  const gameOrder = (w: World, m: MatchRow) => w.games.get(m.gameId)?.displayOrder ?? 99

  routes.get("/games", (c) => {
    const w = world()
    return respond(c, GamesResponse, [...w.games.values()].sort((a, b) => a.displayOrder - b.displayOrder).map((g) => gameView(w, g)))
  })

  routes.get("/matches/:id", async (c) => {
    const id = idParam(c, "id", "match")
    const w = world()
    const match = w.matches.get(id)
    if (match) {
      const competition = w.competitions.get(match.competitionId)
      return respond(c, MatchLookup, { id, game_id: match.gameId, competition_id: match.competitionId, competition_slug: competition?.slug ?? "", slug: match.slug })
    }
    // Long-finished matches leave memory but a settled bet's link must still resolve.
    const rows = await ctx.db
      .select({ gameId: matches.gameId, competitionId: matches.competitionId, slug: matches.slug, competitionSlug: competitions.slug })
      .from(matches)
      .innerJoin(competitions, eq(matches.competitionId, competitions.id))
      .where(eq(matches.id, id))
    const row = rows[0]
    if (!row) throw notFound("match", String(id))
    return respond(c, MatchLookup, { id, game_id: row.gameId, competition_id: row.competitionId, competition_slug: row.competitionSlug, slug: row.slug })
  })

  routes.get("/matches/:id/markets", (c) => {
    const id = idParam(c, "id", "match")
    const w = world()
    const match = w.matches.get(id)
    const game = match ? w.games.get(match.gameId) : undefined
    if (!match || !game) throw notFound("match", String(id))
    return respond(c, MatchPage, { game: gameView(w, game), match: matchDetail(w, match) })
  })

  routes.get("/sports/home", (c) => {
    const w = world()
    const now = ctx.clock()
    const open = events(w, (m) => m.status !== "ended")
    const featured = open.filter((m) => m.featured).slice(0, 8)
    // Top up the featured strip with the next fixtures of popular sports.
    for (const m of open) {
      if (featured.length >= 8) break
      if (!featured.includes(m) && w.games.get(m.gameId)?.popular && m.displayType === "home_and_away") featured.push(m)
    }
    const inPlay = events(w, (m) => m.status === "live").sort((a, b) => gameOrder(w, a) - gameOrder(w, b) || byStart(a, b))
    const soon = events(w, (m) => m.status === "upcoming" && m.startTime - now <= 3 * HOUR).slice(0, 20)
    return respond(c, SportHome, {
      featured: featured.map((m) => matchSummary(w, m)),
      in_play: inPlay.slice(0, IN_PLAY_LIMIT).map((m) => matchSummary(w, m)),
      starting_soon: soon.map((m) => matchSummary(w, m)),
    })
  })

  const gameTab = (c: Context<AppEnv>, name: string, tab: string) => {
    const w = world()
    const game = [...w.games.values()].find((g) => g.name === name)
    if (!game) throw notFound("game", name)
    if (!(GAME_TABS as ReadonlyArray<string>).includes(tab)) throw notFound("tab", tab)
    const ofGame = (m: MatchRow) => m.gameId === game.id
    const page = { game: gameView(w, game), tab, competitions: [] as ReturnType<typeof competitionView>[], matches: [] as ReturnType<typeof matchSummary>[], outrights: [] as ReturnType<typeof marketView>[], meetings: [] as ReturnType<typeof meetingView>[] }
    switch (tab) {
      case "matches":
        page.matches = events(w, (m) => ofGame(m) && m.status !== "ended").slice(0, LIST_LIMIT).map((m) => matchSummary(w, m))
        break
      case "in-play":
        page.matches = events(w, (m) => ofGame(m) && m.status === "live").map((m) => matchSummary(w, m))
        break
      case "outrights":
        page.outrights = [...w.matches.values()]
          .filter((m) => ofGame(m) && m.status !== "ended")
          .sort(byStart)
          .flatMap((m) => w.marketsOf(m.id).filter((x) => x.outright && x.status !== "closed"))
          .map((x) => marketView(w, x))
        break
      case "competitions":
        page.competitions = [...w.competitions.values()]
          .filter((x) => x.gameId === game.id && x.kind === "league")
          .map((x) => competitionView(w, x))
          .filter((x) => x.num_matches + x.num_outrights > 0)
          .sort((a, b) => a.display_order - b.display_order || a.id - b.id)
        break
      case "meetings":
        page.meetings = [...w.competitions.values()]
          .filter((x) => x.gameId === game.id && x.kind === "meeting")
          .map((x) => meetingView(w, x))
          .filter((x) => x.races.length > 0)
          .sort((a, b) => a.races[0]!.start_time - b.races[0]!.start_time || a.competition.id - b.competition.id)
        break
      case "specials":
        // Specials are the game's boosted selections, shown with their matches.
        page.matches = events(w, (m) => ofGame(m) && m.status !== "ended" && w.marketsOf(m.id).some((x) => w.contractsOf(x.id).some((k) => k.boosted !== null))).map((m) => matchSummary(w, m))
        break
    }
    return respond(c, GameTab, page)
  }

  routes.get("/games/:name", (c) => {
    const game = [...world().games.values()].find((g) => g.name === c.req.param("name"))
    return gameTab(c, c.req.param("name"), game?.tabs[0] ?? "matches")
  })
  routes.get("/games/:name/:tab", (c) => gameTab(c, c.req.param("name"), c.req.param("tab")))

  routes.get("/competitions/:id", (c) => {
    const id = idParam(c, "id", "competition")
    const w = world()
    const competition = w.competitions.get(id)
    const game = competition ? w.games.get(competition.gameId) : undefined
    if (!competition || !game) throw notFound("competition", String(id))
    const ofCompetition = [...w.matches.values()].filter((m) => m.competitionId === id).sort(byStart)
    return respond(c, CompetitionPage, {
      game: gameView(w, game),
      competition: competitionView(w, competition),
      matches: ofCompetition.filter((m) => m.kind === "event").map((m) => matchSummary(w, m)),
      outrights: ofCompetition
        .filter((m) => m.status !== "ended")
        .flatMap((m) => w.marketsOf(m.id).filter((x) => x.outright && x.status !== "closed"))
        .map((x) => marketView(w, x)),
    })
  })

  routes.get("/sports/search", (c) => {
    const query = (c.req.query("q") ?? "").trim().slice(0, 100)
    const w = world()
    const needle = query.toLowerCase()
    if (needle.length < 2) return respond(c, SearchResults, { query, matches: [], competitions: [], runners: [] })
    const has = (text: string | null) => text !== null && text.toLowerCase().includes(needle)
    const found = events(w, (m) => m.status !== "ended" && m.displayType === "home_and_away" && (has(m.name) || has(m.homeTeam) || has(m.awayTeam)))
    const comps = [...w.competitions.values()].filter((x) => has(x.name)).sort((a, b) => a.gameId - b.gameId || a.displayOrder - b.displayOrder || a.id - b.id)
    const runners: Array<{ contract: ReturnType<typeof marketView>["contracts"][number]; match: ReturnType<typeof matchSummary> }> = []
    for (const m of events(w, (x) => x.status !== "ended" && x.displayType === "individual")) {
      if (runners.length >= SEARCH_LIMIT) break
      for (const market of w.marketsOf(m.id)) {
        for (const k of w.contractsOf(market.id)) if (k.runner && has(k.name)) runners.push({ contract: marketView(w, market).contracts.find((x) => x.id === k.id)!, match: matchSummary(w, m) })
      }
    }
    return respond(c, SearchResults, {
      query,
      matches: found.slice(0, SEARCH_LIMIT).map((m) => matchSummary(w, m)),
      competitions: comps.slice(0, SEARCH_LIMIT).map((x) => competitionView(w, x)),
      runners: runners.slice(0, SEARCH_LIMIT),
    })
  })

  return routes
}
