/**
 * The casino, as a player's evening (issue 16), at 390 and 1440 px against the real server
 * (SIM_SEED=7, operator token): browse the lobby, search, favourite a game, ten slot spins (each
 * at least 2.5 s, the net position following the balance), a roulette round, a blackjack hand with
 * a split (the operator forces a pair), and the live roulette table from two browsers seeing the
 * same result; the live blackjack table's countdown and a seat taken at it. Screenshots; axe finds nothing
 * serious on the lobby and the player.
 */
import AxeBuilder from "@axe-core/playwright"
import { expect, test, type Page } from "@playwright/test"
import { DEMO, logInAsDemo, ops, saveEventLog, shot } from "./support.js"

const axeClean = async (page: Page, name: string) => {
  const results = await new AxeBuilder({ page }).analyze()
  const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
  expect(blocking, `${name}: serious or critical axe violations`).toEqual([])
}

/** "£1,000.00" or "−£0.20" → pence, signed. */
const pence = (text: string | null): number => {
  const t = text ?? ""
  const n = Number(t.replace(/[^0-9.]/g, "").replace(".", ""))
  return t.includes("−") || t.includes("-") ? -n : n
}

test("browse the lobby, search, favourite a game", async ({ page }, info) => {
  await page.goto("/casino")
  await expect(page.getByRole("heading", { level: 1, name: "Casino" })).toBeVisible()
  await expect(page.getByRole("link", { name: /Gem Lines/ })).toBeVisible()
  await shot(page, info, "casino-lobby")
  await axeClean(page, "lobby")
  await page.getByRole("link", { name: "Table games" }).click()
  await expect(page.getByRole("link", { name: /European Roulette/ })).toBeVisible()
  await expect(page.getByRole("link", { name: /Gem Lines/ })).toHaveCount(0)
  await page.goto("/casino/search")
  await page.getByLabel("Search games").fill("tiger")
  await expect(page.getByRole("link", { name: /Tiger Ways/ })).toBeVisible()
  await expect(page.getByRole("link", { name: /Crown Jackpot/ })).toHaveCount(0)

  await logInAsDemo(page)
  await page.goto("/casino/game/crown-jackpot")
  await expect(page.getByTestId("game-rtp")).toHaveText("94.00%")
  await page.getByRole("button", { name: "Favourite Crown Jackpot" }).click()
  await expect(page.getByRole("button", { name: "Favourite Crown Jackpot" })).toHaveAttribute("aria-pressed", "true")
  await page.goto("/casino/favourites")
  await expect(page.getByRole("link", { name: /Crown Jackpot/ })).toBeVisible()
  await shot(page, info, "casino-favourites")
  await page.getByRole("button", { name: "Favourite Crown Jackpot" }).click()
})

