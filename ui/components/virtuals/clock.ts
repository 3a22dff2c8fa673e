/**
 * The server's clock in the browser, for countdowns and the animation: the wall clock plus the
 * offset core measured at the last lobby answer (selectVirtualsClockOffset). Views may read the
 * clock; core may not.
 */
import { useEffect, useState } from "react"
import { selectVirtualsClockOffset } from "../../../core/virtuals/index.js"
import { useSelector } from "../../app/runtime.js"

/** The server's now, re-read every `everyMs` (or every animation frame when `everyMs` is 0) while mounted. */
export function useServerNow(everyMs: number): number {
  const offset = useSelector(selectVirtualsClockOffset)
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (everyMs > 0) {
      const id = setInterval(() => setNow(Date.now()), everyMs)
      return () => clearInterval(id)
    }
    let frame = 0
    const loop = () => {
      setNow(Date.now())
      frame = requestAnimationFrame(loop)
    }
    frame = requestAnimationFrame(loop)
    return () => cancelAnimationFrame(frame)
  }, [everyMs])
  return now + offset
}

/** "4:05" or "0:09": minutes and seconds left, never below zero. */
export const countdownText = (ms: number): string => {
  const total = Math.max(0, Math.ceil(ms / 1000))
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`
}

/** Black or white text, whichever reads on a background colour (#rrggbb). */
export const inkOn = (hex: string): string => {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex)
  if (!m) return "#fff"
  const [r, g, b] = [m[1], m[2], m[3]].map((x) => parseInt(x!, 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  // The one of black and white with the higher contrast: black once the luminance passes 0.179 (both reach 4.5:1 or more).
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! > 0.179 ? "#000" : "#fff"
}
