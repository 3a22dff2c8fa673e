/**
 * The view's clock tick: the time now, refreshed every `intervalMs`. Views pass it to core's
 * selectors that depend on the time (core never reads a clock); a test's simulated clock drives
 * the same selectors with its own `now`.
 */
import { useEffect, useState } from "react"

export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs)
    return () => clearInterval(id)
  }, [intervalMs])
  return now
}
