/**
 * The en-GB catalogue (ui/i18n/messages/en-GB.json) is the source every locale falls back to: it
 * must hold every id core names (core/app/messages.ts) and every page title of the route table,
 * each message must be valid ICU, and the texts the spec fixes word for word must be exact.
 */
import { createIntl } from "react-intl"
import { describe, expect, it } from "vitest"
import { coreMessages } from "../../core/app/messages.js"
import { routes } from "../../core/routing/routes.js"
import { readCatalogue } from "../support/catalogue-files.js"

const catalogue: Record<string, string> = readCatalogue("en-GB")

const valueFor = (format: string | undefined): unknown =>
  format === "date" || format === "time" ? new Date(Date.UTC(2026, 0, 31, 12)) : format === "number" || format === "plural" || format === "selectordinal" ? 2 : "x"

describe("the en-GB catalogue", () => {
  it("holds every message id core refers to, with core's en-GB text", () => {
    for (const [id, text] of Object.entries(coreMessages)) expect([id, catalogue[id]]).toEqual([id, text])
  })

  it("holds the title of every page of the route table", () => {
    const titles = routes.flatMap((r) => (r._tag === "Page" ? [r.title] : []))
    expect(titles.filter((id) => catalogue[id] === undefined)).toEqual([])
  })

  it("has only messages that format as ICU", () => {
    const errors: string[] = []
    const intl = createIntl({ locale: "en-GB", messages: catalogue, onError: (e) => errors.push(e.message) })
    for (const [id, text] of Object.entries(catalogue)) {
      // Each argument gets a value of the kind its format takes: a date, a number or words.
      const values = Object.fromEntries([...text.matchAll(/\{\s*(\w+)\s*(?:,\s*(\w+))?/g)].map((m) => [m[1], valueFor(m[2])]))
      intl.formatMessage({ id }, values)
    }
    expect(errors).toEqual([])
  })

  it("words the error pages and the maintenance overlay as spec §2.8 and §4 do", () => {
    const intl = createIntl({ locale: "en-GB", messages: catalogue })
    const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values)
    expect(t("notFound.heading")).toBe("Ooooooops!")
    expect(t("notFound.text")).toBe("We can’t find the page you’re looking for.")
    expect(t("notFound.home")).toBe("Back to home")
    expect(t("serverError.heading")).toBe("Something went wrong...")
    expect(t("serverError.connection")).toBe("Please check your connection and try again.")
    expect(t("serverError.support")).toBe("If you’re still having trouble, our support team are on hand to help.")
    expect(t("serverError.retry")).toBe("Try again")
    expect(t("serverError.contact")).toBe("Contact support")
    expect(t("maintenance.title", { brand: "Sportsbook" })).toBe("Sportsbook is unavailable")
    expect(t("maintenance.text")).toBe("We'll be back shortly. Please accept our apologies for any inconvenience caused.")
    expect(t("page.titleTemplate", { title: "Log in", brand: "Sportsbook" })).toBe("Log in - Sportsbook")
  })
})

describe("the other catalogues", () => {
  it("hold no id the source catalogue lacks", () => {
    const strays = ["pt", "pt-BR", "es", "es-MX"].flatMap((locale) =>
      Object.keys(readCatalogue(locale)).filter((id) => catalogue[id] === undefined).map((id) => `${locale}: ${id}`))
    expect(strays).toEqual([])
  })
})
