/**
 * The betslip (issue "The betslip", item 5), as the demo bettor against the real server and its
 * simulator (held still so only the operator moves prices): a single, an accumulator, a Yankee
 * each-way over four horse races, a single with a free bet the operator gave (staked on top of the
 * stake: the receipt shows "£3.00 + £2.00 free bet" and £3 leaves the balance), a price that moves
 * between pick and place (banner, Accept, then place), and a betslip deep link (?btype=&bid=&bstake=).
 * Each placement shows a receipt and takes the stake off the balance. Axe on the filled slip and
 * the receipt. Screenshots at 1440 (desktop) and 390 (mobile) via shot().
 */
import AxeBuilder from "@axe-core/playwright"
import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test"
import { mkdirSync } from "node:fs"
import { join } from "node:path"
import { closeSheet, DEMO, emptySavedSlip, headerBalance as balance, logInAsDemo as logIn, ops, pick, slip, isMobile, pauseTheWorldForThisFile, apiGet as api, type MatchRef } from "./support.js"

test.describe.configure({ mode: "serial" })

interface Contract { readonly id: number; readonly name: string; readonly status: string; readonly prices: { readonly fractional: string; readonly decimal: number } | null }
interface Market { readonly id: number; readonly status: string; readonly each_way: unknown; readonly contracts: ReadonlyArray<Contract> }
interface Match extends MatchRef {
  readonly main_market: Market | null
}
interface GameTab { readonly matches: ReadonlyArray<Match>; readonly meetings: ReadonlyArray<{ readonly races: ReadonlyArray<Match> }> }

/**
 * A screenshot of what the bettor sees (the viewport): the slip is sticky on desktop and a fixed
 * sheet on mobile, which a full-page capture would cut at the first screen. Same folder and names as
 * support.ts `shot()`.
 */
const shot = async (page: Page, info: TestInfo, name: string) => {
  const dir = join("test-results", "screenshots")
  mkdirSync(dir, { recursive: true })
  // The sheet slides in: capture it where it settles (finite animations only; a spinner never ends).
  await page.evaluate(() => Promise.all(document.getAnimations()
    .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
    .map((a) => a.finished.catch(() => null))))
  await page.screenshot({ path: join(dir, `${info.project.name}-${name}.png`) })
}

const openPriced = (m: Match) =>
  m.status === "upcoming" && m.main_market?.status === "open" && m.main_market.contracts.every((c) => c.status === "open" && c.prices !== null)

/** `count` upcoming football matches with an open, fully priced main market (upcoming: no in-play delay). */
const footballMatches = async (page: Page, count: number): Promise<Match[]> => {
  const tab = await api<GameTab>(page, "games/football/matches")
  const matches = tab.matches.filter(openPriced).slice(0, count)
  expect(matches.length, `${count} open football matches`).toBe(count)
  return matches
}

/** Four upcoming horse races (from any meetings) whose win market offers each-way terms. */
const eachWayRaces = async (page: Page): Promise<Match[]> => {
  const tab = await api<GameTab>(page, "games/horseracing/meetings")
  const races = tab.meetings.flatMap((m) => m.races).filter((r) => openPriced(r) && r.main_market?.each_way !== null).slice(0, 4)
  expect(races.length, "4 each-way races").toBe(4)
  return races
}

const matchPath = (m: Match) => `/sports/${m.game_name}/${m.competition_slug}-${m.competition_id}/${m.slug}-${m.id}`
const racePath = (m: Match) => `/sports/${m.game_name}/${m.competition_slug}-${m.competition_id}?fixture_id=${m.id}`

/** A stake field by its accessible name (the stepper and quick stakes carry longer names). */
const stakeField = (s: Locator, name: string) => s.getByRole("textbox", { name, exact: true })

/**
 * An empty slip to start from: the saved slip emptied on the server, then a fresh page reads it.
 * (Looking for a "Remove all" button raced the slip's restore on a loaded machine: the button was
 * not there yet, so a leg from the last test stayed.)
 */
const emptySlip = async (page: Page) => {
  await emptySavedSlip(page)
  await page.goto("/sports")
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  await expect(page.getByTestId("betslip-badge")).toHaveCount(0)
}

const axe = async (page: Page, name: string) => {
  await page.waitForTimeout(300)
  const results = await new AxeBuilder({ page }).include(".betslip").analyze()
  const blocking = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
  expect(blocking, `${name}: serious or critical axe violations`).toEqual([])
}

