/**
 * A new bettor's identity check, at 1440 px and 390 px, against the real server and database:
 * sign up, confirm the e-mail from the mailed link, verify a phone code (the SMS read from the
 * outbox), be asked to verify before withdrawing, upload a passport photo, the operator approves,
 * the VerificationApproved dialog appears and the withdraw restriction is gone. Then marketing
 * preferences round-trip, and pt-BR and fractional odds are chosen from the footer. Screenshots
 * at each step; axe finds nothing serious on the account pages.
 */
import { expect, test, type Page } from "@playwright/test"
import { deflateSync } from "node:zlib"
import { newBettor, ops, saveEventLog, shot, type Bettor, axeClean } from "./support.js"

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (data: Buffer): number => {
  let c = 0xffffffff
  for (const b of data) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(typed))
  return Buffer.concat([length, typed, crc])
}

/** A 320×200 "passport" photo: a real PNG (a blue page with a photo box), with a text chunk the server strips. */
const passportPng = (): Buffer => {
  const width = 320
  const height = 200
  const rows: Buffer[] = []
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3)
    for (let x = 0; x < width; x++) {
      const photo = x > 20 && x < 110 && y > 40 && y < 160
      const line = y > 60 && y < 150 && x > 140 && x < 300 && y % 18 < 4
      const [r, g, b] = photo ? [200, 170, 150] : line ? [40, 50, 90] : [28, 62, 130]
      row.set([r, g, b], 1 + x * 3)
    }
    rows.push(row)
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = 8
  ihdr[9] = 2
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("tEXt", Buffer.from("Author\0Phone camera GPS 51.5N 0.12W", "latin1")),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ])
}

/** Closes whatever dialogs are still queued (the bettor pressing Escape). */
const closeDialogs = async (page: Page) => {
  for (let i = 0; i < 4 && (await page.getByRole("dialog").count()) > 0; i++) {
    await page.keyboard.press("Escape")
    await page.waitForTimeout(200)
  }
  await expect(page.getByRole("dialog")).toHaveCount(0)
}

const continueStep = (page: Page) => page.getByRole("button", { name: "Continue" }).click()

/** Signs up through the steps; with `refusals`, each step first refuses bad input in place. */
const register = async (page: Page, b: Bettor, refusals = false, info?: Parameters<typeof shot>[1]) => {
  await page.goto("/auth/signup")
  if (refusals) {
    await continueStep(page)
    await expect(page.getByText("Enter a valid e-mail address.").first()).toBeVisible()
    await page.getByLabel("E-mail").fill("not-an-email")
    await page.getByLabel("Password", { exact: true }).fill("abc")
    await continueStep(page)
    await expect(page.getByText("Enter a valid e-mail address.").first()).toBeVisible()
    await expect(page.getByText("Use at least 8 characters.").first()).toBeVisible()
    await expect(page.getByLabel("E-mail")).toBeFocused()
    if (info) await shot(page, info, "kyc-00-signup-refused")
  }
  await page.getByLabel("E-mail").fill(b.email)
  await page.getByLabel("Password", { exact: true }).fill(b.password)
  await continueStep(page)
  await page.getByLabel("First name").fill(b.firstname)
  await page.getByLabel("Last name").fill(b.lastname)
  if (refusals) {
    await page.getByLabel("Date of birth").fill("01/01/2015")
    await continueStep(page)
    await expect(page.getByText("You must be 18 or over to open an account.").first()).toBeVisible()
    await expect(page.getByLabel("Date of birth")).toBeVisible()
  }
  await page.getByLabel("Date of birth").fill(b.dob)
  await continueStep(page)
  await page.getByLabel("Username").fill(b.username)
  await continueStep(page)
  await page.getByRole("button", { name: "Create account" }).click()
  await expect(page).toHaveURL(/\/account$/)
}

const restrictionsOf = async (page: Page): Promise<Record<string, { reason: string }>> => {
  const token = await page.evaluate(() => localStorage.getItem("sb:authToken"))
  const answer = await page.request.get("/api/v0/users?brand=sportsbook&country=GB", { headers: { authorization: `Bearer ${token}` } })
  expect(answer.ok()).toBe(true)
  return ((await answer.json()) as { restrictions: Record<string, { reason: string }> }).restrictions
}

