/**
 * My Bets (issue "After the bet"), as the demo bettor against the real server: a bet placed, its
 * cash-out offer moving when the operator moves the price, a cash-out paid into the balance, and a
 * settled bet found under Settled with the explanation of how it was paid. The bets are placed
 * through bets/place with the page's own session (the betslip's UI has its own e2e).
 */
import AxeBuilder from "@axe-core/playwright"
import { expect, test, type Page } from "@playwright/test"
import { headerBalance as balance, logInAsDemo as logIn, ops, shot, apiGet as api } from "./support.js"


interface Contract { readonly id: number; readonly name: string; readonly status: string; readonly prices: { readonly fractional: string; readonly decimal: number } | null }
interface Market { readonly id: number; readonly status: string; readonly contracts: ReadonlyArray<Contract> }
interface Match { readonly id: number; readonly name: string; readonly status: string; readonly main_market: Market | null }
interface Receipt { readonly id: number; readonly name: string }

/** Upcoming football matches with an open, fully priced main market (no in-play delay, no cash-out delay). */
const footballMatches = async (page: Page, count: number): Promise<Match[]> => {
  const tab = await api<{ matches: ReadonlyArray<Match> }>(page, "games/football/matches")
  const open = tab.matches.filter((m) => m.status === "upcoming" && m.main_market?.status === "open" &&
    m.main_market.contracts.every((c) => c.status === "open" && c.prices !== null)).slice(0, count)
  expect(open.length, `${count} open football matches`).toBe(count)
  return open
}



/** Places a £10 single on `contract` with the page's session token (sb:authToken). */
const placeSingle = async (page: Page, market: Market, contract: Contract): Promise<Receipt> => {
  const token = await page.evaluate(() => localStorage.getItem("sb:authToken"))
  expect(token, "a session token").toMatch(/^\S+$/)
  const response = await page.request.post("/api/v1/bets/place", {
    headers: { Authorization: `Bearer ${token}`, "Idempotency-Key": `my-bets-${Date.now()}-${contract.id}`, "Content-Type": "application/json" },
    data: JSON.stringify({
      odds_format: "fractional",
      bets: [{
        stake: "10.00", type: "single", use_bonus: false, each_way: false, voucher_id: null,
        legs: [{ id: contract.id, price: contract.prices!.fractional, selections: [{ market_id: market.id, contract_id: contract.id }], each_way: null, start_price: false }],
      }],
    }),
  })
  expect(response.status(), `bets/place → ${await response.text()}`).toBe(201)
  const [receipt] = (await response.json()) as Receipt[]
  return receipt!
}

/** No axe violation of impact serious or critical on the page as it stands. */
const expectAccessible = async (page: Page, name: string) => {
  const results = await new AxeBuilder({ page }).analyze()
  const blocking = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(" ")) }))
  expect(blocking, `${name}: serious or critical axe violations`).toEqual([])
}

const pence = (text: string | null) => Number((text ?? "").replace(/[^0-9]/g, ""))
/** Pounds from the API in pence. */
const penceOf = (pounds: number) => Math.round(pounds * 100)

interface TxLine { readonly id: number; readonly kind: string; readonly amount: number; readonly balance_type: string }

/** The bettor's newest transaction lines (users/transactions, newest first), with the page's session. */
const txLines = async (page: Page, limit: number): Promise<ReadonlyArray<TxLine>> => {
  const token = await page.evaluate(() => localStorage.getItem("sb:authToken"))
  const response = await page.request.get(`/api/v0/users/transactions?limit=${limit}`, { headers: { Authorization: `Bearer ${token}` } })
  expect(response.ok(), `GET users/transactions → ${response.status()}`).toBe(true)
  const { transactions } = (await response.json()) as { transactions: ReadonlyArray<TxLine> }
  return transactions
}

/**
 * The cash lines newer than `seen`: its cash-outs' amounts, and what every other line moved. The
 * demo bettor's money may move for other reasons meanwhile (a bet an earlier journey left settling,
 * a live table's round), so the header, less the other lines, must have moved by the cash-out alone.
 */
