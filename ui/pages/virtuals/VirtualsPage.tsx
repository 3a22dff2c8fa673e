/**
 * /virtuals and /virtuals/:kind (issue 17, feature PRODUCT_VIRTUALS): the race or match running now
 * (animated from the server's timeline), the next event's card with its markets (bet through the
 * ordinary betslip), the events coming up with a countdown to the off, and the results board.
 */
import { useEffect, useMemo, useState } from "react"
import type { Market } from "../../../core/model/catalogue.js"
import type { VirtualEvent, VirtualKind } from "../../../core/model/virtuals.js"
import { selectVirtualEvents, selectVirtualsStatus } from "../../../core/virtuals/index.js"
import { useSelector, useSend } from "../../app/runtime.js"
import { Msg, useT } from "../../components/Msg.js"
import { NavLink } from "../../components/NavLink.js"
import { PageHeading } from "../../components/PageHeading.js"
import { PriceButton } from "../../components/sports/PriceButton.js"
import { countdownText, inkOn, useServerNow } from "../../components/virtuals/clock.js"
import { MatchStage } from "../../components/virtuals/MatchStage.js"
import { RaceStage, ResultBoard } from "../../components/virtuals/RaceStage.js"
import type { PageProps } from "../../app/pages.js"

const KINDS: ReadonlyArray<VirtualKind> = ["horses", "greyhounds", "football"]
const isKind = (text: string | undefined): text is VirtualKind => (KINDS as ReadonlyArray<string>).includes(text ?? "")

export function VirtualsLobbyPage() {
  return <Virtuals kind={null} />
}

export function VirtualsKindPage({ params }: PageProps) {
  const kind = params.kind
  if (!isKind(kind)) return <Virtuals kind={null} />
  return <Virtuals kind={kind} />
}

function Virtuals({ kind }: { readonly kind: VirtualKind | null }) {
  const send = useSend()
  useEffect(() => {
    send({ _tag: "VirtualsOpened", kind })
    return () => send({ _tag: "VirtualsClosed" })
  }, [send, kind])
  const status = useSelector(selectVirtualsStatus)
  const events = useSelector(useMemo(() => selectVirtualEvents(kind), [kind]))
  const [chosen, setChosen] = useState<number | null>(null)
  const next = events.upcoming.find((e) => e.id === chosen) ?? events.upcoming[0] ?? null
  const live = events.live[0] ?? null
  return (
    <div className="sports-page virtuals-page">
      <PageHeading><Msg id="virtuals.title" /></PageHeading>
      <p className="sports-intro"><Msg id="virtuals.intro" /></p>
      <nav className="sports-nav" aria-label={useT()("virtuals.nav")}>
        <NavLink href="/virtuals" className={`chip${kind === null ? " chip--current" : ""}`} aria-current={kind === null ? "page" : undefined}><Msg id="virtuals.kind.all" /></NavLink>
        {KINDS.map((k) => (
          <NavLink key={k} href={`/virtuals/${k}`} className={`chip${kind === k ? " chip--current" : ""}`} aria-current={kind === k ? "page" : undefined}><Msg id={`virtuals.kind.${k}`} /></NavLink>
        ))}
      </nav>
      {status === "loading" || status === "idle" ? <p className="sports-empty"><Msg id="virtuals.loading" /></p> : null}
      {status === "failed" ? (
        <p className="sports-empty"><Msg id="virtuals.failed" /> <button type="button" className="btn btn--secondary" onClick={() => send({ _tag: "VirtualsOpened", kind })}><Msg id="virtuals.retry" /></button></p>
      ) : null}
      {status === "ready" ? (
        <div className="virtuals-layout">
          <section className="virtuals-stage" aria-labelledby="virtuals-live">
            <h2 id="virtuals-live" className="virtuals-section-title">
              {live ? <><span className="live-dot" aria-hidden="true" /> <Msg id="virtuals.live" /></> : <Msg id="virtuals.next" />}
            </h2>
            {live ? <EventStage event={live} /> : next ? <EventStage event={next} /> : <p className="sports-empty"><Msg id="virtuals.noEvents" /></p>}
            {live ? <p className="virtuals-stage__name">{live.name}</p> : null}
          </section>
          {next ? <EventCard event={next} /> : null}
          <UpcomingList events={events.upcoming} chosen={next?.id ?? null} onChoose={setChosen} />
          <Results events={events.results} />
        </div>
      ) : null}
    </div>
  )
}

function EventStage({ event }: { readonly event: VirtualEvent }) {
  return event.kind === "football" ? <MatchStage event={event} /> : <RaceStage event={event} />
}

/** The next event's card: countdown, runners or teams, every market. */
function EventCard({ event }: { readonly event: VirtualEvent }) {
  const now = useServerNow(1000)
  const left = event.off_at - now
  return (
    <section className="virtual-card" aria-labelledby={`virtual-${event.id}`} data-virtual-event={event.id}>
      <header className="virtual-card__head">
        <h2 id={`virtual-${event.id}`}>{event.name}</h2>
        <span className="virtual-card__countdown" role="timer">
          {event.status === "upcoming" ? <Msg id={event.kind === "football" ? "virtuals.kickOffIn" : "virtuals.offIn"} values={{ time: countdownText(left) }} /> : <Msg id="virtuals.betsClosed" />}
        </span>
      </header>
      {event.kind === "football" ? <FootballMarkets event={event} /> : <RaceMarkets event={event} />}
    </section>
  )
}

