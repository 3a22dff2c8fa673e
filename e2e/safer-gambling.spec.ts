/**
 * Safer gambling in Chromium at 1440 and 390 px (issue 14), against the real server: a £20 daily
 * deposit limit set at the limit prompt before the first deposit, a £25 deposit in the cashier
 * refused by the server with its dialog (DepositLimitReached), the raise to £50 shown pending for
 * 24 hours on the dashboard; the reality check on the simulated clock with the session's net
 * position; a 1-day cool-off logs the bettor out at once with the end date, and the log-in is
 * refused with it. Screenshots of each step; axe clean.
 */
import { expect, test, type Page } from "@playwright/test"
import { newBettor, saveEventLog, shot, type Bettor, axeClean } from "./support.js"

/** A new bettor, registered over the API; the page then starts logged in with their token. */
const registered = async (page: Page, b: Bettor): Promise<string> => {
  // The simulated clock (the reality check's journey jumps it); time flows as usual until then.
  await page.clock.install()
  await page.clock.resume()
  const answer = await page.request.post("/api/v0/users/register?brand=sportsbook&country=GB", {
    data: { email: b.email, password: b.password, username: b.username, firstname: b.firstname, lastname: b.lastname, dob: b.dob, marketing_opt_in: false },
  })
  expect(answer.status()).toBe(201)
  const { token } = (await answer.json()) as { token: string }
  await page.goto("/")
  await page.evaluate((t) => localStorage.setItem("sb:authToken", t), token)
  return token
}

test("a £20 daily deposit limit set at the first-deposit prompt refuses £25 in the cashier; raising it waits 24 hours", async ({ page }, info) => {
  const b = newBettor(info)
  await registered(page, b)

  // Opening the deposit cashier before a first deposit: the limit prompt comes on top (RTS 12).
  await page.goto("/?modal=deposit")
  const cashier = page.getByRole("dialog", { name: "Cashier" })
  const prompt = page.getByRole("dialog", { name: "Set a deposit limit before you play" })
  await expect(prompt).toBeVisible()
  await prompt.getByLabel("Period").selectOption("daily")
  await prompt.getByLabel("Limit amount (£)").fill("20")
  await shot(page, info, "safer-deposit-limit-prompt")
  await axeClean(page, "deposit limit prompt")
  await prompt.getByRole("button", { name: "Set limit" }).click()
  await expect(prompt).toBeHidden()

  // The cashier, as the bettor uses it: £25 is over the limit; the server refuses and its dialog says so.
  await expect(cashier.getByRole("tab", { name: "Deposit" })).toHaveAttribute("aria-selected", "true")
  await cashier.getByLabel("Amount", { exact: true }).fill("25")
  await cashier.getByRole("button", { name: "Deposit £25.00" }).click()
  const reached = page.getByRole("dialog", { name: "Deposit limit reached" })
  await expect(reached).toBeVisible()
  await expect(reached).toContainText("£20.00")
  await shot(page, info, "safer-deposit-refused")
  await axeClean(page, "deposit limit reached")
  await reached.getByRole("link", { name: "Manage your limits" }).click()
  await expect(page).toHaveURL(/\/account\/safer-gambling\/deposit-limits/)

  await page.goto("/account/safer-gambling/deposit-limits/edit")
  await expect(page.getByRole("heading", { level: 1, name: "Deposit limits" })).toBeVisible()
  await expect(page.getByTestId("deposit-limit-daily")).toContainText("£20.00 left of £20.00")
  await shot(page, info, "safer-deposit-limit-set")
  await page.getByLabel("Period").selectOption("daily")

  // Raising it: pending for 24 hours, the £20 limit still in force.
  await page.getByLabel("Limit amount (£)").fill("50")
  await page.getByRole("button", { name: "Set limit" }).click()
  await expect(page.getByText("For your protection this change waits 24 hours.", { exact: false })).toBeVisible()
  await expect(page.getByTestId("pending-change")).toContainText("Change to £50.00 waiting")
  await page.goto("/account/safer-gambling")
  await expect(page.getByRole("heading", { level: 1, name: "Safer gambling" })).toBeVisible()
  // The waiting change is also on the user: its dialog (DepositLimit) says when it can be confirmed.
  const dialog = page.getByRole("dialog", { name: "Your deposit limit change" })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText("Until then your current limit stays in force.")
  await shot(page, info, "safer-deposit-limit-dialog")
  await axeClean(page, "deposit limit dialog")
  await dialog.getByRole("button", { name: "Remind me later" }).click()
  await expect(page.getByTestId("deposit-limit-daily")).toContainText("£20.00")
  await expect(page.getByTestId("pending-change")).toBeVisible()
  await shot(page, info, "safer-dashboard-pending")
  await axeClean(page, "safer-gambling dashboard")
  await saveEventLog(page, info, "safer-gambling-limits")
})

