/**
 * The catalogue calls against a seeded, manually stepped simulator: every response decodes with the
 * client's schemas; the catalogue is consistent (markets everywhere, prices agreeing in both
 * formats, margins in range); results close markets; sockets receive market, match and game
 * pushes; operator controls work. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { describe, expect, it } from "vitest"
import {
  CompetitionPage,
  GamePush,
  GamesResponse,
  GameTab,
  MarketPush,
  MarketsPush,
  MatchLookup,
  MatchPage,
  MatchPush,
  SearchResults,
  SportHome,
  type Market,
} from "../../core/model/catalogue.js"
import { runOps } from "../../server/ops/cli.js"
import { joinLobby } from "./socket-support.js"
import { databaseTargets, decode, OPERATOR_TOKEN } from "./support.js"
import { steppedSimulator, suiteServer } from "./suite-server.js"

const SPORTS = ["football", "tennis", "horseracing", "basketball", "greyhounds", "golf", "cricket", "ice-hockey", "darts", "esports"]

/** Prices agree in both formats and an open market's book sums to a sane overround. */
const checkMarket = (market: Market) => {
  for (const c of market.contracts) {
    if (!c.prices) continue
    const [n, d] = c.prices.fractional.split("/").map(Number)
    expect(c.prices.decimal).toBe(1 + n! / d!)
    expect(c.prices.decimal_display).toBe(c.prices.decimal.toFixed(2) === c.prices.decimal_display ? c.prices.decimal_display : (Math.round(c.prices.decimal * 100) / 100).toFixed(2))
    expect(Math.abs(Number(c.prices.decimal_display) - c.prices.decimal)).toBeLessThanOrEqual(0.005 + 1e-9)
    expect(c.prices.fractional_display).toBe(n === d ? "EVS" : c.prices.fractional)
  }
  if (market.status !== "open") return
  const open = market.contracts.filter((c) => c.status === "open")
  const book = open.reduce((s, c) => s + 1 / c.prices!.decimal, 0)
  expect(book, `${market.name} book`).toBeGreaterThan(1)
  expect(book, `${market.name} book`).toBeLessThan(1.5)
}

