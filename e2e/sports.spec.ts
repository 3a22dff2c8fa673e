/**
 * The sportsbook pages (issue 4, spec §2.2) against the real server and its simulator: browse from
 * /sports to a match; a price the operator moves flashes and shows the new price, a market the
 * operator suspends locks its prices; esports, legacy and `bid` links land on the right page; horse
 * racing meetings and a race card; search. Screenshots at both widths via shot().
 */
import { expect, test, type Page } from "@playwright/test"
import { ops, shot, apiGet as api, type MatchRef } from "./support.js"

test.describe.configure({ mode: "serial" })

interface Contract { readonly id: number; readonly name: string; readonly prices: { readonly fractional: string } | null }
interface Market { readonly id: number; readonly status: string; readonly contracts: ReadonlyArray<Contract> }
interface Match extends MatchRef {
  readonly home_team: string | null
  readonly main_market: Market | null
}
interface Home { readonly featured: ReadonlyArray<Match>; readonly in_play: ReadonlyArray<Match>; readonly starting_soon: ReadonlyArray<Match> }

const matchPath = (m: Match) => `/sports/${m.game_name}/${m.competition_slug}-${m.competition_id}/${m.slug}-${m.id}`

/** A football match with an open three-way main market, live if one is. */
const footballMatch = async (page: Page): Promise<Match> => {
  const home = await api<Home>(page, "sports/home")
  const all = [...home.in_play, ...home.featured, ...home.starting_soon]
  const match = all.find((m) => m.game_name === "football" && m.main_market?.status === "open" && m.main_market.contracts.length === 3)
    ?? all.find((m) => m.main_market?.status === "open")
  expect(match?.main_market?.status, "a match with an open main market").toBe("open")
  return match!
}

test("browse from the sports home to a match page", async ({ page }, info) => {
  await page.goto("/sports")
  await expect(page.getByRole("heading", { level: 1, name: "Sports betting" })).toBeVisible()
  const chips = page.getByRole("navigation", { name: "Sports" })
  await expect(chips.getByRole("link", { name: /Football/ })).toBeVisible()
  await expect(page.locator(".match-row").first()).toBeVisible()
  await expect(page.locator(".price").first()).toBeVisible()
  await expect(page).toHaveTitle(/Sports/)
  await shot(page, info, "sports-home")

  await chips.getByRole("link", { name: /Football/ }).click()
  await expect(page).toHaveURL(/\/sports\/football$/)
  await expect(page.getByRole("heading", { level: 1, name: "Football" })).toBeVisible()
  const tabs = page.getByRole("navigation", { name: "Football pages" })
  await expect(tabs.getByRole("link", { name: "Matches" })).toBeVisible()
  const row = page.locator(".match-row").first()
  await expect(row).toBeVisible()
  await shot(page, info, "sports-football")

  await tabs.getByRole("link", { name: "Competitions" }).click()
  await expect(page).toHaveURL(/\/sports\/football\/competitions$/)
  await expect(page.locator(".list-link").first()).toBeVisible()

  await tabs.getByRole("link", { name: "Matches" }).click()
  const first = page.locator(".match-row").first()
  const name = await first.getAttribute("aria-label")
  await first.locator(".match-row__more").click()
  await expect(page).toHaveURL(/\/sports\/football\/[a-z0-9-]+-\d{3,}\/[a-z0-9-]+-\d{5,}$/)
  await expect(page.getByRole("heading", { level: 1, name: name ?? "" })).toBeVisible()
  await expect(page.getByTestId("scoreboard")).toBeVisible()
  const main = page.getByRole("button", { name: /^Main/ })
  await expect(main).toHaveAttribute("aria-expanded", "true")
  await shot(page, info, "sports-match")
  await main.click()
  await expect(main).toHaveAttribute("aria-expanded", "false")
  await main.click()
  await expect(main).toHaveAttribute("aria-expanded", "true")
})

test("the in-play page groups live matches by sport", async ({ page }, info) => {
  await page.goto("/sports/in-play")
  await expect(page.getByRole("heading", { level: 1, name: "In-play betting" })).toBeVisible()
  await expect(page.getByRole("heading", { level: 2, name: "Football" })).toBeVisible()
  await expect(page.locator(".match-row--live").first()).toBeVisible()
  await shot(page, info, "sports-in-play")
})

