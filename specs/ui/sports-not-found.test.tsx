/**
 * What a sports page says when the server has no such thing: a sport, a competition or an event,
 * each in its own words (an unknown sport once read "We couldn't find this event. It may have
 * finished."), and no retry, since asking again finds nothing more. A failure that is not "not
 * found" offers the retry. Rendered to static markup over a real store.
 */
import { renderToStaticMarkup } from "react-dom/server"
import { IntlProvider } from "react-intl"
import { describe, expect, it } from "vitest"
import type { ViewEntry } from "../../core/catalogue/reduce.js"
import type { SportsView } from "../../core/catalogue/views.js"
import { RuntimeProvider } from "../../ui/app/runtime.js"
import { ViewGate } from "../../ui/pages/sports/ViewState.js"
import { harness } from "../core/harness.js"
import { readCatalogue } from "../support/catalogue-files.js"

const failed = (view: SportsView, notFound: boolean): ViewEntry => ({ view, status: "failed", requestId: null, holders: 1, data: null, notFound })

const render = (view: SportsView, notFound: boolean, locale = "en-GB"): string => {
  const entry = failed(view, notFound)
  const h = harness()
  const html = renderToStaticMarkup(
    <RuntimeProvider runtime={{ store: h.store, exportLog: () => h.store.log.toFile() }}>
      <IntlProvider locale={locale} messages={readCatalogue(locale)} onError={() => {}}>
        <ViewGate entry={entry} view={view}><p>the page</p></ViewGate>
      </IntlProvider>
    </RuntimeProvider>,
  )
  return html.replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/\s+/g, " ").trim()
}

describe("a sports page the server does not know", () => {
  it.each([
    [{ _tag: "GameTab", name: "horse-racing", tab: "matches" }, "We couldn't find this sport."],
    [{ _tag: "Competition", id: 123 }, "We couldn't find this competition. It may have ended."],
    [{ _tag: "Match", id: 12_345 }, "We couldn't find this event. It may have finished."],
  ] as const)("%o says %s, with no retry", (view, words) => {
    expect(render(view, true)).toBe(words)
  })

  it("says it in the bettor's language", () => {
    expect(render({ _tag: "GameTab", name: "x", tab: "matches" }, true, "pt-BR")).toBe("Não encontramos este esporte.")
  })

  it("a failure to load offers the retry instead", () => {
    expect(render({ _tag: "GameTab", name: "football", tab: "matches" }, false)).toBe("We couldn't load this page. Try again")
  })
})
