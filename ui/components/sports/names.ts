/**
 * The catalogue's words in the bettor's language (decision 0015-catalogue-names). The feed names
 * sports, markets, selections, groups, periods, regions and racing terms in its own English
 * vocabulary, which is stable: each text is one of a closed set of names or patterns the simulator
 * produces (server/sim/sports.ts, names.ts). This module maps such a text to a message id of the
 * sportsbook catalogue and its values; the view formats it in the active locale. A text outside
 * the vocabulary (a team, a player, a runner, a competition's own name) maps to null and is shown
 * as it is. Pure: no React, so the completeness test runs it over everything the simulator makes.
 */

export interface Named {
  readonly id: string
  readonly values?: Readonly<Record<string, string | number>>
}

type Rule = readonly [RegExp, (m: RegExpExecArray) => Named]

const exact = (table: Readonly<Record<string, string>>) => (text: string): Named | null => {
  const id = table[text]
  return id ? { id } : null
}

const byRules = (rules: ReadonlyArray<Rule>, fallback: (text: string) => Named | null = () => null) => (text: string): Named | null => {
  for (const [re, make] of rules) {
    const m = re.exec(text)
    if (m) return make(m)
  }
  return fallback(text)
}

const num = (s: string): number => Number(s)

const MARKETS: Readonly<Record<string, string>> = {
  "Match Result": "sportsbook.market.matchResult",
  "Both Teams to Score": "sportsbook.market.bothTeamsToScore",
  "Correct Score": "sportsbook.market.correctScore",
  "60 Minutes Result": "sportsbook.market.sixtyMinutes",
  "Puck Line": "sportsbook.market.puckLine",
  "Money Line": "sportsbook.market.moneyLine",
  "Match Winner": "sportsbook.market.matchWinner",
  "Total Match Points": "sportsbook.market.totalPoints",
  "Total Match Runs": "sportsbook.market.totalRuns",
  "Runs Handicap": "sportsbook.market.runsHandicap",
  "Point Spread": "sportsbook.market.pointSpread",
  "Set Betting": "sportsbook.market.setBetting",
  "Outright Winner": "sportsbook.market.outrightWinner",
  "Championship Winner": "sportsbook.market.championshipWinner",
  "Tournament Winner": "sportsbook.market.tournamentWinner",
  "Win or Each Way": "sportsbook.market.winEachWay",
}

/** A market's name: "Total Goals Over/Under 2.5" → sportsbook.market.totalGoals {line: 2.5}. */
export const marketName = byRules(
  [
    [/^Total Goals Over\/Under (\d+(?:\.\d+)?)$/, (m) => ({ id: "sportsbook.market.totalGoals", values: { line: num(m[1]!) } })],
    [/^Total Sets Over\/Under (\d+(?:\.\d+)?)$/, (m) => ({ id: "sportsbook.market.totalSets", values: { line: num(m[1]!) } })],
    [/^Total Legs Over\/Under (\d+(?:\.\d+)?)$/, (m) => ({ id: "sportsbook.market.totalLegs", values: { line: num(m[1]!) } })],
    [/^Total Maps Over\/Under (\d+(?:\.\d+)?)$/, (m) => ({ id: "sportsbook.market.totalMaps", values: { line: num(m[1]!) } })],
    [/^Handicap \(([+-]?\d+(?:\.\d+)?)\)$/, (m) => ({ id: "sportsbook.market.handicap", values: { line: m[1]! } })],
  ],
  exact(MARKETS),
)

const SELECTIONS: Readonly<Record<string, string>> = {
  Draw: "sportsbook.selection.draw",
  Yes: "sportsbook.selection.yes",
  No: "sportsbook.selection.no",
  "Any other score": "sportsbook.selection.anyOther",
  Home: "sportsbook.selection.home",
  Away: "sportsbook.selection.away",
}

/** A selection's name: "Draw", "Over 2.5", "Draw (-1)"; a team or runner is null. */
export const selectionName = byRules(
  [
    [/^Over (\d+(?:\.\d+)?)$/, (m) => ({ id: "sportsbook.selection.over", values: { line: num(m[1]!) } })],
    [/^Under (\d+(?:\.\d+)?)$/, (m) => ({ id: "sportsbook.selection.under", values: { line: num(m[1]!) } })],
    [/^Draw \(([+-]?\d+(?:\.\d+)?)\)$/, (m) => ({ id: "sportsbook.selection.drawLine", values: { line: m[1]! } })],
  ],
  exact(SELECTIONS),
)

const GROUPS: Readonly<Record<string, string>> = {
  Main: "sportsbook.group.main",
  Goals: "sportsbook.group.goals",
  "Correct Score": "sportsbook.group.correctScore",
  Handicaps: "sportsbook.group.handicaps",
  Totals: "sportsbook.group.totals",
  Outrights: "sportsbook.group.outrights",
  Players: "sportsbook.group.players",
  Specials: "sportsbook.group.specials",
}
export const groupName = exact(GROUPS)

const PERIODS: Readonly<Record<string, string>> = {
  "1st half": "sportsbook.period.firstHalf",
  "2nd half": "sportsbook.period.secondHalf",
  "Half time": "sportsbook.period.halfTime",
  "1st innings": "sportsbook.period.firstInnings",
  "2nd innings": "sportsbook.period.secondInnings",
  "Innings break": "sportsbook.period.inningsBreak",
  Overtime: "sportsbook.period.overtime",
  "Full time": "sportsbook.period.fullTime",
  Off: "sportsbook.period.off",
}