/** Places what is on the slip and checks the receipt; returns it and the balance before. */
const placeAndCheck = async (page: Page, info: TestInfo, s: Locator, name: string) => {
  const before = await balance(page)
  await expect(s.getByTestId("betslip-total-stake")).toBeVisible()
  await s.getByRole("button", { name: /^Place/ }).click()
  const receipt = (await slip(page, info)).getByTestId("bet-receipt")
  await expect(receipt).toBeVisible()
  await expect(receipt.getByTestId("receipt-id").first()).toHaveText(/Bet ID \d+/)
  await shot(page, info, `betslip-${name}-receipt`)
  return { receipt, before }
}

/** The account's balance, as the server now has it (a fresh start reads GET users), dropped by `cost` pence. */
const balanceDropped = async (page: Page, before: number, cost: number) => {
  await page.reload()
  await expect(page.getByTestId("header-balance")).toBeVisible()
  await expect.poll(() => balance(page), { message: `balance drops by ${cost}` }).toBe(before - cost)
}

// Hold the simulator still: only the operator moves prices while these bets are placed.
pauseTheWorldForThisFile()

test.beforeEach(async ({ page }) => {
  await logIn(page)
  await emptySlip(page)
})

test("a single: pick a price, enter a stake, place it, see the receipt and the balance drop", async ({ page }, info) => {
  const [match] = await footballMatches(page, 1)
  const contract = match!.main_market!.contracts[0]!
  await page.goto("/sports")
  await expect(page.getByTestId("betslip-badge")).toHaveCount(0)
  await pick(page, info, matchPath(match!), contract)
  await expect(page.getByTestId("betslip-badge").first()).toContainText("1")

  const s = await slip(page, info)
  const leg = s.locator(`.bet-leg[data-contract-id="${contract.id}"]`)
  await expect(leg).toContainText(contract.name)
  await expect(leg).toContainText(match!.name)
  const stake = stakeField(s, `Stake on ${contract.name}`)
  await stake.fill("2")
  // spec §5: arrow up/down change the stake by the step.
  await stake.press("ArrowUp")
  await expect(stake).toHaveValue("3.00")
  await stake.press("ArrowDown")
  await expect(stake).toHaveValue("2.00")
  await expect(s.getByTestId("betslip-total-stake")).toHaveText("£2.00")
  await expect(s.getByTestId("leg-returns")).not.toHaveText("–")
  await shot(page, info, "betslip-single")
  await axe(page, "the slip with a single")

  const { receipt, before } = await placeAndCheck(page, info, s, "single")
  await expect(receipt.getByTestId("receipt-stake")).toHaveText("£2.00")
  await expect(receipt).toContainText(contract.name)
  await axe(page, "the receipt")
  await (await slip(page, info)).getByRole("button", { name: "Done" }).click()
  await balanceDropped(page, before, 200)
})

test("an accumulator over three matches with a quick stake", async ({ page }, info) => {
  const matches = await footballMatches(page, 3)
  for (const m of matches) await pick(page, info, matchPath(m), m.main_market!.contracts[0]!)
  const s = await slip(page, info)
  await expect(s.locator(".bet-leg")).toHaveCount(3)
  const types = s.getByRole("group", { name: "Bet type" })
  await expect(types).toBeVisible()
  await types.getByRole("radio", { name: /Accumulator/ }).check()
  // The Trixie is explained as what it is made of.
  await expect(types).toContainText("3 doubles + 1 treble = 4 bets")
  const stake = stakeField(s, "Stake per bet")
  await stake.fill("")
  await s.getByRole("group", { name: "Stake per bet: quick stakes" }).getByRole("button").first().click()
  await expect(stake).toHaveValue("5.00")
  await expect(s.getByTestId("betslip-bets")).toHaveText("1")
  await expect(s.getByTestId("betslip-total-stake")).toHaveText("£5.00")
  await shot(page, info, "betslip-accumulator")
  const { before } = await placeAndCheck(page, info, s, "accumulator")
  await balanceDropped(page, before, 500)
})

