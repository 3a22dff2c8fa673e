/**
 * The payment provider sandbox's hosted checkout pages (domain/payments/sandbox.ts), served under
 * /sandbox/checkout/{ref}: plain server-rendered HTML forms, no script at all, so the strict CSP
 * below (no script-src; styles only by this response's nonce; forms post to this origin) holds.
 * The browser comes here from the cashier and goes back to the web app's /payments/deposit/* page.
 *
 *   GET  /sandbox/checkout/{ref}           the page for the session's method (card, wallet, bank)
 *   POST /sandbox/checkout/{ref}/card      card_number, expiry, cvc → 3-D Secure page, or back to the app
 *   POST /sandbox/checkout/{ref}/3ds       decision=approve|refuse
 *   POST /sandbox/checkout/{ref}/wallet    decision=approve|refuse
 *   POST /sandbox/checkout/{ref}/bank      the transfer is sent → pending
 *   POST /sandbox/checkout/{ref}/cancel    back to the app's failed page
 */
import { Hono, type Context } from "hono"
import type { ServerContext } from "../../context.js"
import { flowOf, type CheckoutOutcome, type SessionRow } from "../../domain/payments/sandbox.js"
import type { AppEnv } from "../env.js"
import { newNonce } from "../security.js"

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!)

const SYMBOLS: Readonly<Record<string, string>> = { gbp: "£", usd: "US$", eur: "€", mxn: "MX$", brl: "R$" }
const amountText = (row: SessionRow): string => `${SYMBOLS[row.currency] ?? ""}${(row.amount / 100).toFixed(2)}`

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef1f6;color:#1b1f2a}
main{max-width:440px;margin:32px auto;padding:0 16px}
.card{background:#fff;border-radius:12px;box-shadow:0 6px 24px rgba(20,30,60,.12);padding:24px}
.brand{display:flex;align-items:center;gap:8px;font-weight:700;color:#3b3fd8;margin-bottom:16px}
.brand span{display:inline-block;width:24px;height:24px;border-radius:6px;background:#3b3fd8}
h1{font-size:1.25rem;margin:0 0 4px}.amount{font-size:2rem;font-weight:700;margin:0 0 16px}
label{display:block;font-weight:600;margin:12px 0 4px}input{width:100%;padding:12px;border:1px solid #9aa3b5;border-radius:8px;font:inherit}
input:focus{outline:3px solid #8d90ff;border-color:#3b3fd8}.row{display:flex;gap:12px}.row>div{flex:1}
.error{color:#b00020;font-size:.9rem;margin:4px 0 0}button{width:100%;margin-top:20px;padding:14px;border:0;border-radius:8px;background:#3b3fd8;color:#fff;font:600 1rem system-ui,sans-serif;cursor:pointer}
button.secondary{background:#fff;color:#3b3fd8;border:2px solid #3b3fd8;margin-top:12px}.hint{color:#4a5168;font-size:.9rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px}dt{font-weight:600}dd{margin:0}
`

const page = (c: Context<AppEnv>, title: string, body: string, status: 200 | 404 | 422 = 200): Response => {
  const nonce = newNonce()
  c.header("Content-Security-Policy", `default-src 'none'; style-src 'nonce-${nonce}'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`)
  c.header("Cache-Control", "no-store")
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} · Sandbox Pay</title><link rel="icon" href="data:,"><style nonce="${nonce}">${STYLE}</style></head>` +
      `<body><main><div class="card"><div class="brand" aria-hidden="true"><span></span>Sandbox Pay</div>${body}</div><p class="hint">Test mode: no real money moves.</p></main></body></html>`,
    status,
  )
}

const closedPage = (c: Context<AppEnv>) => page(c, "Checkout closed", `<h1>This checkout is closed</h1><p>It was completed or has expired. <a href="/">Return to the site</a>.</p>`, 404)

const cardForm = (row: SessionRow, values: { number: string; expiry: string }, errors: Partial<Record<"number" | "expiry" | "cvc", string | null>> = {}): string => {
  const field = (name: "number" | "expiry" | "cvc", id: string, label: string, extra: string, value: string) => {
    const error = errors[name]
    return `<label for="${id}">${label}</label><input id="${id}" name="${id}" ${extra} value="${escapeHtml(value)}"${error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ""}>${error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : ""}`
  }
  return (
    `<h1>Pay by card</h1><p class="amount">${amountText(row)}</p>` +
    `<form method="post" action="/sandbox/checkout/${row.id}/card" novalidate>` +
    field("number", "card_number", "Card number", `inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required`, values.number) +
    `<div class="row"><div>${field("expiry", "expiry", "Expiry date", `autocomplete="cc-exp" placeholder="MM / YY" required`, values.expiry)}</div>` +
    `<div>${field("cvc", "cvc", "Security code", `inputmode="numeric" autocomplete="cc-csc" placeholder="CVC" required`, "")}</div></div>` +
    `<button type="submit">Pay ${amountText(row)}</button></form>` +
    `<form method="post" action="/sandbox/checkout/${row.id}/cancel"><button class="secondary" type="submit">Cancel and return</button></form>`
  )
}

const methodBody = (row: SessionRow): string => {
  switch (flowOf(row.method)) {
    case "card":
      return cardForm(row, { number: "", expiry: "" })
    case "wallet": {
      const name = row.method === "paypal" ? "PayPal" : "Bizum"
      return (
        `<h1>Pay with ${name}</h1><p class="amount">${amountText(row)}</p><p>Log in to your ${name} sandbox wallet and approve the payment.</p>` +
        `<form method="post" action="/sandbox/checkout/${row.id}/wallet"><input type="hidden" name="decision" value="approve"><button type="submit">Approve payment</button></form>` +
        `<form method="post" action="/sandbox/checkout/${row.id}/wallet"><input type="hidden" name="decision" value="refuse"><button class="secondary" type="submit">Cancel payment</button></form>`
      )
    }
    case "bank":
      return (
        `<h1>Pay by ${escapeHtml(row.method === "bank_transfer" ? "bank transfer" : row.method.toUpperCase())}</h1><p class="amount">${amountText(row)}</p>` +
        `<p>Send the amount from your bank with this reference. It usually arrives within minutes; your balance is credited when it does.</p>` +
        `<dl><dt>Account name</dt><dd>Sandbox Pay Ltd</dd><dt>Sort code</dt><dd>00-00-00</dd><dt>Account number</dt><dd>12345678</dd><dt>Reference</dt><dd>${escapeHtml(row.id.slice(-8).toUpperCase())}</dd></dl>` +
        `<form method="post" action="/sandbox/checkout/${row.id}/bank"><button type="submit">I have sent the transfer</button></form>` +
        `<form method="post" action="/sandbox/checkout/${row.id}/cancel"><button class="secondary" type="submit">Cancel and return</button></form>`
      )
  }
}

const threeDsBody = (row: SessionRow): string =>
  `<h1>Confirm it’s you</h1><p>Your bank asks you to approve this payment of <strong>${amountText(row)}</strong> to the merchant (3-D Secure).</p>` +
  `<form method="post" action="/sandbox/checkout/${row.id}/3ds"><input type="hidden" name="decision" value="approve"><button type="submit">Complete authentication</button></form>` +
  `<form method="post" action="/sandbox/checkout/${row.id}/3ds"><input type="hidden" name="decision" value="refuse"><button class="secondary" type="submit">Fail authentication</button></form>`

const field = (form: Record<string, unknown>, name: string): string => {
  const value = form[name]
  return typeof value === "string" ? value.slice(0, 64) : ""
}

export const sandboxCheckoutRoutes = (ctx: ServerContext): Hono<AppEnv> => {
  const routes = new Hono<AppEnv>()
  const sandbox = () => ctx.payments?.sandbox ?? null

  const follow = (c: Context<AppEnv>, outcome: CheckoutOutcome, row: SessionRow): Response => {
    if (outcome.kind === "redirect") return c.redirect(outcome.to, 303)
    if (outcome.kind === "three_d_secure") return c.redirect(`/sandbox/checkout/${row.id}/3ds`, 303)
    return closedPage(c)
  }

  routes.get("/checkout/:ref", async (c) => {
    const row = await sandbox()?.session(c.req.param("ref"))
    if (!row || row.kind !== "checkout") return closedPage(c)
    if (row.status === "requires_action") return c.redirect(`/sandbox/checkout/${row.id}/3ds`, 303)
    if (row.status !== "open") return closedPage(c)
    return page(c, "Checkout", methodBody(row))
  })

  routes.get("/checkout/:ref/3ds", async (c) => {
    const row = await sandbox()?.session(c.req.param("ref"))
    if (!row || row.status !== "requires_action") return closedPage(c)
    return page(c, "3-D Secure", threeDsBody(row))
  })

  routes.post("/checkout/:ref/card", async (c) => {
    const s = sandbox()
    const row = await s?.session(c.req.param("ref"))
    if (!s || !row) return closedPage(c)
    const form = await c.req.parseBody()
    const values = { number: field(form, "card_number"), expiry: field(form, "expiry"), cvc: field(form, "cvc") }
    const outcome = await s.submitCard(row.id, values)
    if (outcome.kind === "invalid") return page(c, "Checkout", cardForm(row, values, outcome.errors), 422)
    return follow(c, outcome, row)
  })

  routes.post("/checkout/:ref/3ds", async (c) => {
    const s = sandbox()
    const row = await s?.session(c.req.param("ref"))
    if (!s || !row) return closedPage(c)
    const form = await c.req.parseBody()
    return follow(c, await s.authenticate(row.id, field(form, "decision") === "approve"), row)
  })

  routes.post("/checkout/:ref/wallet", async (c) => {
    const s = sandbox()
    const row = await s?.session(c.req.param("ref"))
    if (!s || !row) return closedPage(c)
    const form = await c.req.parseBody()
    return follow(c, await s.approveWallet(row.id, field(form, "decision") === "approve"), row)
  })

  routes.post("/checkout/:ref/bank", async (c) => {
    const s = sandbox()
    const row = await s?.session(c.req.param("ref"))
    if (!s || !row) return closedPage(c)
    return follow(c, await s.confirmBankTransfer(row.id), row)
  })

  routes.post("/checkout/:ref/cancel", async (c) => {
    const s = sandbox()
    const row = await s?.session(c.req.param("ref"))
    if (!s || !row) return closedPage(c)
    return follow(c, await s.cancelCheckout(row.id), row)
  })

  return routes
}