test("a price the operator moves updates and flashes; a suspended market locks its prices", async ({ page }, info) => {
  const match = await footballMatch(page)
  const market = match.main_market!
  const contract = market.contracts[0]!
  // Hold the simulator still so only the operator moves this market.
  await ops(page, "POST", "sim/pause", { paused: true })
  try {
    await page.goto(matchPath(match))
    await expect(page.getByRole("heading", { level: 1, name: match.name })).toBeVisible()
    const price = page.locator(`.market [data-contract-id="${contract.id}"]`)
    await expect(price).toBeEnabled()

    // Picking it: pressed, and pressed again takes it off.
    await price.click()
    await expect(price).toHaveAttribute("aria-pressed", "true")
    await price.click()
    await expect(price).toHaveAttribute("aria-pressed", "false")

    const next = contract.prices?.fractional === "13/2" ? "15/2" : "13/2"
    // The flash lasts 600 ms (FLASH_MS): on a loaded machine a poll can look only after it has gone,
    // so the page itself notes every text the price shows while flashing.
    await price.evaluate((button) => {
      const seen: string[] = []
      ;(window as unknown as { flashedWith: string[] }).flashedWith = seen
      new MutationObserver(() => {
        if (button.querySelector(".price__value--flash")) seen.push(button.textContent ?? "")
      }).observe(button, { subtree: true, childList: true, attributes: true, characterData: true })
    })
    await ops(page, "POST", `contracts/${contract.id}/price`, { price: next })
    await expect(price).toContainText(next)
    // It flashes in its direction, then the flash goes (the direction stays for reduced motion's arrow).
    await expect.poll(() => page.evaluate((text) => (window as unknown as { flashedWith: string[] }).flashedWith.some((t) => t.includes(text)), next), { message: "the new price flashed" }).toBe(true)
    await expect(price.locator(".price__value--up, .price__value--down")).toHaveCount(1)
    await shot(page, info, "sports-price-moved")
    await expect(price.locator(".price__value--flash")).toHaveCount(0)

    await ops(page, "POST", `markets/${market.id}/status`, { status: "halted" })
    await expect(price).toBeDisabled()
    await expect(price).toContainText("Suspended")
    await expect(page.locator(`.market[data-market-id="${market.id}"]`)).toContainText("Suspended")
    await shot(page, info, "sports-market-suspended")

    await ops(page, "POST", `markets/${market.id}/status`, { status: "open" })
    await expect(price).toBeEnabled()
    await expect(price).toContainText(next)
  } finally {
    await ops(page, "POST", "sim/pause", { paused: false })
  }
})

test("esports links land on the sports pages", async ({ page }) => {
  await page.goto("/esports/esports")
  await expect(page).toHaveURL(/\/sports\/esports$/)
  await expect(page.getByRole("heading", { level: 1, name: "Esports" })).toBeVisible()
  await page.goto("/esports/in-play")
  await expect(page).toHaveURL(/\/sports\/in-play$/)
  await expect(page.getByRole("heading", { level: 1, name: "In-play betting" })).toBeVisible()
})

test("a legacy match link and a bid deep link land on the match page", async ({ page }) => {
  const match = await footballMatch(page)
  await page.goto(`/sport/${match.game_name}/match/${match.id}`)
  await expect(page).toHaveURL(new RegExp(`${matchPath(match)}$`))
  await expect(page.getByRole("heading", { level: 1, name: match.name })).toBeVisible()

  await page.goto(`/sports?bid=${match.id},1`)
  await expect(page).toHaveURL(new RegExp(`${matchPath(match)}$`))
  await expect(page.getByRole("heading", { level: 1, name: match.name })).toBeVisible()
  await expect(page.getByTestId("scoreboard")).toBeVisible()
})

test("horse racing: meetings, then a race card with runners and each-way terms", async ({ page }, info) => {
  await page.goto("/sports/horseracing/matches")
  await expect(page).toHaveURL(/\/sports\/horseracing\/meetings$/)
  await expect(page.getByRole("heading", { level: 1, name: "Horse Racing" })).toBeVisible()
  const race = page.locator(".meeting .race-chip").first()
  await expect(race).toBeVisible()
  await shot(page, info, "sports-meetings")
  await race.click()
  await expect(page).toHaveURL(/fixture_id=\d+/)
  const runner = page.locator(".runner").first()
  await expect(runner).toBeVisible()
  await expect(runner.locator(".runner__number")).not.toBeEmpty()
  await expect(runner.locator(".price")).toBeVisible()
  await shot(page, info, "sports-race-card")
})

test("search finds teams and competitions as you type", async ({ page }, info) => {
  const match = await footballMatch(page)
  const team = match.home_team ?? match.name
  await page.goto("/sports/search")
  await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible()
  await page.getByLabel("Search sports").fill(team)
  await expect(page).toHaveURL(/\/sports\/search\?q=/)
  await expect(page.locator(".match-row").filter({ hasText: team }).first()).toBeVisible()
  await shot(page, info, "sports-search")
  await page.getByLabel("Search sports").fill("zzqxw")
  await expect(page.getByText("No results. Try another name.")).toBeVisible()
})

test("an unknown match shows not found", async ({ page }) => {
  await page.goto("/sports/football/premier-league-101/nobody-v-noone-99999999")
  await expect(page.getByText("We couldn't find this event. It may have finished.")).toBeVisible()
})