test("a Yankee each-way over four horse races: 11 bets, doubled each-way", async ({ page }, info) => {
  const races = await eachWayRaces(page)
  for (const r of races) await pick(page, info, racePath(r), r.main_market!.contracts[0]!)
  const s = await slip(page, info)
  await expect(s.locator(".bet-leg")).toHaveCount(4)
  const types = s.getByRole("group", { name: "Bet type" })
  await types.getByRole("radio", { name: /Yankee/ }).check()
  await expect(types.locator(".bet-type--selected")).toContainText("6 doubles + 4 trebles + 1 four-fold = 11 bets")
  await stakeField(s, "Stake per bet").fill("0.50")
  await expect(s.getByTestId("betslip-bets")).toHaveText("11")
  await expect(s.getByTestId("betslip-total-stake")).toHaveText("£5.50")
  await s.locator(".betslip__multiple").getByLabel("Each way").check()
  await expect(s.getByTestId("betslip-bets")).toHaveText("22")
  await expect(s.getByTestId("betslip-total-stake")).toHaveText("£11.00")
  await shot(page, info, "betslip-yankee-each-way")
  await axe(page, "the slip with a Yankee")
  const { before } = await placeAndCheck(page, info, s, "yankee")
  await balanceDropped(page, before, 1100)
})

test("a single with a free bet the operator gave: the free bet is staked on top, so a £3 stake takes £3 and bets £5", async ({ page }, info) => {
  await ops(page, "POST", "vouchers", { email: DEMO.email, amount: 2, scope: "single" })
  const [match] = await footballMatches(page, 1)
  const contract = match!.main_market!.contracts[1]!
  await pick(page, info, matchPath(match!), contract)
  const s = await slip(page, info)
  await s.getByLabel("Free bet").selectOption({ label: "£2.00 free bet" })
  await stakeField(s, `Stake on ${contract.name}`).fill("3")
  await shot(page, info, "betslip-voucher")
  // spec §3 "total bet amount = stake + credit amount + voucher": the £3 is the bettor's, the £2 free bet adds to it.
  await expect(s.getByTestId("betslip-total-stake")).toHaveText("£3.00")
  const { receipt, before } = await placeAndCheck(page, info, s, "voucher")
  await expect(receipt.getByTestId("receipt-stake")).toHaveText("£3.00")
  await expect(receipt.getByTestId("receipt-free-bet")).toHaveText("+ £2.00 free bet")
  await balanceDropped(page, before, 300)
})

test("a price that moves between pick and place shows the banner and places only after Accept", async ({ page }, info) => {
  const [match] = await footballMatches(page, 1)
  const contract = match!.main_market!.contracts[2]!
  await pick(page, info, matchPath(match!), contract)
  let s = await slip(page, info)
  await stakeField(s, `Stake on ${contract.name}`).fill("1")
  const next = contract.prices?.fractional === "13/2" ? "15/2" : "13/2"
  // The bettor sees decimal odds (the default format).
  const shown = next === "13/2" ? "7.50" : "8.50"
  await ops(page, "POST", `contracts/${contract.id}/price`, { price: next })

  s = await slip(page, info)
  const banner = s.getByRole("group", { name: "Prices have changed" })
  const place = s.getByRole("button", { name: /^Place/ })
  // The market push usually reaches the slip first; when it has not, placing meets the server's
  // ODDSCHANGED (spec §8), which must show the same banner and place nothing.
  await banner.waitFor({ timeout: 5_000 }).catch(() => place.click())
  await expect(banner).toBeVisible()
  await expect(s.getByTestId("bet-receipt")).toHaveCount(0)
  await expect(s.locator(".betslip__live")).toHaveAttribute("aria-live", "assertive")
  await expect(s.getByTestId("leg-price")).toContainText(shown)
  await expect(place).toBeDisabled()
  await shot(page, info, "betslip-odds-changed")

  await banner.getByRole("button", { name: "Accept new prices" }).click()
  await expect(banner).toBeHidden()
  await expect(place).toBeEnabled()
  const { receipt, before } = await placeAndCheck(page, info, s, "odds-accepted")
  await expect(receipt).toContainText(shown)
  await balanceDropped(page, before, 100)
})

test("a betslip deep link (?btype=acca&bid=&bstake=) fills the slip", async ({ page }, info) => {
  const matches = await footballMatches(page, 2)
  const ids = matches.map((m) => m.main_market!.contracts[0]!.id)
  await page.goto(`/sports?btype=acca&bid=${ids.join(",")}&bstake=3`)
  const s = await slip(page, info)
  await expect(s.locator(".bet-leg")).toHaveCount(2)
  for (const id of ids) await expect(s.locator(`.bet-leg[data-contract-id="${id}"]`)).toBeVisible()
  await expect(stakeField(s, "Stake per bet")).toHaveValue("3.00")
  await expect(s.getByTestId("betslip-total-stake")).toHaveText("£3.00")
  await shot(page, info, "betslip-deep-link")
  const { before } = await placeAndCheck(page, info, s, "deep-link")
  await balanceDropped(page, before, 300)
})

