/**
 * The sportsbook as a bettor sees it (issue 20), at 1440 (desktop) and 390 (mobile) px against the
 * real server and its simulator: the football game page in pt-BR with no English sport or market
 * word, column headers and at least seven events on a phone's first screen; a tennis match's own
 * scoreboard (sets, games, points, server) and a basketball match's (quarters, a clock counting
 * down); the home page's in-play events, featured matches and next races; share a slip and open
 * the link in a second browser context, which rebuilds the slip. Axe on each page. Screenshots in
 * test-results/screenshots.
 */
import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test"
import { ops, shot, axeClean as axe, slip, isMobile, apiGet as api, type MatchRef } from "./support.js"

test.describe.configure({ mode: "serial", timeout: 150_000 })

interface Contract { readonly id: number; readonly name: string; readonly status: string; readonly prices: { readonly fractional: string } | null }
interface Market { readonly id: number; readonly status: string; readonly contracts: ReadonlyArray<Contract> }
interface Match extends MatchRef {
  readonly main_market: Market | null
}
interface GameTab { readonly matches: ReadonlyArray<Match> }

const matchPath = (m: Match) => `/sports/${m.game_name}/${m.competition_slug}-${m.competition_id}/${m.slug}-${m.id}`
/** A match of this sport in play: one already live, or an upcoming one the operator kicks off. */
const liveMatch = async (page: Page, game: string): Promise<Match> => {
  const live = await api<GameTab>(page, `games/${game}/in-play`)
  const found = live.matches.find((m) => m.status === "live")
  if (found) return found
  const upcoming = await api<GameTab>(page, `games/${game}/matches`)
  const next = upcoming.matches.find((m) => m.status === "upcoming")!
  await ops(page, "POST", `matches/${next.id}/start`)
  return { ...next, status: "live" }
}

/** English words of the sportsbook's vocabulary that must not show on a pt-BR page. */
const ENGLISH = ["Football", "Tennis", "Basketball", "Horse Racing", "Ice Hockey", "Greyhounds", "Darts", "Match Result", "Match Winner", "Draw", "1st half", "2nd half", "Matches", "Outrights", "Competitions", "Over", "Under", "Both Teams to Score"]
const englishIn = (text: string): string[] => ENGLISH.filter((w) => new RegExp(`(^|[^\\p{L}])${w}($|[^\\p{L}])`, "u").test(text))

test("the football game page in pt-BR: no English sport or market word, 1 X 2 headers, seven events on a phone's first screen", async ({ page }, info) => {
  await page.goto("/sports/football?locale=pt-BR")
  await expect(page.getByRole("heading", { level: 1, name: "Futebol" })).toBeVisible()
  await expect(page.locator(".match-row").first()).toBeVisible()
  await expect(page.getByTestId("price-head").first()).toHaveText(/1\s*X\s*2/)
  expect(englishIn(await page.locator("body").innerText())).toEqual([])
  if (isMobile(info)) {
    // At 390 × 844, rows wholly inside the first screen, above the bottom navigation.
    const tabbar = await page.locator(".tabbar").boundingBox()
    const bottom = tabbar ? tabbar.y : 844
    const boxes = await page.locator(".match-row").evaluateAll((rows) => rows.map((r) => r.getBoundingClientRect()).map((b) => ({ top: b.top, bottom: b.bottom })))
    expect(boxes.filter((b) => b.top >= 0 && b.bottom <= bottom).length).toBeGreaterThanOrEqual(7)
  }
  await shot(page, info, "polish-football-pt-BR")
  await axe(page, "football game page pt-BR")

  // A live football match's page: the period in Portuguese, the market names too.
  const football = await liveMatch(page, "football")
  await page.goto(`${matchPath(football)}?locale=pt-BR`)
  await expect(page.getByTestId("scoreboard")).toBeVisible()
  await expect(page.getByTestId("sport-board")).toBeVisible()
  await expect(page.locator(".live-clock__period").first()).toHaveText(/tempo/)
  await expect(page.locator(".market").first()).toBeVisible()
  expect(englishIn(await page.locator("main").innerText())).toEqual([])
  await shot(page, info, "polish-football-match-pt-BR")
})

