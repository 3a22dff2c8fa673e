/**
 * A page's hold on a sports view: opens it while mounted (core loads it and subscribes to what it
 * shows) and closes it when the page leaves (core unsubscribes). Returns the view's entry.
 */
import { useEffect, useMemo } from "react"
import type { ViewEntry } from "../../../core/catalogue/reduce.js"
import { selectViewEntry } from "../../../core/catalogue/selectors.js"
import { viewKey, type SportsView } from "../../../core/catalogue/views.js"
import { useSelector, useSend } from "../../app/runtime.js"

export function useSportsView(view: SportsView): ViewEntry | null {
  const send = useSend()
  const key = viewKey(view)
  // The same view object for as long as the key is the same.
  const stable = useMemo(() => view, [key])
  useEffect(() => {
    send({ _tag: "SportsViewOpened", view: stable })
    return () => send({ _tag: "SportsViewClosed", view: stable })
  }, [send, stable])
  const select = useMemo(() => selectViewEntry(stable), [stable])
  return useSelector(select)
}