test("bet builder: two selections of one match priced together, added to the slip as one leg and placed", async ({ page }, info) => {
  const [match] = await footballMatches(page, 1)
  await page.goto(matchPath(match!))
  await expect(page.getByRole("heading", { level: 1, name: match!.name })).toBeVisible()
  // A phone offers bet builder on the match page (the slip is a closed sheet); a wide screen in the slip beside it.
  const toggle = isMobile(info)
    ? page.locator(".match-tools").getByRole("button", { name: "Bet builder" })
    : page.getByRole("complementary", { name: /^Betslip/ }).getByRole("button", { name: "Bet builder" })
  await toggle.click()
  await expect(toggle).toHaveAttribute("aria-pressed", "true")

  // One selection from each of two markets of the match: they join the cart and show as picked.
  const picks = [page.locator('.market[aria-label="Match Result"] .price').first(), page.locator('.market[aria-label^="Total Goals"] .price').first()]
  for (const price of picks) {
    await expect(price).toBeEnabled()
    await price.click()
    await expect(price).toHaveAttribute("aria-pressed", "true")
  }
  await expect(page.getByTestId("betslip-badge")).toHaveCount(0)

  const s = await slip(page, info)
  const cart = s.locator(".builder")
  await expect(cart).toContainText(match!.name)
  await expect(cart.locator(".builder__selections li")).toHaveCount(2)
  await expect(cart.locator(".builder__price")).toHaveText(/\S/)
  await shot(page, info, "betslip-bet-builder-cart")
  await cart.getByRole("button", { name: "Add to betslip" }).click()

  await expect(s.locator(".bet-leg")).toHaveCount(1)
  await expect(s.locator(".bet-leg")).toContainText(match!.name)
  await stakeField(s, "Stake per bet").or(s.getByRole("textbox", { name: /^Stake on / })).first().fill("2")
  await expect(s.getByTestId("betslip-total-stake")).toHaveText("£2.00")
  await axe(page, "the slip with a bet builder leg")
  const { receipt, before } = await placeAndCheck(page, info, s, "bet-builder")
  await expect(receipt.getByTestId("receipt-stake")).toHaveText("£2.00")
  await (await slip(page, info)).getByRole("button", { name: "Done" }).click()
  await balanceDropped(page, before, 200)
})

test("betslip settings: 'accept higher prices' and a default stake are saved, and the next selection starts at that stake", async ({ page }, info) => {
  const token = await page.evaluate(() => localStorage.getItem("sb:authToken"))
  const headers = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" }
  const settings = async () => {
    const response = await page.request.get("/api/v1/sportsbook/settings", { headers })
    expect(response.ok(), `GET sportsbook/settings → ${response.status()}`).toBe(true)
    return response.json() as Promise<{ price_changes: string; default_stake: number | null; quick_stakes: number[] }>
  }
  // The demo bettor is shared with the other tests: their settings go back as they were afterwards.
  const before = await settings()
  try {
    const [first, second] = await footballMatches(page, 2)
    // A phone reaches the slip (and its Settings button) once a selection is on it.
    await pick(page, info, matchPath(first!), first!.main_market!.contracts[0]!)
    const s = await slip(page, info)
    await s.getByRole("button", { name: "Settings" }).click()
    const dialog = page.getByRole("dialog", { name: "Betslip settings" })
    await expect(dialog).toBeVisible()
    await dialog.getByRole("radio", { name: /^Accept higher prices/ }).check()
    await dialog.getByRole("textbox", { name: "Default stake" }).fill("7")
    await shot(page, info, "betslip-settings")
    await dialog.getByRole("button", { name: "Save settings" }).click()
    await expect(dialog).toBeHidden()
    expect(await settings()).toMatchObject({ price_changes: "higher", default_stake: 7 })

    // The slip emptied, the next selection is a single of its own: its stake is the new default.
    await emptySlip(page)
    const contract = second!.main_market!.contracts[0]!
    await pick(page, info, matchPath(second!), contract)
    await expect(stakeField(await slip(page, info), `Stake on ${contract.name}`)).toHaveValue("7.00")
    await shot(page, info, "betslip-settings-default-stake")
  } finally {
    const response = await page.request.put("/api/v1/sportsbook/settings", { headers, data: JSON.stringify(before) })
    expect(response.ok(), `PUT sportsbook/settings back → ${response.status()}`).toBe(true)
  }
})
