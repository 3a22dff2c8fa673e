/**
 * Catalogue completeness (issue 20): every word the simulator can put on the wire (sport, market,
 * selection, group, period, region, competition phrase, each-way terms, silk colours) has a name in
 * all five locales. The simulator's world is generated for a week from several seeds and every
 * name in it is run through the names module (ui/components/sports/names.ts): only proper names
 * (teams, players, runners, competitions' own names) and scores may come back unmapped, and every
 * id the module answers exists in en-GB, pt, pt-BR, es and es-MX.
 */
import { describe, expect, it } from "vitest"
import { parse } from "@formatjs/icu-messageformat-parser"
import * as N from "../../server/sim/names.js"
import { Generator, newGenState, periodName, SPORTS } from "../../server/sim/sports.js"
import { World, type MatchRow } from "../../server/sim/world.js"
import * as Names from "../../ui/components/sports/names.js"
import { readCatalogue } from "../support/catalogue-files.js"

const LOCALES = ["en-GB", "pt", "pt-BR", "es", "es-MX"] as const
const catalogues = Object.fromEntries(LOCALES.map((l) => [l, readCatalogue(l)]))
const NOW = Date.UTC(2026, 10, 22, 12, 0, 0)

const worldOf = (seed: number): World => {
  const world = new World()
  const gen = new Generator(world, newGenState(seed), () => 1)
  gen.seedGames()
  gen.topUp(NOW)
  return world
}

/** The parts of play every sport goes through, from the simulator's own period function. */
const periodsOf = (world: World): Set<string> => {
  const out = new Set<string>(["Full time"])
  for (const match of world.matches.values()) {
    for (let step = 0; step <= 40; step++) {
      const probe: MatchRow = { ...match, model: { ...match.model, elapsed: step * 300, units: step % 13 } }
      out.add(periodName(probe))
    }
  }
  return out
}

const proper = new Set<string>([
  ...[N.FOOTBALL_LEAGUES, N.TENNIS_TOURS, N.BASKETBALL_LEAGUES, N.ICE_HOCKEY_LEAGUES, N.CRICKET_LEAGUES, N.DARTS_EVENTS, N.ESPORTS_LEAGUES].flatMap((ls) => ls.flatMap((l) => [...l.teams])),
  ...N.GOLFERS,
])

/** A selection that is a team, player or runner, a team with a line, or a score. */
const isProperSelection = (name: string, match: MatchRow): boolean =>
  proper.has(name) || /^\d+-\d+$/.test(name) || /^\S/.test(name) && [match.homeTeam, match.awayTeam].some((t) => t !== null && name.startsWith(`${t} `)) ||
  match.model.engine === "race"

describe("catalogue names (issue 20)", () => {
  it("every id the names module answers exists in all five locales and parses", () => {
    for (const id of [...Names.ALL_IDS, ...SPORTS.map((s) => Names.sportName(s.key).id)]) {
      for (const locale of LOCALES) {
        const text = catalogues[locale]![id]
        expect(text, `${locale} ${id}`).toBeTypeOf("string")
        expect(() => parse(text!), `${locale} ${id}`).not.toThrow()
      }
    }
  })

  it.each([1, 7, 42])("every word the simulator produces from seed %i has a name in all five locales", (seed) => {
    const world = worldOf(seed)
    const unnamed: string[] = []
    const check = (kind: string, text: string, named: Names.Named | null) => {
      if (!named) return unnamed.push(`${kind}: ${text}`)
      for (const locale of LOCALES) if (catalogues[locale]![named.id] === undefined) unnamed.push(`${kind}: ${text} (${named.id} missing in ${locale})`)
    }
    for (const game of world.games.values()) check("sport", game.name, Names.sportName(game.name))
    for (const c of world.competitions.values()) {
      check("region", c.region, Names.regionName(c.region))
    }
    for (const match of world.matches.values()) {
      if (match.kind === "outright" && match.model.sport !== "golf") check("outright event", match.name, Names.competitionName(match.name))
      for (const market of world.marketsOf(match.id)) {
        check("market", market.name, Names.marketName(market.name))
        check("group", market.group, Names.groupName(market.group))
        if (market.eachWay) check("each way", market.eachWay.description, Names.eachWayTerms(market.eachWay.description))
        for (const c of world.contractsOf(market.id)) {
          if (c.runner?.silk_colour) check("silk", c.runner.silk_colour, Names.colourName(c.runner.silk_colour))
          if (market.outright || isProperSelection(c.name, match)) continue
          check("selection", c.name, Names.selectionName(c.name))
        }
      }
    }
    for (const period of periodsOf(world)) check("period", period, Names.periodName(period))
    expect([...new Set(unnamed)]).toEqual([])
    // The world really has these words in it.
    expect(world.markets.size).toBeGreaterThan(100)
  })

  it("formats the names in pt-BR with the values in place", () => {
    const pt = catalogues["pt-BR"]!
    expect(pt[Names.marketName("Match Result")!.id]).toBe("Resultado final")
    expect(Names.marketName("Total Goals Over/Under 2.5")).toEqual({ id: "sportsbook.market.totalGoals", values: { line: 2.5 } })
    expect(Names.selectionName("Draw (-1)")).toEqual({ id: "sportsbook.selection.drawLine", values: { line: "-1" } })
    expect(Names.periodName("Q4")).toEqual({ id: "sportsbook.period.quarter", values: { n: 4 } })
    expect(Names.selectionName("Arsenal")).toBeNull()
  })
})
