/**
 * The server's notion of "now", injected everywhere a rule depends on time (session expiry, token
 * expiry, the 18-years rule, the login rate-limit window) so that tests can move it.
 */
export type Clock = () => number

export const systemClock: Clock = () => Date.now()

export const MINUTE_MS = 60_000
export const HOUR_MS = 60 * MINUTE_MS