interface Mail {
  readonly kind: string
  readonly body: string
  readonly link: string | null
}
const outbox = async (page: Page, to: string): Promise<Mail[]> => ((await ops(page, "GET", `outbox?to=${encodeURIComponent(to)}`)) as { mails: Mail[] }).mails

test("sign up → confirm e-mail → phone code → upload a passport → operator approves → verified", async ({ page }, info) => {
  test.setTimeout(180_000)
  const b = newBettor(info)
  await register(page, b, true, info)
  await expect(page.getByRole("link", { name: /Verification/ })).toBeVisible()
  await shot(page, info, "kyc-01-account-hub")

  // The e-mail: follow the mailed confirmation link.
  const confirmation = (await outbox(page, b.email)).find((m) => m.kind === "confirm_email")
  expect(confirmation?.link).toMatch(/\/auth\/confirmation\?token=/)
  await page.goto(new URL(confirmation!.link!).pathname + new URL(confirmation!.link!).search)
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()

  // The phone: a code by SMS (the outbox), typed into the digit boxes.
  await page.goto("/account/settings")
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible()
  const number = `7700${String(Date.now()).slice(-6)}`
  await page.getByLabel("Mobile number").fill(number)
  await page.getByRole("button", { name: "Send code" }).click()
  await expect(page.getByTestId("otc-0")).toBeVisible()
  await shot(page, info, "kyc-02-phone-code")
  const sms = (await outbox(page, `+44${number}`)).find((m) => m.kind === "sms_code")
  const code = /\b(\d{6})\b/.exec(sms?.body ?? "")?.[1]
  expect(code, "a 6-digit code in the SMS").toMatch(/^\d{6}$/)
  // A wrong code first: the server's words, in place.
  await page.getByTestId("otc-0").fill(code === "000000" ? "111111" : "000000")
  await expect(page.getByTestId("phone-error")).toContainText("tries left")
  // The right code, typed (or pasted) into the first box, fills them all.
  await page.getByTestId("otc-0").fill(code!)
  await expect(page.getByTestId("phone-verified")).toContainText(number.slice(-3))
  await expect(page.getByTestId("phone-on-file")).toContainText(`•••••••${number.slice(-3)}`)
  await axeClean(page, "settings")
  await shot(page, info, "kyc-03-phone-verified")

  // Withdrawals wait for identity: the operator asks, the Verification dialog opens.
  await ops(page, "POST", "kyc/require", { email: b.email, scope: "withdraw" })
  await expect.poll(async () => (await restrictionsOf(page)).withdraw?.reason).toBe("verify")
  const verifyDialog = page.getByRole("dialog").first()
  await expect(verifyDialog).toBeVisible()
  await shot(page, info, "kyc-04-verification-dialog")
  await verifyDialog.getByRole("link", { name: /Verify now|Upload documents/ }).click()
  await expect(page).toHaveURL(/\/account\/verification/)
  await closeDialogs(page)
  // In the app, from the hub (a reload would ask again: the restriction still stands).
  await page.locator(".account-sub__back").click()
  // Said apart (a CI run on a loaded machine once timed out on the next line, left on the upload
  // page): whether the back link did not take the bettor to the hub, or something took them back.
  await expect(page).toHaveURL(/\/account$/)
  await page.getByRole("link", { name: /^Verification/ }).click()
  await expect(page).toHaveURL(/\/account\/verification$/)
  await closeDialogs(page)
  await expect(page.getByTestId("kyc-why")).toContainText("Withdrawals are on hold")
  await axeClean(page, "verification")
  await shot(page, info, "kyc-05-verification")

  // The passport photo, by the file picker.
  await page.getByRole("link", { name: "Upload a document" }).click()
  await expect(page).toHaveURL(/\/account\/verification\/upload$/)
  await page.getByLabel("Passport").check()
  await page.getByTestId("document-file").setInputFiles({ name: "passport.png", mimeType: "image/png", buffer: passportPng() })
  await expect(page.getByText("passport.png")).toBeVisible()
  await axeClean(page, "upload")
  await shot(page, info, "kyc-06-upload")
  await page.getByRole("button", { name: "Send document" }).click()
  await expect(page).toHaveURL(/\/account\/verification\/success$/)
  await expect(page.getByRole("heading", { name: "Document received" })).toBeVisible()
  await shot(page, info, "kyc-07-success")
  await expect.poll(async () => (await restrictionsOf(page)).withdraw?.reason).toBe("pending")

  // The operator approves: VerificationApproved opens, the withdraw restriction is gone.
  await ops(page, "POST", "kyc/review", { email: b.email, decision: "approve" })
  const approved = page.getByRole("dialog").filter({ hasText: "verified" })
  await expect(approved).toBeVisible()
  await axeClean(page, "approved dialog")
  await shot(page, info, "kyc-08-approved")
  expect(await restrictionsOf(page)).toEqual({})
  await approved.getByRole("link", { name: "See my verification" }).click()
  await expect(page.getByTestId("kyc-status")).toHaveText("Verified")
  await shot(page, info, "kyc-09-verified")
  // The log of this one visit (hub → upload → approval): specs/logs/account-verification.json.
  await saveEventLog(page, info, "account-verification")

  // The notifications inbox holds what was pushed.
  await page.goto("/account/notifications")
  await expect(page.getByTestId("inbox")).toContainText("You're verified")
  await axeClean(page, "notifications")
})

