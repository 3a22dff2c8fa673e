/**
 * Calendar arithmetic without `Date`.
 *
 * core/ may not read a clock or construct `Date` (DESIGN.md §2), yet the spec's rules need calendar
 * maths: the age on a date of birth, "not earlier than 120 years ago", "60 s before
 * session_expires_at". These helpers convert between epoch milliseconds (UTC) and civil dates with
 * Howard Hinnant's days-from-civil algorithm, so they are exact and pure.
 */

export interface CivilDate {
  readonly year: number
  readonly month: number // 1..12
  readonly day: number // 1..31
}

const MS_PER_DAY = 86_400_000

/** Days since 1970-01-01 for a proleptic Gregorian date. */
export const daysFromCivil = ({ year, month, day }: CivilDate): number => {
  const y = month <= 2 ? year - 1 : year
  const era = Math.floor(y / 400)
  const yoe = y - era * 400
  const mp = (month + 9) % 12
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy
  return era * 146_097 + doe - 719_468
}

/** The civil date of a day count since 1970-01-01. */
export const civilFromDays = (days: number): CivilDate => {
  const z = days + 719_468
  const era = Math.floor(z / 146_097)
  const doe = z - era * 146_097
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365)
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100))
  const mp = Math.floor((5 * doy + 2) / 153)
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1
  const month = mp < 10 ? mp + 3 : mp - 9
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day }
}

export const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

export const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31

/** True when the parts name a real calendar day (31/02 is not one). */
export const isRealDate = ({ year, month, day }: CivilDate): boolean =>
  Number.isInteger(year) && Number.isInteger(month) && Number.isInteger(day) &&
  month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)

/** The UTC civil date of an instant. */
export const civilOfEpochMs = (ms: number): CivilDate => civilFromDays(Math.floor(ms / MS_PER_DAY))

export const epochMsOfCivil = (date: CivilDate): number => daysFromCivil(date) * MS_PER_DAY

/** Whole years from `birth` to `on` (a birthday on 29/02 falls on 01/03 in common years). */
export const ageOn = (birth: CivilDate, on: CivilDate): number => {
  const hadBirthday = on.month > birth.month || (on.month === birth.month && on.day >= birth.day)
  return on.year - birth.year - (hadBirthday ? 0 : 1)
}

/** The same day `years` earlier, clamped to the month's last day (29/02 → 28/02). */
export const minusYears = (date: CivilDate, years: number): CivilDate => {
  const year = date.year - years
  return { year, month: date.month, day: Math.min(date.day, daysInMonth(year, date.month)) }
}

export const compareCivil = (a: CivilDate, b: CivilDate): number => daysFromCivil(a) - daysFromCivil(b)

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/

/** Parses an ISO-8601 date or date-time (UTC unless an offset is given) to epoch ms; null if invalid. */
export const parseIsoToEpochMs = (text: string): number | null => {
  const m = ISO.exec(text)
  if (!m) return null
  const date = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }
  if (!isRealDate(date)) return null
  const hours = Number(m[4] ?? 0)
  const minutes = Number(m[5] ?? 0)
  const seconds = Number(m[6] ?? 0)
  if (hours > 23 || minutes > 59 || seconds > 59) return null
  const millis = m[7] ? Number(m[7].slice(0, 3).padEnd(3, "0")) : 0
  let offsetMinutes = 0
  const zone = m[8]
  if (zone && zone !== "Z") {
    const sign = zone.startsWith("-") ? -1 : 1
    const digits = zone.slice(1).replace(":", "")
    offsetMinutes = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4)))
  }
  return epochMsOfCivil(date) + ((hours * 60 + minutes - offsetMinutes) * 60 + seconds) * 1000 + millis
}

const pad = (n: number, width = 2): string => String(n).padStart(width, "0")

/** Formats epoch ms as `YYYY-MM-DDTHH:mm:ss.sssZ`, the same text `Date#toISOString` gives. */
export const formatEpochMsAsIso = (ms: number): string => {
  const days = Math.floor(ms / MS_PER_DAY)
  const { year, month, day } = civilFromDays(days)
  let rest = ms - days * MS_PER_DAY
  const hours = Math.floor(rest / 3_600_000)
  rest -= hours * 3_600_000
  const minutes = Math.floor(rest / 60_000)
  rest -= minutes * 60_000
  const seconds = Math.floor(rest / 1000)
  const millis = rest - seconds * 1000
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(millis, 3)}Z`
}

export const formatCivilAsUk = ({ year, month, day }: CivilDate): string => `${pad(day)}/${pad(month)}/${pad(year, 4)}`
