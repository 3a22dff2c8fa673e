/** What a sports page shows while its view loads, when it failed (with a retry), or when it is empty. */
import type { ReactNode } from "react"
import type { ViewEntry } from "../../../core/catalogue/reduce.js"
import type { SportsView } from "../../../core/catalogue/views.js"
import { useSend } from "../../app/runtime.js"
import { Msg } from "../../components/Msg.js"
import type { MessageId } from "../../i18n/catalogues.js"

export function Skeleton({ rows = 6 }: { readonly rows?: number }) {
  return (
    <div className="skeleton" aria-busy="true" aria-live="polite">
      <span className="visually-hidden"><Msg id="sports.loading" /></span>
      {Array.from({ length: rows }, (_, i) => <div key={i} className="skeleton__row" />)}
    </div>
  )
}

/** What the server's "not found" means on each kind of page: a sport, a competition, an event. */
const NOT_FOUND: Readonly<Record<SportsView["_tag"], MessageId>> = {
  Home: "sports.notFound", InPlay: "sports.notFound", Search: "sports.notFound", Match: "sports.notFound",
  GameTab: "sports.notFound.game",
  Competition: "sports.notFound.competition",
}

export function ViewGate({ entry, view, children }: { readonly entry: ViewEntry | null; readonly view: SportsView; readonly children: ReactNode }) {
  const send = useSend()
  if (entry === null || (entry.status === "loading" && entry.data === null)) return <Skeleton />
  if (entry.status === "failed") {
    return (
      <div className="view-error" role="alert">
        <p><Msg id={entry.notFound ? NOT_FOUND[view._tag] : "sports.loadFailed"} /></p>
        {entry.notFound ? null : (
          <button type="button" className="btn btn--primary" onClick={() => send({ _tag: "SportsViewRetried", view })}>
            <Msg id="sports.retry" />
          </button>
        )}
      </div>
    )
  }
  return <>{children}</>
}

export function Empty({ id }: { readonly id: MessageId }) {
  return <p className="sports-empty"><Msg id={id} /></p>
}
