/**
 * Request paths (spec §7): "Paths without a version prefix get v0 (or a given version)". A path
 * that already names its version, like `/v0/configs`, is used as given.
 */

export type ApiVersion = "v0" | "v1" | "v2"

export const DEFAULT_API_VERSION: ApiVersion = "v0"

const VERSIONED = /^\/?v\d+\//

export const hasVersionPrefix = (path: string): boolean => VERSIONED.test(path)

/** `sessions` → `/v0/sessions`; `betslip` with v2 → `/v2/betslip`; `/v0/configs` stays. */
export const versionedPath = (path: string, version: ApiVersion = DEFAULT_API_VERSION): string => {
  if (hasVersionPrefix(path)) return path.startsWith("/") ? path : `/${path}`
  return `/${version}/${path.replace(/^\/+/, "")}`
}

/** The path without its version prefix: what the spec's exemption list names. */
export const unversionedPath = (path: string): string => path.replace(/^\/+/, "").replace(/^v\d+\//, "")

/** Joins a base URL ("/api", "http://host:3000/api/") and an absolute path without doubling slashes. */
export const joinUrl = (base: string, path: string): string => `${base.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`
