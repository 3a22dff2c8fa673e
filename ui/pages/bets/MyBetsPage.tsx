/**
 * /sports/bets (sport.bets, the open bets) and /sports/bets/settled (sport.bets.settled), spec §2.2:
 * the bettor's bets as cards, tabs between the two lists. The page holds its list open (core loads
 * it and keeps it live through the `bets` channel) and renders core's display-ready cards.
 */
import { useEffect, useMemo } from "react"
import { Link } from "wouter"
import { selectBetsList } from "../../../core/bets/selectors.js"
import type { BetsListStatus } from "../../../core/model/bets.js"
import { useSelector, useSend } from "../../app/runtime.js"
import { Msg, useT } from "../../components/Msg.js"
import { PageHeading } from "../../components/PageHeading.js"
import { BetCardView } from "./BetCard.js"

function BetsTabs({ list }: { readonly list: BetsListStatus }) {
  const t = useT()
  return (
    <nav className="bets-tabs" aria-label={t("bets.tabs")}>
      <Link href="/sports/bets" className={`bets-tabs__tab${list === "open" ? " bets-tabs__tab--current" : ""}`} aria-current={list === "open" ? "page" : undefined}>
        <Msg id="bets.tab.open" />
      </Link>
      <Link href="/sports/bets/settled" className={`bets-tabs__tab${list === "settled" ? " bets-tabs__tab--current" : ""}`} aria-current={list === "settled" ? "page" : undefined}>
        <Msg id="bets.tab.settled" />
      </Link>
    </nav>
  )
}

function BetsList({ list }: { readonly list: BetsListStatus }) {
  const send = useSend()
  const t = useT()
  useEffect(() => {
    send({ _tag: "BetsViewOpened", list })
    return () => send({ _tag: "BetsViewClosed", list })
  }, [send, list])
  const select = useMemo(() => selectBetsList(list), [list])
  const view = useSelector(select)
  if (view.status === "idle" || (view.status === "loading" && view.ids.length === 0)) {
    return (
      <div className="bets-skeleton" aria-busy="true">
        <span className="visually-hidden"><Msg id="bets.loading" /></span>
        {[0, 1, 2].map((i) => <div key={i} className="bets-skeleton__card" />)}
      </div>
    )
  }
  if (view.status === "failed") {
    return (
      <div className="bets-message" role="alert">
        <p><Msg id="bets.loadFailed" /></p>
        <button type="button" className="btn btn--primary" onClick={() => send({ _tag: "BetsViewRetried", list })}><Msg id="bets.retry" /></button>
      </div>
    )
  }
  if (view.ids.length === 0) {
    return (
      <div className="bets-message">
        <p><Msg id={list === "open" ? "bets.empty.open" : "bets.empty.settled"} /></p>
        <Link href="/sports" className="btn btn--primary"><Msg id="bets.empty.browse" /></Link>
      </div>
    )
  }
  return (
    <>
      <ul className="bets-list" aria-label={t(list === "open" ? "bets.tab.open" : "bets.tab.settled")}>
        {view.ids.map((id) => <li key={id}><BetCardView id={id} /></li>)}
      </ul>
      {view.hasMore ? (
        <div className="bets-more">
          <button type="button" className="btn btn--secondary" disabled={view.loadingMore} aria-busy={view.loadingMore}
            onClick={() => send({ _tag: "MoreBetsRequested", list })}>
            <Msg id={view.loadingMore ? "bets.loading" : "bets.more"} />
          </button>
        </div>
      ) : null}
    </>
  )
}

function MyBets({ list }: { readonly list: BetsListStatus }) {
  return (
    <div className="bets-page">
      <PageHeading><Msg id="page.sport.bets.title" /></PageHeading>
      <BetsTabs list={list} />
      <BetsList list={list} />
    </div>
  )
}

export function OpenBetsPage() {
  return <MyBets list="open" />
}

export function SettledBetsPage() {
  return <MyBets list="settled" />
}
