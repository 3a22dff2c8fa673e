/**
 * What the build says about the deployment: Vite's `import.meta.env` (MODE, PROD, VITE_BRAND,
 * VITE_COUNTRY, and for error reporting VITE_DEPLOYMENT, VITE_ERROR_REPORTING_DSN, VITE_RELEASE). Outside Vite (tsx scripts, Node) `import.meta.env` is undefined, hence the guard;
 * vitest defines it with MODE "test".
 */
/// <reference types="vite/client" />
import type { Environment } from "../core/app/events.js"
import type { Locale } from "../core/model/primitives.js"
import { localeOfLanguage as mapLanguage } from "../core/site/locale.js"

export interface BuildEnv {
  readonly environment: Environment
  readonly brand: string | null
  readonly country: string | null
  /** VITE_DEPLOYMENT: the deployment's name (branch, uat, production, local…); error reporting is on in the first three (spec §7). */
  readonly deployment: string | null
  /** VITE_ERROR_REPORTING_DSN: where error reports go; none, no reporting. */
  readonly errorReportingDsn: string | null
  /** VITE_RELEASE: the release name reports carry. */
  readonly release: string | null
}

type ViteEnv = Readonly<Record<string, unknown>>

const viteEnv = (): ViteEnv | undefined => {
  try {
    // Written out verbatim: Vite replaces the literal text `import.meta.env` at build time, and a
    // cast around `import.meta` would hide it (the production build would then read as development).
    return import.meta.env as unknown as ViteEnv | undefined
  } catch {
    return undefined
  }
}

const nonEmptyString = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value.trim() : null)

const ENVIRONMENTS: ReadonlyArray<Environment> = ["development", "test", "production"]

/**
 * VITE_ENVIRONMENT when the build was told (`npm start` outside production builds optimised code
 * that is still a non-production deployment, with its developer menu); else MODE "production" or
 * PROD → production; MODE "test" → test; anything else → development.
 */
export const environmentOf = (env: ViteEnv | undefined): Environment => {
  if (!env) return "development"
  const told = env.VITE_ENVIRONMENT
  if (typeof told === "string" && (ENVIRONMENTS as ReadonlyArray<string>).includes(told)) return told as Environment
  if (env.MODE === "production" || env.PROD === true) return "production"
  if (env.MODE === "test") return "test"
  return "development"
}

export const readBuildEnv = (env: ViteEnv | undefined = viteEnv()): BuildEnv => ({
  environment: environmentOf(env),
  brand: nonEmptyString(env?.VITE_BRAND),
  country: nonEmptyString(env?.VITE_COUNTRY),
  deployment: nonEmptyString(env?.VITE_DEPLOYMENT),
  errorReportingDsn: nonEmptyString(env?.VITE_ERROR_REPORTING_DSN),
  release: nonEmptyString(env?.VITE_RELEASE),
})

/** The locale for a browser language (spec §9 locale mapping): core/site/locale.ts. */
export const localeOfLanguage = (language: string | null | undefined): Locale => mapLanguage(language)
