/**
 * Focus helpers for dialogs and panels that hold the focus (the modal host, the mobile drawer):
 * what can take focus inside an element, and a Tab trap that keeps it there.
 */
const FOCUSABLE = [
  "a[href]", "area[href]", "button:not([disabled])", "input:not([disabled]):not([type=hidden])",
  "select:not([disabled])", "textarea:not([disabled])", "iframe", "audio[controls]", "video[controls]",
  "[contenteditable]:not([contenteditable=false])", "[tabindex]:not([tabindex='-1'])",
].join(",")

/** The elements inside `root` a Tab press can reach, in document order (visible ones only). */
export const tabbables = (root: HTMLElement): HTMLElement[] =>
  [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) =>
    !el.closest("[inert]") && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden")

/**
 * Keeps Tab and Shift+Tab inside `root`: from the last tabbable to the first and back. Returns true
 * when it moved the focus (the caller's keydown handler then prevents the default).
 */
export const trapTab = (root: HTMLElement, event: KeyboardEvent): boolean => {
  if (event.key !== "Tab") return false
  const items = tabbables(root)
  if (items.length === 0) {
    root.focus()
    return true
  }
  const first = items[0]!
  const last = items[items.length - 1]!
  const active = document.activeElement
  const inside = active instanceof Node && root.contains(active)
  if (event.shiftKey && (!inside || active === first || active === root)) {
    last.focus()
    return true
  }
  if (!event.shiftKey && (!inside || active === last)) {
    first.focus()
    return true
  }
  return false
}

/** Moves the focus into `root`: its `[data-autofocus]` element, else `root` itself. */
export const focusInto = (root: HTMLElement): void => {
  const preferred = root.querySelector<HTMLElement>("[data-autofocus]")
  ;(preferred ?? root).focus({ preventScroll: true })
}

/**
 * Gives the focus back to `element` when it is still on the page and can take it; otherwise to the
 * page's heading, so keyboard users never land on <body> after a dialog closes.
 */
export const restoreFocus = (element: Element | null): void => {
  if (element instanceof HTMLElement && element.isConnected && element !== document.body && !element.closest("[inert]")) {
    element.focus({ preventScroll: true })
    if (document.activeElement === element) return
  }
  const heading = document.querySelector<HTMLElement>("#main h1")
  heading?.focus({ preventScroll: true })
}
