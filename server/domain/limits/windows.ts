/**
 * The fixed windows of spec §9 ("up to 1 day fixed daily, up to 7 fixed weekly, else fixed
 * monthly"), counted in the bettor's time zone: a daily window runs from local midnight to the
 * next local midnight (23 or 25 hours on a clock-change day), a weekly one from Monday 00:00, a
 * monthly one from the 1st at 00:00 to the 1st of the next month. Pure: no clock, no database.
 */
export type Period = "daily" | "weekly" | "monthly"

export const DEFAULT_TIME_ZONE = "Europe/London"

/** The period a requested window length falls in, and the window_days the limit then reports. */
export const periodOf = (windowDays: number): Period => (windowDays <= 1 ? "daily" : windowDays <= 7 ? "weekly" : "monthly")
export const WINDOW_DAYS: Readonly<Record<Period, number>> = { daily: 1, weekly: 7, monthly: 30 }

export interface Window {
  readonly start: number
  /** Exclusive: the instant the next window starts (when the limit resets). */
  readonly end: number
}

interface LocalDate {
  readonly year: number
  readonly month: number
  readonly day: number
}

const formatters = new Map<string, Intl.DateTimeFormat>()
const formatterOf = (timeZone: string): Intl.DateTimeFormat => {
  let f = formatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat("en-GB", { timeZone, year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric", hourCycle: "h23" })
    formatters.set(timeZone, f)
  }
  return f
}

/** The wall-clock fields of an instant in a zone. */
const wallClock = (at: number, timeZone: string) => {
  const parts: Record<string, number> = {}
  for (const p of formatterOf(timeZone).formatToParts(new Date(at))) if (p.type !== "literal") parts[p.type] = Number(p.value)
  return parts as { year: number; month: number; day: number; hour: number; minute: number; second: number }
}

/** Local time minus UTC at an instant, in ms (whole seconds). */
const offsetAt = (at: number, timeZone: string): number => {
  const w = wallClock(at, timeZone)
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(at / 1000) * 1000
}

/** The instant of local midnight starting a calendar date (the first instant of that date). */
export const startOfLocalDate = (date: LocalDate, timeZone: string): number => {
  const naive = Date.UTC(date.year, date.month - 1, date.day)
  let guess = naive - offsetAt(naive, timeZone)
  // Once more with the offset at the guess (a clock change between naive and guess).
  guess = naive - offsetAt(guess, timeZone)
  // A zone that skips midnight (a clock change at 00:00): the day starts at the first instant after.
  while (wallClock(guess, timeZone).day !== date.day) guess += 15 * 60_000
  return guess
}

export const localDateOf = (at: number, timeZone: string): LocalDate => {
  const w = wallClock(at, timeZone)
  return { year: w.year, month: w.month, day: w.day }
}

/** Calendar arithmetic on a date (UTC used only as a proleptic calendar). */
const plusDays = (d: LocalDate, days: number): LocalDate => {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days))
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() }
}
const weekdayMondayZero = (d: LocalDate): number => (new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay() + 6) % 7

/** The window of `period` that contains `at`. */
export const windowOf = (period: Period, at: number, timeZone: string = DEFAULT_TIME_ZONE): Window => {
  const today = localDateOf(at, timeZone)
  let first: LocalDate
  let next: LocalDate
  switch (period) {
    case "daily":
      first = today
      next = plusDays(today, 1)
      break
    case "weekly":
      first = plusDays(today, -weekdayMondayZero(today))
      next = plusDays(first, 7)
      break
    case "monthly":
      first = { year: today.year, month: today.month, day: 1 }
      next = today.month === 12 ? { year: today.year + 1, month: 1, day: 1 } : { year: today.year, month: today.month + 1, day: 1 }
      break
  }
  return { start: startOfLocalDate(first, timeZone), end: startOfLocalDate(next, timeZone) }
}

export const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: zone })
    return true
  } catch {
    return false
  }
}