describe.each(databaseTargets())("catalogue on $name", (target) => {
  const t = suiteServer(target, steppedSimulator(7))
  const ops = (method: string, path: string, body?: unknown) => t.api().call(method, `/api/ops/${path}`, { token: OPERATOR_TOKEN, body })
  const get = (path: string) => t.api().call("GET", path)

  it("GET games lists the ten sports with counts and tabs", async () => {
    const reply = await get("/api/v0/games")
    expect(reply.status).toBe(200)
    const games = decode(GamesResponse, reply.body)
    expect(games.map((g) => g.name)).toEqual(SPORTS)
    for (const g of games) {
      expect(g.num_upcoming_matches + g.num_live_matches + g.num_outrights, g.name).toBeGreaterThan(0)
      expect(g.tabs.length).toBeGreaterThan(0)
    }
    expect(games.find((g) => g.name === "horseracing")!.display_type).toBe("individual")
    expect(games.reduce((s, g) => s + g.num_live_matches, 0)).toBeGreaterThanOrEqual(3)
  })

  it("every match has markets; every open market's prices agree and its margin is in range", () => {
    const sim = t.server.simulator!
    for (const match of sim.world.matches.values()) expect(sim.world.marketsOf(match.id).length, match.name).toBeGreaterThan(0)
  })

  it("every game tab decodes, and every listed market is consistent", async () => {
    const games = decode(GamesResponse, (await get("/api/v0/games")).body)
    for (const g of games) {
      for (const tab of g.tabs) {
        const reply = await get(`/api/v0/games/${g.name}/${tab}`)
        expect(reply.status, `${g.name}/${tab}`).toBe(200)
        const page = decode(GameTab, reply.body)
        expect(page.tab).toBe(tab)
        for (const m of page.matches) if (m.main_market) checkMarket(m.main_market)
        for (const m of page.outrights) checkMarket(m)
      }
    }
    const football = decode(GameTab, (await get("/api/v0/games/football/matches")).body)
    expect(football.matches.length).toBeGreaterThan(10)
    const competitions = decode(GameTab, (await get("/api/v0/games/football/competitions")).body).competitions
    expect(competitions.map((c) => c.name)).toContain("Premier League")
    const outrights = decode(GameTab, (await get("/api/v0/games/golf/outrights")).body).outrights
    expect(outrights[0]!.each_way).toMatchObject({ deduction: "1/5", placement: 5 })
  })

  it("horse racing: meetings of races with runners, each-way terms, starting price and best odds guaranteed", async () => {
    const page = decode(GameTab, (await get("/api/v1/games/horseracing/meetings")).body)
    expect(page.meetings.length).toBeGreaterThan(0)
    const race = page.meetings[0]!.races[0]!
    expect(race.display_type).toBe("individual")
    const detail = decode(MatchPage, (await get(`/api/v0/matches/${race.id}/markets`)).body).match
    const win = detail.markets[0]!
    expect(win.kind).toBe("race_win")
    expect(win.best_odds_guaranteed_from).not.toBeNull()
    if (win.contracts.length >= 5) expect(win.each_way?.placement).toBeGreaterThanOrEqual(2)
    for (const c of win.contracts) {
      expect(c.start_price_available).toBe(true)
      expect(c.runner?.number).toBeGreaterThan(0)
      expect(c.runner?.jockey).toMatch(/^\S.*\S$/)
    }
    checkMarket(win)
  })

  it("match page, lookup (v1), competition page, sport home and search decode", async () => {
    const home = decode(SportHome, (await get("/api/v0/sports/home")).body)
    expect(home.in_play.length).toBeGreaterThan(0)
    expect(home.featured.length).toBeGreaterThan(0)
    const live = home.in_play.find((m) => m.game_name === "football") ?? home.in_play[0]!
    expect(live.status).toBe("live")
    expect(live.clock?.running).toBe(true)
    const page = decode(MatchPage, (await get(`/api/v0/matches/${live.id}/markets`)).body)
    expect(page.match.markets.length).toBe(page.match.num_markets)
    for (const m of page.match.markets) checkMarket(m)
    const lookup = decode(MatchLookup, (await get(`/api/v1/matches/${live.id}`)).body)
    expect(lookup).toEqual({ id: live.id, game_id: live.game_id, competition_id: live.competition_id, competition_slug: live.competition_slug, slug: live.slug })
    const competition = decode(CompetitionPage, (await get(`/api/v0/competitions/${live.competition_id}`)).body)
    expect(competition.matches.some((m) => m.id === live.id)).toBe(true)
    const football = decode(GameTab, (await get("/api/v0/games/football/competitions")).body).competitions.find((c) => c.name === "Premier League")!
    const league = decode(CompetitionPage, (await get(`/api/v0/competitions/${football.id}`)).body)
    expect(league.outrights[0]?.outright).toBe(true)
    const found = decode(SearchResults, (await get(`/api/v0/sports/search?q=${encodeURIComponent("arsenal")}`)).body)
    expect(found.matches.every((m) => m.name.toLowerCase().includes("arsenal"))).toBe(true)
    const league2 = decode(SearchResults, (await get("/api/v0/sports/search?q=premier")).body)
    expect(league2.competitions.map((c) => c.name)).toContain("Premier League")
    const race = decode(GameTab, (await get("/api/v0/games/horseracing/meetings")).body).meetings[0]!.races[0]!
    const runnerName = decode(MatchPage, (await get(`/api/v0/matches/${race.id}/markets`)).body).match.markets[0]!.contracts[0]!.name
    const runners = decode(SearchResults, (await get(`/api/v0/sports/search?q=${encodeURIComponent(runnerName)}`)).body).runners
    expect(runners.some((r) => r.contract.name === runnerName && r.match.id === race.id)).toBe(true)
  })

  it.each([
    ["/api/v0/matches/99999999/markets", "MATCH_NOT_FOUND"],
    ["/api/v1/matches/99999999", "MATCH_NOT_FOUND"],
    ["/api/v0/matches/abc/markets", "MATCH_NOT_FOUND"],
    ["/api/v0/competitions/999999", "COMPETITION_NOT_FOUND"],
    ["/api/v0/games/curling/matches", "GAME_NOT_FOUND"],
    ["/api/v0/games/football/nonsense", "TAB_NOT_FOUND"],
  ])("GET %s is 404 with a public_message", async (path, key) => {
    const reply = await get(path)
    expect(reply.status).toBe(404)
    expect(reply.body.message_key).toBe(key)
    expect(reply.body.public_message).toMatch(/\w{3,}/)
  })

  it("a socket subscriber receives markets, market, match and game pushes with growing seq", async () => {
    await ops("POST", "sim/pause", { paused: true })
    const home = decode(SportHome, (await get("/api/v0/sports/home")).body)
    const live = home.in_play.find((m) => m.game_name === "football" && m.main_market?.status === "open") ?? home.in_play.find((m) => m.main_market?.status === "open")!
    const market = live.main_market!
    const lobby = await joinLobby(t.server.url)
    try {
      for (const [channel, params] of [["markets", { match_id: live.id }], ["market", { market_id: market.id }], ["matches", { match_id: live.id }], ["game", { id: "games" }]] as const) {
        expect((await lobby.push("subscribe", { channel, params })).status).toBe("ok")
      }
      const contract = market.contracts.find((c) => c.status === "open")!
      const moved = await ops("POST", `contracts/${contract.id}/price`, { price: "7/2" })
      expect(moved.status).toBe(200)
      const batch = decode(MarketsPush, await lobby.pushes.next("markets"))
      const update = batch.markets.find((m) => m.id === market.id)!
      expect(update.contracts.find((c) => c.id === contract.id)!.prices).toEqual({ decimal: 4.5, decimal_display: "4.50", fractional: "7/2", fractional_display: "7/2" })
      expect(update.sent_at).toBeGreaterThan(0)
      const suspended = await ops("POST", `markets/${market.id}/status`, { status: "halted" })
      expect(suspended.body.status).toBe("halted")
      const halted = decode(MarketsPush, await lobby.pushes.next("markets")).markets[0]!
      expect(halted.status).toBe("halted")
      expect(halted.seq).toBe(update.seq + 1)
      expect(halted.contracts.every((c) => c.status === "halted" || c.status === "loser")).toBe(true)
      const resumed = await ops("POST", `markets/${market.id}/status`, { status: "open" })
      expect(resumed.body.status).toBe("open")
      // The market channel carries the same updates, one market at a time.
      expect(decode(MarketPush, await lobby.pushes.next("market")).id).toBe(market.id)
      const settled = await ops("POST", `matches/${live.id}/settle`, { score: { home: 2, away: 1 } })
      expect(settled.status).toBe(200)
      const matchPush = decode(MatchPush, await lobby.pushes.next("match"))
      expect(matchPush).toMatchObject({ id: live.id, status: "ended", score: { home: 2, away: 1 } })
      expect(matchPush.seq).toBeGreaterThan(0)
      expect(matchPush.sent_at).toBe(t.clock())
      const game = decode(GamePush, await lobby.pushes.next("game"))
      expect(game.games.length).toBe(10)
    } finally {
      lobby.close()
      await ops("POST", "sim/pause", { paused: false })
    }
  })

  it("settling with a score results every market: closed, winner/loser by the score", async () => {
    const tab = decode(GameTab, (await get("/api/v0/games/football/matches")).body)
    const match = tab.matches.find((m) => m.status === "upcoming")!
    const reply = await ops("POST", `matches/${match.id}/settle`, { score: { home: 3, away: 1 } })
    expect(reply.status).toBe(200)
    const page = decode(MatchPage, (await get(`/api/v0/matches/${match.id}/markets`)).body).match
    expect(page.status).toBe("ended")
    for (const market of page.markets) {
      expect(market.status, market.name).toBe("closed")
      expect(market.contracts.every((c) => c.status === "winner" || c.status === "loser")).toBe(true)
    }
    const byKind = (name: string) => page.markets.find((m) => m.name === name)!
    expect(byKind("Match Result").contracts.map((c) => c.status)).toEqual(["winner", "loser", "loser"])
    expect(byKind("Total Goals Over/Under 2.5").contracts.map((c) => c.status)).toEqual(["winner", "loser"])
    expect(byKind("Both Teams to Score").contracts.map((c) => c.status)).toEqual(["winner", "loser"])
    expect(byKind("Correct Score").contracts.filter((c) => c.status === "winner").map((c) => c.name)).toEqual(["3-1"])
    expect(byKind("Handicap (-1)").contracts.map((c) => c.status)).toEqual(["winner", "loser", "loser"])
    expect((await ops("POST", `matches/${match.id}/settle`, { void: true })).status).toBe(409)
  })

  it("a void settlement voids every selection; a race is resulted in the given order", async () => {
    const tab = decode(GameTab, (await get("/api/v0/games/tennis/matches")).body)
    const match = tab.matches.find((m) => m.status === "upcoming")!
    await ops("POST", `matches/${match.id}/settle`, { void: true })
    const page = decode(MatchPage, (await get(`/api/v0/matches/${match.id}/markets`)).body).match
    expect(page.markets.flatMap((m) => m.contracts).every((c) => c.status === "void")).toBe(true)

    const race = decode(GameTab, (await get("/api/v0/games/greyhounds/meetings")).body).meetings[0]!.races.find((r) => r.status === "upcoming")!
    const runners = race.main_market!.contracts.map((c) => c.id)
    const order = [runners[2]!, runners[0]!, runners[1]!]
    expect((await ops("POST", `matches/${race.id}/settle`, { order })).status).toBe(200)
    const result = decode(MatchPage, (await get(`/api/v0/matches/${race.id}/markets`)).body).match.markets[0]!
    expect(result.status).toBe("closed")
    expect(result.contracts.filter((c) => c.status === "winner").map((c) => c.id)).toEqual([runners[2]])

    // A dead heat for 1st: both runners win; one naming no runner before it is refused.
    const next = decode(GameTab, (await get("/api/v0/games/greyhounds/meetings")).body).meetings.flatMap((m) => m.races).find((r) => r.status === "upcoming")!
    const dogs = next.main_market!.contracts.map((c) => c.id)
    expect((await ops("POST", `matches/${next.id}/settle`, { order: dogs, dead_heat: [dogs[0]!] })).status).toBe(400)
    expect((await ops("POST", `matches/${next.id}/settle`, { order: dogs, dead_heat: [dogs[1]!] })).status).toBe(200)
    const tied = decode(MatchPage, (await get(`/api/v0/matches/${next.id}/markets`)).body).match.markets[0]!
    expect(tied.contracts.filter((c) => c.status === "winner").map((c) => c.id).sort()).toEqual([dogs[0]!, dogs[1]!].sort())
  })

  it("stepping the simulator moves in-play clocks and kicks off matches; pausing freezes it", async () => {
    await ops("POST", "sim/pause", { paused: true })
    const before = decode(SportHome, (await get("/api/v0/sports/home")).body)
    const soon = before.starting_soon[0]!
    t.clock.advance(10 * 60_000)
    await ops("POST", "sim/step", {})
    // Paused: an empty step moves nothing, even past a start time.
    expect(decode(MatchPage, (await get(`/api/v0/matches/${soon.id}/markets`)).body).match.status).toBe("upcoming")
    const stepped = await ops("POST", "sim/step", { seconds: 600 })
    expect(stepped.status).toBe(200)
    expect(stepped.body.paused).toBe(true)
    const after = decode(SportHome, (await get("/api/v0/sports/home")).body)
    const clockOf = (id: number, home: typeof before) => home.in_play.find((m) => m.id === id)?.clock?.seconds ?? null
    const moved = before.in_play.filter((m) => m.display_type === "home_and_away" && clockOf(m.id, after) !== null)
    for (const m of moved) expect(clockOf(m.id, after)!, m.name).toBeGreaterThan(clockOf(m.id, before)!)
    if (soon.start_time <= t.clock()) expect(decode(MatchPage, (await get(`/api/v0/matches/${soon.id}/markets`)).body).match.status).not.toBe("upcoming")
    await ops("POST", "sim/pause", { paused: false })
  })

  it("flood sends the requested price updates across the markets of the given matches", async () => {
    const home = decode(SportHome, (await get("/api/v0/sports/home")).body)
    const ids = home.in_play.slice(0, 3).map((m) => m.id)
    const lobby = await joinLobby(t.server.url)
    try {
      for (const id of ids) await lobby.push("subscribe", { channel: "markets", params: { match_id: id } })
      const reply = await ops("POST", "sim/flood", { match_ids: ids, rate_per_second: 400, seconds: 0.5 })
      expect(reply.status).toBe(202)
      expect(reply.body.updates).toBe(200)
      // Updates of one market within a 50 ms step travel as one entry whose seq jumps by their number.
      const seqs = new Map<number, number>()
      let moves = 0
      const deadline = Date.now() + 5_000
      while (moves < 150 && Date.now() < deadline) {
        const push = decode(MarketsPush, await lobby.pushes.next("markets"))
        for (const m of push.markets) {
          expect(ids).toContain(m.match_id)
          const last = seqs.get(m.id)
          if (last !== undefined) {
            expect(m.seq).toBeGreaterThan(last)
            moves += m.seq - last
          } else moves += 1
          seqs.set(m.id, m.seq)
        }
      }
      expect(moves).toBeGreaterThanOrEqual(150)
    } finally {
      lobby.close()
    }
  })

  it("MarketPush decodes from the market channel", async () => {
    const home = decode(SportHome, (await get("/api/v0/sports/home")).body)
    const market = home.in_play.find((m) => m.main_market && m.main_market.status !== "closed")!.main_market!
    const lobby = await joinLobby(t.server.url)
    try {
      await lobby.push("subscribe", { channel: "market", params: { market_id: market.id } })
      await ops("POST", `markets/${market.id}/status`, { status: "halted" })
      const push = decode(MarketPush, await lobby.pushes.next("market"))
      expect(push.id).toBe(market.id)
      await ops("POST", `markets/${market.id}/status`, { status: "open" })
    } finally {
      lobby.close()
    }
  })

  it("operator controls refuse bad input", async () => {
    expect((await ops("POST", "contracts/1000001/price", { price: "abc" })).status).toBe(400)
    expect((await ops("POST", "contracts/1/price", { price: "2/1" })).status).toBe(404)
    expect((await ops("POST", "sim/flood", { rate_per_second: 0, seconds: 1 })).status).toBe(400)
    expect((await t.api().call("POST", "/api/ops/sim/pause", { body: { paused: true } })).status).toBe(401)
  })

  it("npm run ops drives the simulator: status, price, suspend, settle", async () => {
    const env = { OPERATOR_TOKEN, OPS_URL: t.server.url }
    const printed: string[] = []
    const run = (...args: string[]) => runOps(args, env, (text) => printed.push(text))
    await run("sim")
    expect(JSON.parse(printed.pop()!)).toMatchObject({ paused: false, seed: 7 })
    const match = decode(GameTab, (await get("/api/v0/games/darts/matches")).body).matches.find((m) => m.status === "upcoming")!
    const market = match.main_market!
    await run("price", String(market.contracts[0]!.id), "9/4")
    expect(JSON.parse(printed.pop()!).prices.fractional).toBe("9/4")
    await run("market", String(market.id), "suspend")
    expect(JSON.parse(printed.pop()!).status).toBe("halted")
    await run("market", String(market.id), "resume")
    await run("settle", String(match.id), "6-2")
    const settled = JSON.parse(printed.pop()!)
    expect(settled.status).toBe("ended")
    expect(settled.markets[0].contracts.map((c: { status: string }) => c.status)).toEqual(["winner", "loser"])
    await expect(run("price", "x", "2/1")).rejects.toThrow(/contract id/)
  })
})
