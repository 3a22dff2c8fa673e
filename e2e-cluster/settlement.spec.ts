/**
 * A bettor on one node sees a settlement made on another (issue 19 item 4): the demo bettor logs in
 * through the balancer; the node holding their socket (node A) is found by asking each node how
 * many sockets it holds; the match is settled with the operator control on the leader's own port
 * (node B, which runs the simulator and settlement). The settled bet leaves the open list and the
 * balance rises on the page, which only hears it through node A's socket: B's pushes crossed to A
 * through Redis.
 */
import { expect, test, type Page } from "@playwright/test"
import { CLUSTER_OPERATOR_TOKEN, NODE_PORTS } from "../playwright.cluster.config.js"

const DEMO = { email: "demo@sportsbook.test", password: "demo-password-1" } as const

interface NodeState { readonly node: string; readonly leader: boolean; readonly sockets: number }
interface Contract { readonly id: number; readonly status: string; readonly prices: { readonly fractional: string } | null }
interface Market { readonly id: number; readonly status: string; readonly contracts: ReadonlyArray<Contract> }
interface Match { readonly id: number; readonly status: string; readonly main_market: Market | null }

const nodeUrl = (port: number) => `http://127.0.0.1:${port}`

const nodes = async (page: Page): Promise<Array<NodeState & { port: number }>> =>
  Promise.all(NODE_PORTS.map(async (port) => ({ port, ...((await (await page.request.get(`${nodeUrl(port)}/api/cluster`)).json()) as NodeState) })))

const opsOn = async (page: Page, port: number, path: string, body: unknown) => {
  const response = await page.request.post(`${nodeUrl(port)}/api/ops/${path}`, {
    headers: { Authorization: `Bearer ${CLUSTER_OPERATOR_TOKEN}`, "Content-Type": "application/json" },
    data: JSON.stringify(body),
  })
  expect(response.ok(), `ops ${path} on ${port} → ${response.status()} ${await response.text()}`).toBe(true)
}

const balance = async (page: Page): Promise<number> => {
  const text = (await page.getByTestId("header-balance").textContent()) ?? ""
  return Number(text.replace(/[^0-9]/g, ""))
}

/** The node whose only socket is this page's (the test itself holds none). */
const socketNode = async (page: Page) => {
  let holding: Array<NodeState & { port: number }> = []
  await expect.poll(async () => {
    holding = (await nodes(page)).filter((n) => n.sockets > 0)
    return holding.map((n) => n.sockets)
  }, { message: "exactly one node holds the page's socket" }).toEqual([1])
  return holding[0]!
}

test("a bettor whose socket is on node A sees the settlement node B made", async ({ page }) => {
  await page.goto("/login")
  await page.getByLabel("E-mail").fill(DEMO.email)
  await page.getByLabel("Password", { exact: true }).fill(DEMO.password)
  await page.getByRole("button", { name: "Log in" }).click()
  await expect(page.getByTestId("header-balance")).toBeVisible()
  // Open bets from here on: a navigation would open a new socket, on whichever node comes next.
  await page.goto("/sports/bets")
  await expect(page.getByTestId("header-balance")).toBeVisible()

  const leader = (await nodes(page)).find((n) => n.leader)
  expect(leader, "one node leads").toBeDefined()
  // Round robin puts the page's socket anywhere: reload until it is on a node that does not lead.
  let a = await socketNode(page)
  for (let tries = 0; a.leader && tries < 8; tries++) {
    await page.reload()
    await expect(page.getByTestId("header-balance")).toBeVisible()
    a = await socketNode(page)
  }
  expect(a.leader, "the page's socket is on a node that does not lead").toBe(false)
  const b = leader!

  await opsOn(page, b.port, "sim/pause", { paused: true })
  try {
    // Through the balancer, like the page's own calls.
    const tab = (await (await page.request.get("/api/v1/games/football/matches")).json()) as { matches: ReadonlyArray<Match> }
    const match = tab.matches.find((m) => m.status === "upcoming" && m.main_market?.status === "open" && m.main_market.contracts.every((c) => c.status === "open" && c.prices !== null))
    expect(match, "an open football match").toBeDefined()
    const market = match!.main_market!
    const home = market.contracts[0]!
    const token = await page.evaluate(() => localStorage.getItem("sb:authToken"))
    const placed = await page.request.post("/api/v1/bets/place", {
      headers: { Authorization: `Bearer ${token}`, "Idempotency-Key": `cluster-e2e-${Date.now()}`, "Content-Type": "application/json" },
      data: JSON.stringify({
        odds_format: "fractional",
        bets: [{ stake: "10.00", type: "single", use_bonus: false, each_way: false, voucher_id: null, legs: [{ id: home.id, price: home.prices!.fractional, selections: [{ market_id: market.id, contract_id: home.id }], each_way: null, start_price: false }] }],
      }),
    })
    expect(placed.status(), `bets/place → ${await placed.text()}`).toBe(201)
    const [bet] = (await placed.json()) as Array<{ id: number }>

    // The placement's push reaches the page (through whichever node placed it, then Redis).
    await expect(page.getByTestId(`bet-${bet!.id}`)).toBeVisible()
    const socketOn = await socketNode(page)
    expect(socketOn.leader, `the page's socket stayed off the leader (${socketOn.node})`).toBe(false)
    const cash = await balance(page)

    // Settled on B's own port; the page hears it only through A's socket.
    await opsOn(page, b.port, `matches/${match!.id}/settle`, { score: { home: 2, away: 0 } })
    await expect(page.getByTestId(`bet-${bet!.id}`)).toHaveCount(0)
    await expect.poll(() => balance(page)).toBeGreaterThan(cash)
    await page.getByRole("link", { name: "Settled" }).click()
    await expect(page.getByTestId(`bet-${bet!.id}`)).toContainText("Won")
    await page.screenshot({ path: "test-results/screenshots/cluster-settled-across-nodes.png", fullPage: true })
  } finally {
    await opsOn(page, b.port, "sim/pause", { paused: false })
  }
})