test("ten slot spins, each at least 2.5 s, the net position following the balance", async ({ page, request }, info) => {
  test.setTimeout(240_000)
  await logInAsDemo(page)
  await page.goto("/casino/game/gem-lines/player")
  const spin = page.getByRole("button", { name: "Spin" })
  await expect(spin).toBeEnabled()
  await expect(page.getByTestId("net-position")).toHaveText("£0.00")
  const balanceCell = page.locator(".player-bar div").nth(2).locator("dd")
  await expect(balanceCell).not.toHaveText("–")
  const opening = pence(await balanceCell.textContent())
  // The same bettor's money may move for other reasons meanwhile: a sports bet placed by an earlier
  // journey (rewards.spec) settles while the reels spin. Those movements are read from the bettor's
  // own cash transaction lines (newer than the last one before the session), so the balance the player
  // shows, less them, must be exactly the session's net position.
  const session = await (await request.post("/api/v0/sessions", { data: { email: DEMO.email, password: DEMO.password } })).json()
  const auth = { Authorization: `Bearer ${session.token}` }
  type Line = { id: number; kind: string; balance_type: string; amount: number }
  const lines = async (limit: number): Promise<Line[]> => (await (await request.get(`/api/v0/users/transactions?limit=${limit}`, { headers: auth })).json()).transactions
  const before = (await lines(1))[0]?.id ?? 0
  const otherMovements = async (): Promise<number> =>
    (await lines(100)).filter((l) => l.id > before && l.balance_type === "cash" && l.kind !== "casino_round").reduce((sum, l) => sum + Math.round(l.amount * 100), 0)
  for (let i = 0; i < 10; i++) {
    const started = Date.now()
    await spin.click()
    await expect(page.getByRole("button", { name: "Spinning…" })).toBeDisabled()
    await expect(page.getByRole("button", { name: "Spin" })).toBeEnabled({ timeout: 15_000 })
    expect(Date.now() - started, `spin ${i + 1} lasted at least 2.5 s`).toBeGreaterThanOrEqual(2_500)
    await expect(page.getByTestId("round-result")).toBeVisible()
    // The net position is what the balance moved by since the session began (beside other movements).
    await expect.poll(async () => pence(await balanceCell.textContent()) - opening - (await otherMovements())).toBe(pence(await page.getByTestId("net-position").textContent()))
  }
  await expect(page.getByTestId("session-time")).toHaveText(/^\d\d:\d\d$/)
  await shot(page, info, "casino-slot-player")
  await axeClean(page, "slot player")

  // Provably fair: the next round's hash is on show before play, the last round's seed after it;
  // its verifier link fills the form in and the server's replay matches the hash shown before.
  await expect(page.getByTestId("next-seed-hash").locator("code")).toHaveText(/^[0-9a-f]{64}$/)
  const revealed = await page.getByTestId("revealed-seed").textContent()
  await page.getByRole("link", { name: "Verify this round" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Provably fair" })).toBeVisible()
  await expect(page.getByLabel("Server seed", { exact: true })).toHaveValue(revealed ?? "")
  await page.getByRole("button", { name: "Verify", exact: true }).click()
  await expect(page.getByTestId("hash-match")).toHaveText("It matches the hash shown before the round.")
  await shot(page, info, "casino-verifier")
  await axeClean(page, "verifier")
})

test("a roulette round and a blackjack hand with a split", async ({ page }, info) => {
  test.setTimeout(180_000)
  await logInAsDemo(page)
  await page.goto("/casino/game/european-roulette/player")
  await page.getByRole("button", { name: "Red", exact: true }).click()
  await page.getByRole("button", { name: "Bet on 17" }).click()
  await page.getByRole("button", { name: "Spin the wheel" }).click()
  await expect(page.getByTestId("roulette-pocket")).toBeVisible({ timeout: 15_000 })
  await expect(page.getByTestId("round-result")).toBeVisible()
  await shot(page, info, "casino-roulette")

  // A pair of eights against a seven: the operator stacks the next shoe (a test control).
  const c = (rank: number, suit = 0) => suit * 13 + rank - 1
  await ops(page, "POST", "casino/blackjack/next-shoe", { cards: [c(8), c(10), c(8, 1), c(7), c(3), c(10), c(10, 2)] })
  await page.goto("/casino/game/blackjack/player")
  await page.getByRole("button", { name: "Deal" }).click()
  await page.getByRole("button", { name: "Split" }).click({ timeout: 15_000 })
  await expect(page.getByTestId("blackjack-hand")).toHaveCount(2)
  await page.getByRole("button", { name: "Double" }).click()
  await page.getByRole("button", { name: "Stand" }).click()
  await expect(page.getByTestId("round-result")).toContainText("You won")
  await expect(page.getByTestId("blackjack-hand").first()).toContainText("Win")
  await shot(page, info, "casino-blackjack-split")
  // The replay fixture specs/logs/casino-blackjack.json was captured here (desktop).
  await saveEventLog(page, info, "casino-blackjack")
})

test("two browsers at the live roulette table see the same result", async ({ page, browser }, info) => {
  test.setTimeout(240_000)
  await logInAsDemo(page)
  const other = await browser.newContext({ viewport: page.viewportSize() ?? undefined })
  const second = await other.newPage()
  await logInAsDemo(second)
  await Promise.all([page.goto("/casino/game/live-roulette/player"), second.goto("/casino/game/live-roulette/player")])
  await expect(page.getByTestId("live-table")).toBeVisible()
  await expect(second.getByTestId("live-table")).toBeVisible()
  // Wait for the next result both tables show, then compare round and number.
  await expect(page.getByTestId("live-status")).toContainText("Place your bets", { timeout: 40_000 })
  await expect(page.getByTestId("live-status")).toContainText("Result", { timeout: 40_000 })
  await expect(second.getByTestId("live-status")).toContainText("Result", { timeout: 10_000 })
  const [a, b] = [await page.getByTestId("live-status").textContent(), await second.getByTestId("live-status").textContent()]
  expect(a).toBe(b)
  await shot(page, info, "casino-live-roulette")
  await other.close()
})

test("the live blackjack table: the countdown runs, a seat is taken and shown at the table", async ({ page }, info) => {
  test.setTimeout(180_000)
  await logInAsDemo(page)
  await page.goto("/casino/game/live-blackjack/player")
  await expect(page.getByTestId("live-table")).toBeVisible()
  await expect(page.getByTestId("live-dealer")).toBeVisible()
  // A betting window with a few seconds still to run (the countdown is the server's).
  await expect(page.getByTestId("live-status")).toContainText(/Place your bets: ([4-9]|1\d) s/, { timeout: 60_000 })
  await page.getByRole("button", { name: "Take a seat" }).click()
  await expect(page.getByTestId("live-seat").filter({ hasText: "(you)" })).toBeVisible({ timeout: 10_000 })
  await shot(page, info, "casino-live-blackjack")
})
