import { Msg } from "../components/Msg.js"
import { Spinner } from "../components/Spinner.js"

/**
 * A quiet in-page wait: a pending route, a page chunk still loading. `labelId` puts an id on its
 * text, for a dialog whose body is still loading: the dialog is labelled by its title's id, so
 * until the title is drawn that id names this text ("Loading") and the dialog is never nameless.
 */
export function PageLoading({ labelId }: { readonly labelId?: string } = {}) {
  return (
    <div className="page-loading" role="status">
      <Spinner />
      <span className="visually-hidden" id={labelId}><Msg id="app.loading" /></span>
    </div>
  )
}