const cashSince = async (page: Page, seen: number) => {
  const lines = (await txLines(page, 100)).filter((l) => l.id > seen && l.balance_type === "cash")
  return {
    cashOuts: lines.filter((l) => l.kind === "bet_cashout").map((l) => penceOf(l.amount)),
    others: lines.filter((l) => l.kind !== "bet_cashout").reduce((sum, l) => sum + penceOf(l.amount), 0),
  }
}

test("a bet's cash-out offer follows the price, and cashing out pays the balance", async ({ page }, info) => {
  await logIn(page)
  await ops(page, "POST", "sim/pause", { paused: true })
  try {
    // Each project bets on its own matches (they share the server): desktop the 1st, mobile the 3rd.
    const match = (await footballMatches(page, 4))[info.project.name === "mobile" ? 2 : 0]
    const market = match!.main_market!
    const contract = market.contracts[0]!
    const bet = await placeSingle(page, market, contract)

    // The header's My Bets link (its name carries the open-bets count).
    await page.getByRole("banner").getByRole("link", { name: /^My bets, / }).click()
    await expect(page).toHaveURL(/\/sports\/bets$/)
    await expect(page.getByRole("heading", { level: 1, name: "My bets" })).toBeVisible()
    await expect(page.getByRole("banner").getByRole("link", { name: /^My bets, [1-9]\d* open bets?$/ })).toBeVisible()
    const card = page.getByTestId(`bet-${bet.id}`)
    await expect(card).toContainText(contract.name)
    await expect(card).toContainText("Total bet amount")
    const cashout = card.getByRole("button", { name: /^Cash out £/ })
    await expect(cashout).toBeVisible()
    const before = pence(await cashout.textContent())
    await shot(page, info, "my-bets-open")
    await expectAccessible(page, "open bets")

    // The operator shortens the price: the selection is likelier now, so the offer goes up.
    await ops(page, "POST", `contracts/${contract.id}/price`, { price: contract.prices!.decimal > 1.2 ? "1/5" : "1/20" })
    await expect.poll(async () => pence(await cashout.textContent())).toBeGreaterThan(before)
    const offer = pence(await cashout.textContent())

    // The balance and the newest ledger line before cashing out (cashSince reads what followed).
    const cash = await balance(page)
    const seen = (await txLines(page, 1))[0]?.id ?? 0
    await cashout.click()
    const confirm = card.getByRole("group")
    await expect(confirm.getByText(/^Cash out for £/)).toBeVisible()
    await expect(confirm.getByRole("slider", { name: /^Stake to cash out/ })).toBeVisible()
    await shot(page, info, "my-bets-confirm")
    await expectAccessible(page, "cash-out confirm step")
    await confirm.getByRole("button", { name: /^Confirm £/ }).click()
    await expect(page.getByText(/^Cashed out: £[\d.,]+ has been paid to your balance\.$/)).toBeVisible()
    await expect.poll(async () => (await cashSince(page, seen)).cashOuts).toEqual([offer])
    await expect.poll(async () => await balance(page) - (await cashSince(page, seen)).others).toBe(cash + offer)
    await expect(card).toHaveCount(0)

    await page.getByRole("navigation", { name: "My bets lists" }).getByRole("link", { name: "Settled" }).click()
    await expect(page).toHaveURL(/\/sports\/bets\/settled$/)
    const settled = page.getByTestId(`bet-${bet.id}`)
    await expect(settled).toContainText("Cashed out")
    await expect(settled.getByRole("region", { name: "How this bet was paid" })).toContainText(/Cashed out for £/)
    await shot(page, info, "my-bets-cashed-out")
  } finally {
    await ops(page, "POST", "sim/pause", { paused: false })
  }
})

