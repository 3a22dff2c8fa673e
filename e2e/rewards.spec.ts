/**
 * Rewards in Chromium at 390 and 1440 px (issue 18): the demo bettor opts in to "Bet £10, get a
 * £5 free bet", meets it with a real £10 football bet at evens or more (placed through the API by
 * the same bettor from another session), sees it earned live (the server's `reward` push, routed
 * by the socket adapter like every area's pushes: no reload), claims it on the claim page, reads
 * the promotion's page, finds the £5 free bet offered by the betslip and places a bet with it;
 * then plays the daily game (pick a box; the server draws the prize). Screenshots; axe clean.
 *
 * The qualifying bet goes through the API (another session's bet); the free bet is picked on the
 * betslip's screen and placed from it.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test"
import { closeSheet, DEMO, emptySavedSlip, logInAsDemo, pick, saveEventLog, shot, slip, axeNow as axeClean } from "./support.js"

interface Pick {
  readonly marketId: number
  readonly contractId: number
  readonly fractional: string
  /** The match page the selection is on. */
  readonly path: string
}

/** An open football selection at evens (2.0) or more, from the catalogue the sports pages read. */
const footballAtEvens = async (request: APIRequestContext): Promise<Pick> => {
  const tab = await (await request.get("/api/v0/games/football/matches")).json()
  for (const match of tab.matches) {
    const market = match.main_market
    if (!market || market.status !== "open" || match.status !== "upcoming") continue
    const contract = market.contracts.find((c: { status: string; prices: { decimal: number } | null; boosted_prices: unknown }) => c.status === "open" && c.prices && c.prices.decimal >= 2 && !c.boosted_prices)
    if (contract) {
      const path = `/sports/${match.game_name}/${match.competition_slug}-${match.competition_id}/${match.slug}-${match.id}`
      return { marketId: market.id, contractId: contract.id, fractional: contract.prices.fractional, path }
    }
  }
  throw new Error("no football selection at evens")
}

const single = (p: Pick, stake: string, voucherId: number | null) => ({
  stake, type: "single", use_bonus: false, each_way: false, voucher_id: voucherId,
  legs: [{ id: p.contractId, price: p.fractional, selections: [{ market_id: p.marketId, contract_id: p.contractId }], each_way: null, start_price: false }],
})

