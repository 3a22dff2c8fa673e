/**
 * The hand-over from the server's prerendered HTML to the app (docs/decisions/0018, "Prerendered
 * first paint"). The server may put the app's own render of the page into #root
 * (`data-prerendered`, ui/prerender.tsx) so the page paints before any JavaScript runs. React does
 * not take that markup over: it renders into a fresh, detached #root, and the fresh one replaces
 * the prerendered one in the commit that first shows a real page, a not-found or error page, or a
 * dialog. Until then the person sees the prerender, never a start-up spinner, and never both: the
 * document holds one or the other, so nothing on the page is there twice.
 *
 * A page head script marks the document `data-prerender="off"` when this device's stored state
 * makes the visitor's render wrong for it (a stored session, a collapsed drawer); the stylesheet
 * hides the prerender then and the app renders into #root straight away, as it does without one.
 */
import { useLayoutEffect } from "react"

/** After this long the app takes over whatever it shows (a spinner, say): a stuck page must not freeze the prerender. */
export const HANDOVER_DEADLINE_MS = 8000

let pending: (() => void) | null = null

/**
 * The element the app should render into: #root itself, or, when #root holds a usable prerender,
 * a detached stand-in that takes its place at the hand-over.
 */
export const renderTarget = (root: HTMLElement): HTMLElement => {
  const prerendered = root.querySelector(":scope > [data-prerendered]")
  if (!prerendered || root.ownerDocument.documentElement.dataset.prerender === "off") return root
  const fresh = root.ownerDocument.createElement("div")
  fresh.id = root.id
  pending = () => root.replaceWith(fresh)
  setTimeout(handOver, HANDOVER_DEADLINE_MS)
  return fresh
}

/** Puts the app's render in place of the prerender, once; nothing when there was none. */
export const handOver = (): void => {
  const run = pending
  pending = null
  run?.()
}

/**
 * Hands over in the commit it first appears in. Placed before the content it vouches for, so its
 * layout effect runs before theirs: they measure and focus an attached document.
 */
export function HandOver() {
  useLayoutEffect(handOver, [])
  return null
}
