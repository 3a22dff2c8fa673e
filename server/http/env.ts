/** Per-request values the middleware in app.ts resolves once for every handler. */
import type { Session } from "../domain/accounts/sessions.js"
import type { Lang } from "./messages.js"

export interface Authenticated {
  readonly token: string
  readonly session: Session
}

export interface AppEnv {
  Variables: {
    lang: Lang
    brand: string
    country: string
    ip: string
    auth: Authenticated
  }
}
