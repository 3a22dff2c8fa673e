import { Msg } from "../components/Msg.js"
import { Spinner } from "../components/Spinner.js"

/** A quiet in-page wait: a pending route, a page chunk still loading. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <Spinner />
      <span className="visually-hidden"><Msg id="app.loading" /></span>
    </div>
  )
}
