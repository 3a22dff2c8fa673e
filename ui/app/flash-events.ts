/**
 * A price flash is a CSS animation, and every one fires `animationstart` and `animationend`.
 * React listens for those at its root and walks the tree for handlers on each, and under a storm of
 * price moves that is hundreds of events a second (up to 11 ms in one frame, bench/inplay-prices.ts)
 * for handlers no view has. Flash events stop at the window, before React's root sees them; every
 * other animation event goes on as usual.
 */
const FLASH_CLASS = "price__value"
const TYPES = ["animationstart", "animationend", "animationiteration", "animationcancel"] as const

const stopFlash = (event: Event): void => {
  const target = event.target as Element | null
  if (target?.classList?.contains(FLASH_CLASS)) event.stopPropagation()
}

export const stopFlashEvents = (win: Pick<Window, "addEventListener" | "removeEventListener">): (() => void) => {
  for (const type of TYPES) win.addEventListener(type, stopFlash, { capture: true })
  return () => {
    for (const type of TYPES) win.removeEventListener(type, stopFlash, { capture: true })
  }
}