test("marketing preferences round-trip; pt-BR and fractional odds from the footer", async ({ page }, info) => {
  const b = newBettor(info)
  await register(page, b)
  await page.goto("/account/preferences")
  await expect(page.getByTestId("mkt-sports-sms")).not.toBeChecked()
  await page.getByTestId("mkt-sports-sms").check({ force: true })
  await page.getByTestId("mkt-casino-email").check({ force: true })
  await page.getByRole("button", { name: "Save preferences" }).click()
  await expect(page.getByText("Your preferences are saved.")).toBeVisible()
  await axeClean(page, "preferences")
  await shot(page, info, "prefs-01-saved")
  await page.reload()
  await expect(page.getByTestId("mkt-sports-sms")).toBeChecked()
  await expect(page.getByTestId("mkt-casino-email")).toBeChecked()
  await expect(page.getByTestId("mkt-sports-email")).not.toBeChecked()

  // Language and odds format from the footer, no account page needed.
  await page.goto("/")
  await page.getByTestId("footer-odds-select").selectOption("fractional")
  await expect(page.getByTestId("footer-odds-select")).toHaveValue("fractional")
  await page.getByTestId("footer-locale-select").selectOption("pt-BR")
  await expect(page).toHaveURL(/locale=pt-BR/)
  await expect(page.getByTestId("footer-locale-select")).toHaveValue("pt-BR")
  await expect(page.getByText("Idioma").first()).toBeVisible()
  const cookies = await page.context().cookies()
  const locale = cookies.find((c) => /locale/i.test(c.name))
  expect(locale?.value).toBe("pt-BR")
  expect(locale!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000)
  await page.goto("/account/preferences")
  await expect(page.getByRole("heading", { name: "Preferências", level: 1 })).toBeVisible()
  await expect(page.getByTestId("footer-odds-select")).toHaveValue("fractional")
  await shot(page, info, "prefs-02-pt-BR-fractional")
})

test("a one-time passthrough link logs the bettor in and lands on its page, once", async ({ page }, info) => {
  const b = newBettor(info)
  const registered = await page.request.post("/api/v0/users/register?brand=sportsbook&country=GB", {
    data: { email: b.email, password: b.password, username: b.username, firstname: b.firstname, lastname: b.lastname, dob: b.dob, marketing_opt_in: false },
  })
  expect(registered.status()).toBe(201)
  const { link } = (await ops(page, "POST", "passthrough", { email: b.email, target: "/account/verification" })) as { link: string }
  const path = new URL(link).pathname + new URL(link).search
  await page.goto(path)
  await expect(page).toHaveURL(/\/account\/verification$/)
  await expect(page.getByRole("heading", { name: "Identity verification", level: 1 })).toBeVisible()
  await shot(page, info, "passthrough-01-landed")
  // Spent: the same link again says so.
  await page.evaluate(() => localStorage.clear())
  await page.goto(path)
  await expect(page.getByRole("heading", { name: "This link no longer works" })).toBeVisible()
  await axeClean(page, "passthrough failed")
})