test("a tennis match shows sets, games, points and the server; no minutes", async ({ page }, info) => {
  const tennis = await liveMatch(page, "tennis")
  await page.goto(matchPath(tennis))
  const board = page.getByTestId("sport-board")
  await expect(board).toHaveAttribute("data-sport", "tennis")
  await expect(board.getByRole("columnheader", { name: "Sets" })).toBeVisible()
  await expect(board.getByRole("columnheader", { name: "Points" })).toBeVisible()
  await expect(board.locator(".board__points").first()).toHaveText(/^(0|15|30|40|A)$/)
  await expect(board.getByRole("img", { name: /to serve$/ })).toHaveCount(1)
  await expect(page.getByTestId("scoreboard").locator(".live-clock__period")).toHaveText(/^Set \d$/)
  await expect(page.getByTestId("scoreboard").locator(".live-clock__time")).toHaveCount(0)
  await shot(page, info, "polish-tennis")
  await axe(page, "tennis match")
})

test("a basketball match shows its quarters and a clock counting down", async ({ page }, info) => {
  const basketball = await liveMatch(page, "basketball")
  await page.goto(matchPath(basketball))
  const board = page.getByTestId("sport-board")
  await expect(board).toHaveAttribute("data-sport", "basketball")
  await expect(board.getByRole("columnheader", { name: "Q1" })).toBeVisible()
  const clock = page.getByTestId("scoreboard").locator(".live-clock__time")
  await expect(clock).toHaveText(/^\d{1,2}:\d{2}$/)
  await expect(page.getByTestId("scoreboard").locator(".live-clock__period")).toHaveText(/^Q[1-4]$/)
  // It counts down: within a quarter, the time left a few seconds later is less. A quarter that
  // ends meanwhile (0:00, then the next quarter's 12:00) starts the comparison again from there.
  const seconds = (text: string) => Number(text.split(":")[0]) * 60 + Number(text.split(":")[1])
  const period = page.getByTestId("scoreboard").locator(".live-clock__period")
  const reading = async () => ({ period: await period.innerText(), left: seconds(await clock.innerText()) })
  let from = await reading()
  await expect.poll(async () => {
    const now = await reading()
    if (now.period !== from.period || now.left > from.left) from = now
    return now.left < from.left
  }, { timeout: 8000, message: "the clock counts down within a quarter" }).toBe(true)
  await shot(page, info, "polish-basketball")
  await axe(page, "basketball match")
})

test("the home page shows in-play events, featured matches and the next races", async ({ page }, info) => {
  await page.goto("/")
  await expect(page.getByRole("heading", { name: "In play now" })).toBeVisible()
  await expect(page.locator(".match-row--live").first()).toBeVisible()
  await expect(page.getByRole("heading", { name: "Next races" })).toBeVisible()
  await expect(page.getByTestId("next-races").locator(".next-race").first()).toBeVisible()
  await shot(page, info, "polish-home")
  await axe(page, "home page")
})

/** The slip: the side panel on desktop; on mobile the sheet, opened from the bar. */
test("share a slip: the link opened in a second browser rebuilds the slip at the prices of the moment", async ({ page, browser }, info) => {
  const tab = await api<GameTab>(page, "games/football/matches")
  const picks = tab.matches.filter((m) => m.status === "upcoming" && m.main_market?.status === "open" && m.main_market.contracts.every((c) => c.status === "open" && c.prices)).slice(0, 2)
  expect(picks).toHaveLength(2)
  const ids = picks.map((m) => m.main_market!.contracts[0]!.id)
  // Fill the slip from its own deep link, then share it from the slip.
  await page.goto(`/sports?btype=single&bid=${ids.join(",")}&bstake=,2.50,4`)
  const s = await slip(page, info)
  await expect(s.locator(".bet-leg")).toHaveCount(2)
  await s.getByTestId("share-slip").getByRole("button", { name: "Share slip" }).click()
  const url = await s.getByTestId("share-url").inputValue()
  expect(url).toMatch(/\/sports\?btype=single&bid=\d+(%2C|,)\d+&bstake=(%2C|,)2\.50(%2C|,)4\.00$/)
  await shot(page, info, "polish-share-slip")
  await axe(page, "slip with the share panel")

  const other = await browser.newContext(isMobile(info) ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { viewport: { width: 1440, height: 900 } })
  try {
    const second = await other.newPage()
    await second.goto(url)
    const s2 = await slip(second, info)
    await expect(s2.locator(".bet-leg")).toHaveCount(2)
    for (const id of ids) await expect(s2.locator(`.bet-leg[data-contract-id="${id}"]`)).toBeVisible()
    await shot(second, info, "polish-shared-slip-opened")
  } finally {
    await other.close()
  }
})