function RaceMarkets({ event }: { readonly event: VirtualEvent }) {
  const t = useT()
  const [win, forecast] = event.markets as ReadonlyArray<Market | undefined>
  return (
    <>
      {win ? (
        <div className="virtual-market">
          <h3><Msg id="virtuals.market.win" /> {win.each_way ? <span className="virtual-market__terms"><Msg id="virtuals.eachWayTerms" values={{ terms: win.each_way.description }} /></span> : null}</h3>
          <ul className="runner-list">
            {event.runners.map((r) => (
              <li key={r.number} className="runner-line">
                <span className="silk silk--big" style={{ background: r.colour, color: inkOn(r.colour) }} aria-hidden="true">{r.number}</span>
                <span className="runner-line__name">
                  <strong>{r.name}</strong>
                  <small>{event.kind === "greyhounds" ? t("virtuals.trap", { number: r.number }) : r.jockey} · {t("virtuals.form", { form: r.form })}</small>
                </span>
                <PriceButton contractId={r.contract_id} label={`${event.name}, ${t("virtuals.market.win")}`} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {forecast ? <ForecastPicker event={event} market={forecast} /> : null}
    </>
  )
}

/** Forecast: choose 1st and 2nd; the price of that ordered pair goes on the slip. */
function ForecastPicker({ event, market }: { readonly event: VirtualEvent; readonly market: Market }) {
  const t = useT()
  const [first, setFirst] = useState(event.runners[0]?.number ?? 1)
  const [second, setSecond] = useState(event.runners[1]?.number ?? 2)
  const pair = market.contracts.find((c) => {
    const m = /^(\d+)\. .* \/ (\d+)\. /.exec(c.name)
    return m !== null && Number(m[1]) === first && Number(m[2]) === second
  })
  const name = (n: number) => event.runners.find((r) => r.number === n)?.name ?? String(n)
  return (
    <div className="virtual-market">
      <h3><Msg id="virtuals.market.forecast" /></h3>
      <p className="virtual-market__hint"><Msg id="virtuals.forecast.hint" /></p>
      <div className="forecast-picker">
        <label>
          <span><Msg id="virtuals.forecast.first" /></span>
          <select value={first} onChange={(e) => setFirst(Number(e.target.value))}>
            {event.runners.map((r) => <option key={r.number} value={r.number}>{r.number}. {r.name}</option>)}
          </select>
        </label>
        <label>
          <span><Msg id="virtuals.forecast.second" /></span>
          <select value={second} onChange={(e) => setSecond(Number(e.target.value))}>
            {event.runners.map((r) => <option key={r.number} value={r.number} disabled={r.number === first}>{r.number}. {r.name}</option>)}
          </select>
        </label>
        {pair ? <PriceButton contractId={pair.id} label={`${event.name}, ${t("virtuals.forecast.label", { first: name(first), second: name(second) })}`} /> : null}
      </div>
    </div>
  )
}

function FootballMarkets({ event }: { readonly event: VirtualEvent }) {
  const t = useT()
  const [result, score] = event.markets as ReadonlyArray<Market | undefined>
  return (
    <>
      {result ? (
        <div className="virtual-market">
          <h3><Msg id="virtuals.market.result" /></h3>
          <div className="price-row price-row--3">
            {result.contracts.map((c) => <PriceButton key={c.id} contractId={c.id} showName label={`${event.name}, ${t("virtuals.market.result")}`} />)}
          </div>
        </div>
      ) : null}
      {score ? (
        <div className="virtual-market">
          <h3><Msg id="virtuals.market.score" /></h3>
          <div className="price-row price-row--scores">
            {score.contracts.map((c) => <PriceButton key={c.id} contractId={c.id} showName label={`${event.name}, ${t("virtuals.market.score")}`} />)}
          </div>
        </div>
      ) : null}
    </>
  )
}

function UpcomingList({ events, chosen, onChoose }: { readonly events: ReadonlyArray<VirtualEvent>; readonly chosen: number | null; readonly onChoose: (id: number) => void }) {
  const now = useServerNow(1000)
  if (events.length === 0) return null
  return (
    <section className="virtuals-upcoming" aria-labelledby="virtuals-upcoming">
      <h2 id="virtuals-upcoming" className="virtuals-section-title"><Msg id="virtuals.upcoming" /></h2>
      <ul>
        {events.map((e) => (
          <li key={e.id}>
            <button type="button" className={`upcoming-line${e.id === chosen ? " upcoming-line--chosen" : ""}`} aria-pressed={e.id === chosen} onClick={() => onChoose(e.id)}>
              <span className="upcoming-line__kind"><Msg id={`virtuals.kind.${e.kind}`} /></span>
              <span className="upcoming-line__name">{e.name}</span>
              <span className="upcoming-line__time">{countdownText(e.off_at - now)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}

function Results({ events }: { readonly events: ReadonlyArray<VirtualEvent> }) {
  return (
    <section className="virtuals-results" aria-labelledby="virtuals-results">
      <h2 id="virtuals-results" className="virtuals-section-title"><Msg id="virtuals.results" /></h2>
      {events.length === 0 ? <p className="sports-empty"><Msg id="virtuals.noResults" /></p> : (
        <ul>
          {events.slice(0, 6).map((e) => (
            <li key={e.id} className="result-line">
              <span className="result-line__name">{e.name}</span>
              <ResultBoard event={e} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