test("opt in, meet the rule with a bet, claim, use the free bet; play the daily game", async ({ page, request }, info) => {
  // A long journey over seven pages, four axe runs and the slip.
  test.setTimeout(150_000)
  await logInAsDemo(page)
  await page.goto("/rewards")
  await expect(page.getByRole("heading", { level: 1, name: "Rewards" })).toBeVisible()
  const offer = page.locator("article", { has: page.getByRole("heading", { name: "Bet £10, get a £5 free bet" }) })
  const optIn = offer.getByRole("button", { name: "Opt in: Bet £10, get a £5 free bet" })
  // The demo bettor is shared by the runs of both widths: opt in unless an earlier run did. The
  // offers arrive after the heading: wait for the offer to show where it stands before deciding
  // (an instant look found no Opt in button yet, skipped opting in, and the bet then counted for
  // nothing: seen in CI).
  const optedIn = offer.getByText(/\d of 1/).or(offer.getByRole("button", { name: /^Claim/ })).or(offer.getByText("Claimed"))
  await expect(optIn.or(optedIn).first()).toBeVisible()
  if (await optIn.isVisible()) {
    await optIn.click()
    await expect(offer.getByText("0 of 1")).toBeVisible()
  }
  await axeClean(page, "rewards")
  await shot(page, info, "rewards-opted-in")

  // The same bettor bets £10 on football at evens from another session (a phone, say).
  const session = await (await request.post("/api/v0/sessions", { data: { email: DEMO.email, password: DEMO.password } })).json()
  const auth = { Authorization: `Bearer ${session.token}` }
  const selection = await footballAtEvens(request)
  const placed = await request.post("/api/v1/bets/place", { headers: { ...auth, "Idempotency-Key": `e2e-reward-${info.project.name}-${Date.now()}` }, data: { odds_format: "fractional", bets: [single(selection, "10.00", null)] } })
  expect(placed.status(), await placed.text()).toBe(201)

  // The server pushes the progress (`reward`) and core applies it (RewardPushed): no reload.
  const claim = page.getByRole("button", { name: "Claim: Bet £10, get a £5 free bet" }).first()
  const alreadyClaimed = offer.getByText("Claimed")
  await expect(claim.or(alreadyClaimed).first()).toBeVisible({ timeout: 15_000 })
  if (await claim.isVisible()) {
    await shot(page, info, "rewards-earned")
    // The claim step has its own page (/rewards/{id}/claim).
    const earnedRow = await (await request.get("/api/v0/rewards", { headers: auth })).json()
    const earned = earnedRow.earned.find((r: { offer_id: number }) => r.offer_id === 101)
    await page.goto(`/rewards/${earned.id}/claim`)
    await expect(page.getByRole("heading", { level: 1, name: "Claim your reward" })).toBeVisible()
    await page.getByRole("button", { name: "Claim: Bet £10, get a £5 free bet" }).click()
    await expect(page.getByRole("status")).toContainText("Claimed. It's yours.")
    await axeClean(page, "claim page")
    await shot(page, info, "rewards-claim-page")
  }
  // The promotion's own page shows the offer and where the bettor's reward stands.
  await page.goto("/rewards/football-bet-10-get-5")
  await expect(page.getByRole("heading", { level: 1, name: "Bet £10, get a £5 free bet" })).toBeVisible()
  await expect(page.getByRole("heading", { level: 2, name: "How it works" })).toBeVisible()
  await axeClean(page, "promotion page")
  await page.goto("/rewards")
  await expect(page.getByRole("heading", { level: 2, name: "Claimed" })).toBeVisible()

  // The £5 free bet is on the slip, and a bet placed there uses it.
  const overview = await (await request.get("/api/v0/rewards", { headers: auth })).json()
  const reward = overview.claimed.find((r: { offer_id: number }) => r.offer_id === 101)
  const voucherId = Number(String(reward.claim_ref).split(":")[1])
  const vouchers = await (await request.get("/api/v0/users", { headers: auth })).json()
  if (vouchers.account.vouchers.some((v: { id: number }) => v.id === voucherId)) {
    // One leg, this one: legs an earlier spec file left on the shared bettor's slip would take
    // the first stake box, and the selection itself may be among them (a tap would remove it).
    await emptySavedSlip(page)
    await pick(page, info, selection.path, { id: selection.contractId })
    const s = await slip(page, info)
    await s.getByLabel("Free bet").selectOption({ label: "£5.00 free bet" })
    // spec §3 total = stake + voucher: £1 of the bettor's own with the £5 free bet on top.
    await s.getByRole("textbox", { name: /^Stake on /, exact: false }).first().fill("1")
    await expect(s.getByTestId("betslip-total-stake")).toHaveText("£1.00")
    await shot(page, info, "rewards-free-bet-on-slip")
    await s.getByRole("button", { name: /^Place/ }).click()
    const receipt = (await slip(page, info)).getByTestId("bet-receipt")
    await expect(receipt.getByTestId("receipt-free-bet")).toHaveText("+ £5.00 free bet")
    const done = (await slip(page, info)).getByRole("button", { name: "Done" })
    if (await done.isVisible()) await done.click()
    await closeSheet(page, info)
  }
  await page.goto("/rewards")

  // The daily game: pick a box, the server draws; once a day.
  const daily = page.getByRole("region", { name: "Daily game" })
  const box = daily.getByRole("button", { name: "Box 2" })
  if (await box.isEnabled()) await box.click()
  await expect(daily.getByRole("status")).toContainText(/You won|No prize today/)
  await expect(daily.getByText("You've played today. Come back tomorrow for another go.")).toBeVisible()
  await expect(box).toBeDisabled()
  await axeClean(page, "rewards after the daily game")
  await shot(page, info, "rewards-daily-game")
  // The log of this journey is the replay fixture specs/logs/rewards-journey.json.
  await saveEventLog(page, info, "rewards-journey")
})