test("the reality check appears on schedule with the session's time and net position; the statement and play reminders", async ({ page }, info) => {
  const b = newBettor(info)
  const token = await registered(page, b)
  // The shortest interval the server allows (60 s), set as the reality-check page would.
  const set = await page.request.post("/api/v0/users/reality-check-interval?brand=sportsbook&country=GB", {
    headers: { authorization: `Bearer ${token}` }, data: { seconds: 60 },
  })
  expect(set.ok(), `reality-check-interval → ${set.status()}`).toBe(true)
  // Some play, so the check has a net position to tell: £10 in by card (the provider's sandbox),
  // then (in the session) a £1 slot round on the server.
  const auth = { authorization: `Bearer ${token}` }
  const deposit = await page.request.post("/api/v0/payments/deposits?brand=sportsbook&country=GB", {
    headers: { ...auth, "idempotency-key": `e2e-rc-${Date.now()}` }, data: { amount: 10, method: "card" },
  })
  expect(deposit.status()).toBe(201)
  const { checkout_url } = (await deposit.json()) as { checkout_url: string }
  const paid = await page.request.post(`${checkout_url}/card`, {
    form: { card_number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" }, maxRedirects: 0,
  })
  expect(paid.status()).toBe(303)
  await page.goto("/account/safer-gambling")
  await expect(page.getByRole("heading", { level: 1, name: "Safer gambling" })).toBeVisible()
  await expect(page.getByText("Every 1 minutes")).toBeVisible()
  // The session is the page's since it loaded: the round is played in it.
  const spin = await page.request.post("/api/v0/casino/rounds?brand=sportsbook&country=GB", {
    headers: auth, data: { round_id: `e2e-rc-${Date.now()}`, game_id: "gem-lines", stake: 1 },
  })
  expect(spin.status()).toBe(201)
  const round = (await spin.json()) as { total_staked: number; returned: number }
  const net = Math.round((round.returned - round.total_staked) * 100)
  const figures = `staked £1.00 and are £${(Math.abs(net) / 100).toFixed(2)} ${net >= 0 ? "up" : "down"}.`
  const check = page.getByRole("dialog", { name: "Reality check" })
  await page.clock.fastForward("00:50")
  await expect(check).toBeHidden()
  await page.clock.fastForward("00:11")
  await expect(check).toBeVisible()
  await expect(check).toContainText(`You have been logged in for 1 minutes. This session you have ${figures}`)
  await shot(page, info, "safer-reality-check")
  await axeClean(page, "reality check")
  await check.getByRole("button", { name: "Continue" }).click()
  await expect(check).toBeHidden()

  // The dashboard opens the activity statement (the server's figures over the period).
  await page.getByRole("button", { name: "See my activity statement" }).click()
  const statement = page.getByRole("dialog", { name: "Your account activity" })
  await expect(statement).toContainText("Over the last 30 days:")
  await expect(statement.getByText("Deposits")).toBeVisible()
  await expect(statement).toContainText(net >= 0 ? "You are up" : "You are down")
  await expect(statement).toContainText("£10.00")
  await shot(page, info, "safer-activity-statement")
  await axeClean(page, "activity statement")
  await statement.getByRole("button", { name: "Got it" }).click()
  await expect(statement).toBeHidden()

  // Play reminders: a weekly 'activity' reminder, with the date it falls due.
  await page.goto("/account/safer-gambling/play-reminders")
  await expect(page.getByRole("heading", { level: 1, name: "Play reminders" })).toBeVisible()
  await expect(page.getByTestId("play-reminder")).toContainText("You have no play reminder.")
  await page.getByLabel("Remind me").selectOption("7")
  await page.getByRole("button", { name: "Set reminder" }).click()
  await expect(page.getByText("Your play reminder is saved.")).toBeVisible()
  await expect(page.getByTestId("play-reminder")).toContainText("Every 7 days; next on")
  await shot(page, info, "safer-play-reminders")
  await axeClean(page, "play reminders")
  await page.getByRole("button", { name: "Turn off reminders" }).click()
  await expect(page.getByTestId("play-reminder")).toContainText("You have no play reminder.")
})

test("a 1-day cool-off logs out at once and the log-in is refused with the end date", async ({ page }, info) => {
  const b = newBettor(info)
  await registered(page, b)

  await page.goto("/account/safer-gambling/cool-off")
  await expect(page.getByRole("heading", { level: 1, name: "Cool-off" })).toBeVisible()
  await page.getByLabel("Length of the break").selectOption("1")
  const start = page.getByRole("button", { name: "Start my break" })
  await expect(start).toBeDisabled()
  await page.getByLabel("I understand this cannot be undone early").check()
  await axeClean(page, "cool-off")
  await shot(page, info, "safer-cool-off")
  await start.click()

  const started = page.getByRole("dialog", { name: "Your break has started" })
  await expect(started).toBeVisible()
  await expect(started).toContainText("You can log in again from")
  await expect.poll(() => page.evaluate(() => localStorage.getItem("sb:authToken"))).toBeNull()
  await shot(page, info, "safer-cool-off-started")

  await page.goto("/login")
  await page.getByLabel("E-mail").fill(b.email)
  await page.getByLabel("Password", { exact: true }).fill(b.password)
  await page.getByRole("button", { name: "Log in" }).click()
  await expect(page.getByText(/You have taken a break until \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/).first()).toBeVisible()
  await expect(page).toHaveURL(/\/login/)
  await shot(page, info, "safer-login-refused")
})