/** A period: "2nd half", "Q3", "P2", "Set 2", "Leg 4", "Map 1", "Round 3". */
export const periodName = byRules(
  [
    [/^Q(\d)$/, (m) => ({ id: "sportsbook.period.quarter", values: { n: num(m[1]!) } })],
    [/^P(\d)$/, (m) => ({ id: "sportsbook.period.period", values: { n: num(m[1]!) } })],
    [/^Set (\d+)$/, (m) => ({ id: "sportsbook.period.set", values: { n: num(m[1]!) } })],
    [/^Leg (\d+)$/, (m) => ({ id: "sportsbook.period.leg", values: { n: num(m[1]!) } })],
    [/^Map (\d+)$/, (m) => ({ id: "sportsbook.period.map", values: { n: num(m[1]!) } })],
    [/^Round (\d+)$/, (m) => ({ id: "sportsbook.period.round", values: { n: num(m[1]!) } })],
  ],
  exact(PERIODS),
)

const REGIONS: Readonly<Record<string, string>> = {
  England: "sportsbook.region.england",
  Spain: "sportsbook.region.spain",
  Italy: "sportsbook.region.italy",
  Germany: "sportsbook.region.germany",
  Brazil: "sportsbook.region.brazil",
  World: "sportsbook.region.world",
  USA: "sportsbook.region.usa",
  Europe: "sportsbook.region.europe",
  "North America": "sportsbook.region.northAmerica",
  Sweden: "sportsbook.region.sweden",
  Australia: "sportsbook.region.australia",
  UK: "sportsbook.region.uk",
  UAE: "sportsbook.region.uae",
  "UK & Ireland": "sportsbook.region.ukIreland",
}
export const regionName = exact(REGIONS)

/** Competitions named by a generic phrase (the rest are proper names, shown as they are). */
const COMPETITIONS: Readonly<Record<string, string>> = {
  "T20 Internationals": "sportsbook.competition.t20Internationals",
}
export const competitionName = byRules(
  [[/^(.+) (\d{4}\/\d{2})$/, (m) => ({ id: "sportsbook.competition.season", values: { name: m[1]!, season: m[2]! } })]],
  exact(COMPETITIONS),
)

/** Each-way terms: "Each way: 1/4 odds, places 1-2-3". */
export const eachWayTerms = byRules([
  [/^Each way: (\d+\/\d+) odds, places ([\d-]+)$/, (m) => ({ id: "sportsbook.racing.eachWayTerms", values: { fraction: m[1]!, places: m[2]!.split("-").length } })],
])

const COLOURS: Readonly<Record<string, string>> = {
  red: "sportsbook.colour.red",
  blue: "sportsbook.colour.blue",
  white: "sportsbook.colour.white",
  black: "sportsbook.colour.black",
  orange: "sportsbook.colour.orange",
  "black and white stripes": "sportsbook.colour.blackWhiteStripes",
  green: "sportsbook.colour.green",
  yellow: "sportsbook.colour.yellow",
  purple: "sportsbook.colour.purple",
  pink: "sportsbook.colour.pink",
}
/** A silk or trap colour. */
export const colourName = exact(COLOURS)

/** A sport by its slug (game.name): the root catalogue's sport.<slug>. */
/** The sports by slug, named as the feed labels them in en-GB ("Horse Racing", "Ice Hockey"). */
const SPORTS_OWN: Readonly<Record<string, string>> = {
  football: "sportsbook.sport.football", tennis: "sportsbook.sport.tennis", horseracing: "sportsbook.sport.horseracing",
  basketball: "sportsbook.sport.basketball", greyhounds: "sportsbook.sport.greyhounds", golf: "sportsbook.sport.golf",
  cricket: "sportsbook.sport.cricket", "ice-hockey": "sportsbook.sport.iceHockey", darts: "sportsbook.sport.darts", esports: "sportsbook.sport.esports",
}
export const sportName = (slug: string): Named => ({ id: SPORTS_OWN[slug] ?? `sport.${slug}` })

/** Every message id this module can answer, for the completeness test. */
export const ALL_IDS: ReadonlyArray<string> = [
  ...Object.values(MARKETS),
  "sportsbook.market.totalGoals", "sportsbook.market.totalSets", "sportsbook.market.totalLegs", "sportsbook.market.totalMaps", "sportsbook.market.handicap",
  ...Object.values(SELECTIONS),
  "sportsbook.selection.over", "sportsbook.selection.under", "sportsbook.selection.drawLine",
  ...Object.values(GROUPS),
  ...Object.values(PERIODS),
  "sportsbook.period.quarter", "sportsbook.period.period", "sportsbook.period.set", "sportsbook.period.leg", "sportsbook.period.map", "sportsbook.period.round",
  ...Object.values(REGIONS),
  ...Object.values(COMPETITIONS),
  "sportsbook.competition.season",
  "sportsbook.racing.eachWayTerms",
  ...Object.values(COLOURS),
  ...Object.values(SPORTS_OWN),
]