test("a settled match's bet is under Settled, with how it was paid", async ({ page }, info) => {
  await logIn(page)
  await ops(page, "POST", "sim/pause", { paused: true })
  try {
    const match = (await footballMatches(page, 4))[info.project.name === "mobile" ? 3 : 1]
    const market = match!.main_market!
    const home = market.contracts[0]!
    const bet = await placeSingle(page, market, home)
    await page.goto("/sports/bets")
    await expect(page.getByTestId(`bet-${bet.id}`)).toBeVisible()
    const cash = await balance(page)

    // The home side wins 2-0: the bet on it wins.
    await ops(page, "POST", `matches/${match!.id}/settle`, { score: { home: 2, away: 0 } })
    await expect(page.getByTestId(`bet-${bet.id}`)).toHaveCount(0)
    await expect.poll(() => balance(page)).toBeGreaterThan(cash)

    await page.getByRole("link", { name: "Settled" }).click()
    const card = page.getByTestId(`bet-${bet.id}`)
    await expect(card).toContainText("Won")
    await expect(card.getByRole("region", { name: "How this bet was paid" })).toContainText(/^How this bet was paidWon: the bet paid £/)
    await expect(card).toContainText("Winnings")
    await shot(page, info, "my-bets-settled")
    await expectAccessible(page, "settled bets")
  } finally {
    await ops(page, "POST", "sim/pause", { paused: false })
  }
})

test("an auto cash-out set in My Bets fires on the server when the price takes the offer to its amount", async ({ page }, info) => {
  await logIn(page)
  await ops(page, "POST", "sim/pause", { paused: true })
  try {
    // Matches of their own (the tests above use the 1st to 4th): desktop the 5th, mobile the 6th.
    const match = (await footballMatches(page, 6))[info.project.name === "mobile" ? 5 : 4]
    const market = match!.main_market!
    // The longest price: shortening it moves the offer well past an amount set just above it.
    const contract = [...market.contracts].sort((a, b) => b.prices!.decimal - a.prices!.decimal)[0]!
    const bet = await placeSingle(page, market, contract)

    await page.goto("/sports/bets")
    const card = page.getByTestId(`bet-${bet.id}`)
    const cashout = card.getByRole("button", { name: /^Cash out £/ })
    await expect(cashout).toBeVisible()
    // £1 above today's offer (the simulator is paused, so it stays there): out of reach until the price moves.
    const amount = pence(await cashout.textContent()) + 100
    const amountText = `£${(amount / 100).toFixed(2)}`

    const auto = card.getByTestId("auto-cashout")
    await auto.getByRole("button", { name: "Set auto cash-out" }).click()
    await auto.getByRole("textbox", { name: "Cash out when the offer reaches" }).fill((amount / 100).toFixed(2))
    await auto.getByRole("button", { name: "Set", exact: true }).click()
    await expect(auto.getByRole("status")).toHaveText(`Cashes out automatically when the offer reaches ${amountText}`)
    await shot(page, info, "my-bets-auto-cashout-set")
    await expectAccessible(page, "auto cash-out set")

    // The operator shortens the price; the server cashes the bet out on its own — nothing is pressed.
    const cash = await balance(page)
    const seen = (await txLines(page, 1))[0]?.id ?? 0
    await ops(page, "POST", `contracts/${contract.id}/price`, { price: contract.prices!.decimal > 1.2 ? "1/5" : "1/20" })
    const done = page.getByText(/^Automatic cash-out: your bet was cashed out for £[\d.,]+\.$/)
    await expect(done).toBeVisible()
    const paid = pence(await done.textContent())
    expect(paid, "paid at least the bettor's amount").toBeGreaterThanOrEqual(amount)
    await expect(card).toHaveCount(0)
    await expect.poll(async () => (await cashSince(page, seen)).cashOuts).toEqual([paid])
    await expect.poll(async () => await balance(page) - (await cashSince(page, seen)).others).toBe(cash + paid)

    await page.getByRole("navigation", { name: "My bets lists" }).getByRole("link", { name: "Settled" }).click()
    await expect(page).toHaveURL(/\/sports\/bets\/settled$/)
    const settled = page.getByTestId(`bet-${bet.id}`)
    await expect(settled).toContainText("Cashed out")
    await expect(settled.getByRole("region", { name: "How this bet was paid" }))
      .toContainText(`Cashed out automatically for £${(paid / 100).toFixed(2)}, when the offer reached your amount of ${amountText}.`)
    await shot(page, info, "my-bets-auto-cashed-out")
  } finally {
    await ops(page, "POST", "sim/pause", { paused: false })
  }
})
